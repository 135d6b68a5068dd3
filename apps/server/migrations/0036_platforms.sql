CREATE TABLE "platform_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"credentials_sealed" text,
	"status" text DEFAULT 'active' NOT NULL,
	"connection" text DEFAULT 'pending' NOT NULL,
	"created_by_user_id" bigint NOT NULL,
	"application_id" bigint,
	"api_token_hash" text,
	"api_token_created_at" timestamp with time zone,
	"sync_cursor" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"synced_members" integer DEFAULT 0 NOT NULL,
	"synced_orders" integer DEFAULT 0 NOT NULL,
	"synced_products" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_sync_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_sync_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"platform_account_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "shopify_oauth_states" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"shop" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopify_webhook_deliveries" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"platform_account_id" bigint NOT NULL,
	"topic" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_accounts" ADD CONSTRAINT "platform_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_sync_log" ADD CONSTRAINT "platform_sync_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_sync_log" ADD CONSTRAINT "platform_sync_log_platform_account_id_platform_accounts_id_fk" FOREIGN KEY ("platform_account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_oauth_states" ADD CONSTRAINT "shopify_oauth_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_webhook_deliveries" ADD CONSTRAINT "shopify_webhook_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_webhook_deliveries" ADD CONSTRAINT "shopify_webhook_deliveries_platform_account_id_platform_accounts_id_fk" FOREIGN KEY ("platform_account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_accounts_account_idx" ON "platform_accounts" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_accounts_shop_unique" ON "platform_accounts" USING btree ("domain") WHERE "platform_accounts"."type" = 'shopify' and "platform_accounts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "platform_accounts_api_token_unique" ON "platform_accounts" USING btree ("api_token_hash");--> statement-breakpoint
CREATE INDEX "platform_sync_log_account_platform_at_idx" ON "platform_sync_log" USING btree ("account_id","platform_account_id","at");--> statement-breakpoint
CREATE INDEX "shopify_oauth_states_account_idx" ON "shopify_oauth_states" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "shopify_webhook_deliveries_account_at_idx" ON "shopify_webhook_deliveries" USING btree ("account_id","received_at");