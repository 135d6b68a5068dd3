CREATE TABLE "dashboard_dismissals" (
	"account_id" bigint NOT NULL,
	"suggestion" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_dismissals_account_id_suggestion_pk" PRIMARY KEY("account_id","suggestion")
);
--> statement-breakpoint
CREATE TABLE "onboarding_progress" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"skipped" text[] DEFAULT '{}'::text[] NOT NULL,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"category" text,
	"message" text DEFAULT '' NOT NULL,
	"contact_email" text,
	"contact_name" text,
	"phone" text,
	"preferred_at" timestamp with time zone,
	"feature" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "access" text DEFAULT 'write' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "resources" text[] DEFAULT '{members,orders,products,segments}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_dismissals" ADD CONSTRAINT "dashboard_dismissals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_progress" ADD CONSTRAINT "onboarding_progress_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_requests_account_idx" ON "support_requests" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "support_requests_status_idx" ON "support_requests" USING btree ("status","id");