CREATE TABLE "auth_failures" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "auth_failures_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_status_receipts" (
	"account_id" bigint NOT NULL,
	"provider_message_id" text NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_status_receipts_account_id_provider_message_id_status_pk" PRIMARY KEY("account_id","provider_message_id","status")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_status_receipts" ADD CONSTRAINT "whatsapp_status_receipts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;