CREATE TABLE "channel_usage" (
	"account_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"period" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "channel_usage_account_id_channel_period_pk" PRIMARY KEY("account_id","channel","period")
);
--> statement-breakpoint
CREATE TABLE "messaging_settings" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"frequency_cap_count" integer,
	"frequency_cap_hours" integer DEFAULT 24 NOT NULL,
	"quiet_hours_start" smallint,
	"quiet_hours_end" smallint,
	"timezone" text DEFAULT 'Europe/Istanbul' NOT NULL,
	"default_language" text DEFAULT 'tr' NOT NULL,
	"signing_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "send_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "send_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" bigint,
	"run_month" date NOT NULL,
	"status" text DEFAULT 'fanning_out' NOT NULL,
	"content" jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"commercial" smallint DEFAULT 1 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "suppressions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppressions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"reason" text NOT NULL,
	"soft_bounce_count" integer DEFAULT 0 NOT NULL,
	"suppressed_at" timestamp with time zone,
	"message_id" bigint,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"default_language" text DEFAULT 'tr' NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_usage" ADD CONSTRAINT "channel_usage_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD CONSTRAINT "messaging_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_runs" ADD CONSTRAINT "send_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppressions" ADD CONSTRAINT "suppressions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "send_runs_account_idx" ON "send_runs" USING btree ("account_id","source_type","channel","id");--> statement-breakpoint
CREATE UNIQUE INDEX "send_runs_account_source_unique" ON "send_runs" USING btree ("account_id","source_type","source_id") WHERE "send_runs"."source_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "suppressions_account_channel_address_unique" ON "suppressions" USING btree ("account_id","channel","address");--> statement-breakpoint
CREATE INDEX "message_templates_account_idx" ON "message_templates" USING btree ("account_id","channel","id");