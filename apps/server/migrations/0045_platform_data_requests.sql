CREATE TABLE "platform_data_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_data_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"platform_account_id" bigint NOT NULL,
	"external_id" text NOT NULL,
	"customer" text NOT NULL,
	"member_found" boolean NOT NULL,
	"media_file_id" bigint,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_data_requests" ADD CONSTRAINT "platform_data_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_data_requests" ADD CONSTRAINT "platform_data_requests_platform_account_id_platform_accounts_id_fk" FOREIGN KEY ("platform_account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_data_requests_account_idx" ON "platform_data_requests" USING btree ("account_id","platform_account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_data_requests_external_unique" ON "platform_data_requests" USING btree ("platform_account_id","external_id");