CREATE TABLE "media_blobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_blobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_template_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_template_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"subject" text NOT NULL,
	"mjml" text NOT NULL,
	"html" text NOT NULL,
	"project" jsonb,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_template_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_template_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seed_key" text,
	"category_id" bigint,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"default_language" text DEFAULT 'tr' NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_saved_blocks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "template_saved_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"name" text NOT NULL,
	"mjml" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "commercial" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "store_template_id" bigint;--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "drafts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media_blobs" ADD CONSTRAINT "media_blobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_template_versions" ADD CONSTRAINT "message_template_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_template_versions" ADD CONSTRAINT "message_template_versions_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_templates" ADD CONSTRAINT "store_templates_category_id_store_template_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."store_template_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_saved_blocks" ADD CONSTRAINT "template_saved_blocks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_blobs_account_sha" ON "media_blobs" USING btree ("account_id","sha256");--> statement-breakpoint
CREATE INDEX "media_blobs_account_idx" ON "media_blobs" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_template_versions_unique" ON "message_template_versions" USING btree ("account_id","template_id","language","version");--> statement-breakpoint
CREATE UNIQUE INDEX "store_templates_seed_key" ON "store_templates" USING btree ("seed_key") WHERE "store_templates"."seed_key" is not null;--> statement-breakpoint
CREATE INDEX "store_templates_published_idx" ON "store_templates" USING btree ("published","category_id","id");--> statement-breakpoint
CREATE INDEX "template_saved_blocks_account_idx" ON "template_saved_blocks" USING btree ("account_id","id");--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_store_template_id_store_templates_id_fk" FOREIGN KEY ("store_template_id") REFERENCES "public"."store_templates"("id") ON DELETE set null ON UPDATE no action;