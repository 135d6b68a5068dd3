CREATE TABLE "journey_webhooks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journey_webhooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"workflow_id" bigint NOT NULL,
	"enrollment_id" bigint NOT NULL,
	"node_id" text NOT NULL,
	"url" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "journey_events" ADD COLUMN "branch" text;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "journey_webhooks" ADD CONSTRAINT "journey_webhooks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_webhooks" ADD CONSTRAINT "journey_webhooks_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journey_webhooks_enrollment_node_unique" ON "journey_webhooks" USING btree ("account_id","enrollment_id","node_id");--> statement-breakpoint
CREATE INDEX "journey_webhooks_workflow_node_idx" ON "journey_webhooks" USING btree ("account_id","workflow_id","node_id");