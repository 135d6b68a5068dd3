CREATE TABLE "member_permission_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_permission_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"member_id" bigint,
	"channel" text NOT NULL,
	"granted" boolean NOT NULL,
	"recipient" text NOT NULL,
	"source" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iys_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "iys_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"request_id" text,
	"count" integer NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"polls" integer DEFAULT 0 NOT NULL,
	"next_poll_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "iys_consents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "iys_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"member_id" bigint,
	"recipient" text NOT NULL,
	"recipient_type" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"origin" text NOT NULL,
	"consent_date" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"batch_id" bigint,
	"batch_index" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transaction_id" text,
	"error_code" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "iys_recipient_status" (
	"account_id" bigint NOT NULL,
	"type" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text NOT NULL,
	"consent_date" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iys_recipient_status_account_id_type_recipient_pk" PRIMARY KEY("account_id","type","recipient")
);
--> statement-breakpoint
CREATE TABLE "iys_settings" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"iys_code" text NOT NULL,
	"brand_code" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"address_type" text DEFAULT 'BIREYSEL' NOT NULL,
	"channels" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"connection_state" text DEFAULT 'not_tested' NOT NULL,
	"connection_checked_at" timestamp with time zone,
	"packet_name" text DEFAULT 'IYS' NOT NULL,
	"count_limit" integer,
	"usage" integer DEFAULT 0 NOT NULL,
	"access_token_sealed" text,
	"access_expires_at" timestamp with time zone,
	"refresh_token_sealed" text,
	"refresh_expires_at" timestamp with time zone,
	"auth_blocked_until" timestamp with time zone,
	"changes_cursor" text,
	"pulled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "iys_batches" ADD CONSTRAINT "iys_batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iys_consents" ADD CONSTRAINT "iys_consents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iys_recipient_status" ADD CONSTRAINT "iys_recipient_status_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iys_settings" ADD CONSTRAINT "iys_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_permission_changes_account_idx" ON "member_permission_changes" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "iys_batches_account_idx" ON "iys_batches" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "iys_consents_account_idx" ON "iys_consents" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "iys_consents_member_idx" ON "iys_consents" USING btree ("account_id","member_id","id");--> statement-breakpoint
CREATE INDEX "iys_consents_batch_idx" ON "iys_consents" USING btree ("account_id","batch_id");--> statement-breakpoint
CREATE INDEX "iys_consents_queue_idx" ON "iys_consents" USING btree ("account_id","state","id") WHERE state in ('pending', 'sending', 'sent');--> statement-breakpoint
CREATE INDEX "iys_consents_queue_key_idx" ON "iys_consents" USING btree ("account_id","type","recipient","id") WHERE state in ('pending', 'sending', 'sent');