CREATE TABLE "account_packets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_packets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"plan_code" text,
	"period" text,
	"quotas" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"member_limit" integer,
	"device_limit" integer,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"grace_until" timestamp with time zone,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"order_id" bigint,
	"granted_by_admin_id" bigint,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_trials" (
	"account_id" bigint NOT NULL,
	"feature" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packet_coupons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packet_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount" integer NOT NULL,
	"usage_limit" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packet_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packet_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"plan_code" text,
	"channel" text,
	"amount" integer,
	"period" text,
	"coupon_id" bigint,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"kdv" integer NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text DEFAULT 'checkout' NOT NULL,
	"conversation_id" text NOT NULL,
	"token" text,
	"payment_id" text,
	"failure_reason" text,
	"invoice" jsonb NOT NULL,
	"renews_packet_id" bigint,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"purchasable" boolean DEFAULT true NOT NULL,
	"monthly_price" integer DEFAULT 0 NOT NULL,
	"yearly_price" integer DEFAULT 0 NOT NULL,
	"quotas" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"member_limit" integer,
	"device_limit" integer,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"card_user_key" text NOT NULL,
	"card_token" text NOT NULL,
	"last_four" text DEFAULT '' NOT NULL,
	"holder" text DEFAULT '' NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"card_type" text DEFAULT '' NOT NULL,
	"expiry" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_packets" ADD CONSTRAINT "account_packets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_packets" ADD CONSTRAINT "account_packets_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_trials" ADD CONSTRAINT "feature_trials_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packet_orders" ADD CONSTRAINT "packet_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_cards" ADD CONSTRAINT "stored_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_packets_account_id_kind_status_index" ON "account_packets" USING btree ("account_id","kind","status");--> statement-breakpoint
CREATE INDEX "account_packets_ends_at_index" ON "account_packets" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feature_trials_account_id_feature_index" ON "feature_trials" USING btree ("account_id","feature");--> statement-breakpoint
CREATE UNIQUE INDEX "packet_coupons_code_lower_idx" ON "packet_coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "packet_orders_account_id_created_at_index" ON "packet_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "packet_orders_token_index" ON "packet_orders" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "packet_orders_conversation_id_index" ON "packet_orders" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_cards_account_id_card_token_index" ON "stored_cards" USING btree ("account_id","card_token");
--> statement-breakpoint
-- hand-written
-- The plans' starting figures (modules/billing/plan-defaults.ts); an admin edits them afterwards.
INSERT INTO "plans" ("code", "name", "sort", "purchasable", "monthly_price", "yearly_price", "quotas", "member_limit", "device_limit", "features") VALUES
  ('free', 'Free', 0, true, 0, 0, '{"email": 1000, "sms": 0, "whatsapp": 0, "webpush": 1000, "mobilepush": 1000, "email_verification": 0}'::jsonb, 1000, 1000, '{}'::text[]),
  ('start', 'Start', 1, true, 49900, 499000, '{"email": 20000, "sms": 1000, "whatsapp": 500, "webpush": 20000, "mobilepush": 20000, "email_verification": 1000}'::jsonb, 10000, 10000, '{widgets}'::text[]),
  ('basic', 'Basic', 2, true, 99900, 999000, '{"email": 100000, "sms": 5000, "whatsapp": 2500, "webpush": 100000, "mobilepush": 100000, "email_verification": 5000}'::jsonb, 50000, 50000, '{widgets,premium_templates,automations}'::text[]),
  ('plus', 'Plus', 3, true, 249900, 2499000, '{"email": 500000, "sms": 25000, "whatsapp": 10000, "webpush": 500000, "mobilepush": 500000, "email_verification": 25000}'::jsonb, 250000, 250000, '{widgets,premium_templates,automations,iys}'::text[]),
  ('pro', 'Pro', 4, true, 599900, 5999000, '{"email": 2000000, "sms": 100000, "whatsapp": 50000, "webpush": 2000000, "mobilepush": 2000000, "email_verification": 100000}'::jsonb, 1000000, 1000000, '{widgets,premium_templates,automations,iys,segments_advanced}'::text[]),
  ('trial', 'Deneme', 5, false, 0, 0, '{"email": 1000, "sms": 100, "whatsapp": 100, "webpush": 1000, "mobilepush": 1000, "email_verification": 100}'::jsonb, 1000, 1000, '{}'::text[]),
  ('custom', 'Custom', 6, false, 0, 0, '{"email": null, "sms": null, "whatsapp": null, "webpush": null, "mobilepush": null, "email_verification": null}'::jsonb, null, null, '{automations,widgets,premium_templates,iys,segments_advanced}'::text[])
ON CONFLICT ("code") DO NOTHING;
