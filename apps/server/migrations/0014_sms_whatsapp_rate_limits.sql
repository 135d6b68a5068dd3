CREATE TABLE "provider_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"last_granted" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_settings" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"originator" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'tr' NOT NULL,
	"recipient_type" text DEFAULT 'BIREYSEL' NOT NULL,
	"dealer_code" text DEFAULT '' NOT NULL,
	"iys_active" boolean DEFAULT false NOT NULL,
	"ahs_query_active" boolean DEFAULT false NOT NULL,
	"connection_state" text DEFAULT 'not_tested' NOT NULL,
	"connection_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_settings" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"phone_number_id" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"app_secret_sealed" text DEFAULT '' NOT NULL,
	"verify_token" text NOT NULL,
	"webhook_key" text NOT NULL,
	"templates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_settings" ADD CONSTRAINT "sms_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD CONSTRAINT "whatsapp_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_settings_webhook_key_unique" ON "whatsapp_settings" USING btree ("webhook_key");