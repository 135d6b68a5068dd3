CREATE TABLE "email_senders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_senders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"domain" text NOT NULL,
	"from_address" text NOT NULL,
	"from_name" text NOT NULL,
	"dkim_selector" text NOT NULL,
	"dkim_public_key" text NOT NULL,
	"dkim_private_key_sealed" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"spf_ok" boolean,
	"dkim_ok" boolean,
	"dmarc_ok" boolean,
	"checked_at" timestamp with time zone,
	"address_token_hash" text,
	"address_token_sent_at" timestamp with time zone,
	"address_confirmed_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smtp_credentials" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smtp_credentials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"encryption" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_senders" ADD CONSTRAINT "email_senders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smtp_credentials" ADD CONSTRAINT "smtp_credentials_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_senders_account_address_unique" ON "email_senders" USING btree ("account_id","from_address");--> statement-breakpoint
CREATE INDEX "email_senders_account_status_idx" ON "email_senders" USING btree ("account_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "smtp_credentials_account_unique" ON "smtp_credentials" USING btree ("account_id");