CREATE TABLE "api_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"name" text NOT NULL,
	"platform" text DEFAULT 'web' NOT NULL,
	"domains" text[] DEFAULT '{}' NOT NULL,
	"locale" text DEFAULT 'tr' NOT NULL,
	"sdk_token" text NOT NULL,
	"web_push_public_key" text,
	"web_push_private_key_sealed" text,
	"mobile_push_key_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"owner_key" text NOT NULL,
	"member_id" bigint,
	"device_id" bigint,
	"total_count" integer DEFAULT 0 NOT NULL,
	"total_price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"price_currency" text DEFAULT 'TRY' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_tags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"device_id" bigint NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'string' NOT NULL,
	"value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"member_id" bigint,
	"device_id" text NOT NULL,
	"reg_id" text,
	"platform" text DEFAULT 'browser' NOT NULL,
	"language" text,
	"email" text,
	"user_agent" text,
	"push_approved" boolean DEFAULT false NOT NULL,
	"push_error" text,
	"passive" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_import_rejects" (
	"account_id" bigint NOT NULL,
	"import_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"reasons" text[] NOT NULL,
	"raw" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_imports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mapping" jsonb,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"inserted_rows" integer DEFAULT 0 NOT NULL,
	"updated_rows" integer DEFAULT 0 NOT NULL,
	"rejected_rows" integer DEFAULT 0 NOT NULL,
	"passive_rows" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_tags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'string' NOT NULL,
	"value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"name" text,
	"surname" text,
	"email" text,
	"phone" text,
	"gender" text,
	"birth_date" date,
	"city" text,
	"district" text,
	"address" text,
	"country" text,
	"zip_code" text,
	"language" text DEFAULT 'tr' NOT NULL,
	"customer_id" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"sms_active" boolean DEFAULT false NOT NULL,
	"email_active" boolean DEFAULT false NOT NULL,
	"whatsapp_active" boolean DEFAULT false NOT NULL,
	"call_active" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"notes" text,
	"error_count" integer DEFAULT 0 NOT NULL,
	"passive" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"member_id" bigint,
	"device_id" bigint,
	"order_code" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"total_price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"price_currency" text DEFAULT 'TRY' NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"satisfaction_url" text,
	"tracking_url" text,
	"tracking_code" text,
	"coupon_code" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text DEFAULT 'site' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"price" numeric(14, 2),
	"discount_price" numeric(14, 2),
	"currency" text DEFAULT 'TRY' NOT NULL,
	"url" text,
	"image" text,
	"category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingest_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingest_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"device_id" text,
	"url" text,
	"ip" text,
	"user_agent" text,
	"event_count" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tags" ADD CONSTRAINT "device_tags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tags" ADD CONSTRAINT "device_tags_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_rejects" ADD CONSTRAINT "member_import_rejects_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_rejects" ADD CONSTRAINT "member_import_rejects_import_id_member_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."member_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tags" ADD CONSTRAINT "member_tags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tags" ADD CONSTRAINT "member_tags_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_batches" ADD CONSTRAINT "ingest_batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_batches" ADD CONSTRAINT "ingest_batches_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_logs" ADD CONSTRAINT "request_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_logs" ADD CONSTRAINT "request_logs_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_account_idx" ON "api_keys" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_unique" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "applications_account_idx" ON "applications" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_sdk_token_unique" ON "applications" USING btree ("sdk_token");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_account_owner_unique" ON "carts" USING btree ("account_id","owner_key");--> statement-breakpoint
CREATE INDEX "carts_account_member_idx" ON "carts" USING btree ("account_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_tags_account_device_name_unique" ON "device_tags" USING btree ("account_id","device_id","name");--> statement-breakpoint
CREATE INDEX "device_tags_account_name_idx" ON "device_tags" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "devices_account_idx" ON "devices" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_account_app_device_unique" ON "devices" USING btree ("account_id","application_id","device_id");--> statement-breakpoint
CREATE INDEX "devices_account_member_idx" ON "devices" USING btree ("account_id","member_id");--> statement-breakpoint
CREATE INDEX "devices_account_passive_idx" ON "devices" USING btree ("account_id","id") WHERE "devices"."passive";--> statement-breakpoint
CREATE INDEX "member_import_rejects_account_import_idx" ON "member_import_rejects" USING btree ("account_id","import_id","line");--> statement-breakpoint
CREATE INDEX "member_imports_account_idx" ON "member_imports" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_tags_account_member_name_unique" ON "member_tags" USING btree ("account_id","member_id","name");--> statement-breakpoint
CREATE INDEX "member_tags_account_name_idx" ON "member_tags" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "members_account_idx" ON "members" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_account_email_unique" ON "members" USING btree ("account_id",lower("email") text_pattern_ops) WHERE "members"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_account_phone_unique" ON "members" USING btree ("account_id","phone" text_pattern_ops) WHERE "members"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_account_customer_unique" ON "members" USING btree ("account_id","customer_id" text_pattern_ops) WHERE "members"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "members_account_name_prefix_idx" ON "members" USING btree ("account_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_account_surname_prefix_idx" ON "members" USING btree ("account_id",lower("surname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_account_passive_idx" ON "members" USING btree ("account_id","id") WHERE "members"."passive";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_account_code_unique" ON "orders" USING btree ("account_id","order_code");--> statement-breakpoint
CREATE INDEX "orders_account_member_date_idx" ON "orders" USING btree ("account_id","member_id","date");--> statement-breakpoint
CREATE INDEX "orders_account_date_idx" ON "orders" USING btree ("account_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "products_account_code_unique" ON "products" USING btree ("account_id","code");--> statement-breakpoint
CREATE INDEX "products_account_idx" ON "products" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ingest_batches_account_idx" ON "ingest_batches" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "request_logs_account_idx" ON "request_logs" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "request_logs_account_app_idx" ON "request_logs" USING btree ("account_id","application_id","id");