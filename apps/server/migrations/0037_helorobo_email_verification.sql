CREATE TABLE "email_verification_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_verification_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"stopped_reason" text,
	"last_member_id" bigint NOT NULL,
	"cursor" bigint DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"verified" integer DEFAULT 0 NOT NULL,
	"risky" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_verification_usage" (
	"account_id" bigint NOT NULL,
	"period" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "email_verification_usage_account_id_period_pk" PRIMARY KEY("account_id","period")
);
--> statement-breakpoint
CREATE TABLE "member_email_verifications" (
	"account_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"email" text NOT NULL,
	"mailbox" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_email_verifications_account_id_member_id_pk" PRIMARY KEY("account_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD COLUMN "provider" text DEFAULT 'cloud_api' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD COLUMN "channel_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_verification_runs" ADD CONSTRAINT "email_verification_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verification_usage" ADD CONSTRAINT "email_verification_usage_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_email_verifications" ADD CONSTRAINT "member_email_verifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_email_verifications" ADD CONSTRAINT "member_email_verifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_runs_account_idx" ON "email_verification_runs" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "email_verification_runs_running_idx" ON "email_verification_runs" USING btree ("account_id") WHERE "email_verification_runs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "member_email_verifications_status_idx" ON "member_email_verifications" USING btree ("account_id","status","member_id");--> statement-breakpoint
CREATE INDEX "member_email_verifications_mailbox_idx" ON "member_email_verifications" USING btree ("account_id","mailbox","member_id");