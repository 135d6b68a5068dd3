CREATE TABLE "journey_enrollments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journey_enrollments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"workflow_id" bigint NOT NULL,
	"version_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"entry_key" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"node_id" text,
	"wake_at" timestamp with time zone,
	"wait_event" text,
	"wait_key" text,
	"step" integer DEFAULT 0 NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"converted_at" timestamp with time zone,
	"revenue" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "journey_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journey_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"workflow_id" bigint NOT NULL,
	"version_id" bigint NOT NULL,
	"enrollment_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"node_id" text NOT NULL,
	"step" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text,
	"send_id" bigint,
	"revenue" numeric(14, 2),
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_sends" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journey_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"workflow_id" bigint NOT NULL,
	"version_id" bigint NOT NULL,
	"node_id" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"workflow_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"graph" jsonb NOT NULL,
	"trigger_event" text,
	"goal_events" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"name" text NOT NULL,
	"scenario_code" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"settings" jsonb,
	"draft" jsonb NOT NULL,
	"live_version_id" bigint,
	"draft_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journey_enrollments" ADD CONSTRAINT "journey_enrollments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_enrollments" ADD CONSTRAINT "journey_enrollments_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_enrollments" ADD CONSTRAINT "journey_enrollments_version_id_workflow_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."workflow_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_enrollments" ADD CONSTRAINT "journey_enrollments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_events" ADD CONSTRAINT "journey_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_sends" ADD CONSTRAINT "journey_sends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_versions" ADD CONSTRAINT "workflow_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_versions" ADD CONSTRAINT "workflow_versions_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journey_enrollments_entry_unique" ON "journey_enrollments" USING btree ("account_id","version_id","member_id","entry_key");--> statement-breakpoint
CREATE INDEX "journey_enrollments_due_idx" ON "journey_enrollments" USING btree ("wake_at") WHERE "journey_enrollments"."status" in ('active', 'waiting') and "journey_enrollments"."wake_at" is not null;--> statement-breakpoint
CREATE INDEX "journey_enrollments_member_active_idx" ON "journey_enrollments" USING btree ("account_id","member_id") WHERE "journey_enrollments"."status" in ('active', 'waiting');--> statement-breakpoint
CREATE INDEX "journey_enrollments_workflow_member_idx" ON "journey_enrollments" USING btree ("account_id","workflow_id","member_id","entered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "journey_events_step_unique" ON "journey_events" USING btree ("account_id","enrollment_id","step");--> statement-breakpoint
CREATE INDEX "journey_events_workflow_idx" ON "journey_events" USING btree ("account_id","workflow_id","occurred_at");--> statement-breakpoint
CREATE INDEX "journey_events_send_idx" ON "journey_events" USING btree ("account_id","send_id") WHERE "journey_events"."send_id" is not null;--> statement-breakpoint
CREATE INDEX "journey_sends_account_workflow_idx" ON "journey_sends" USING btree ("account_id","workflow_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_versions_workflow_version_unique" ON "workflow_versions" USING btree ("account_id","workflow_id","version");--> statement-breakpoint
CREATE INDEX "workflow_versions_account_trigger_idx" ON "workflow_versions" USING btree ("account_id","trigger_event");--> statement-breakpoint
CREATE INDEX "workflows_account_idx" ON "workflows" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflows_account_scenario_unique" ON "workflows" USING btree ("account_id","scenario_code") WHERE "workflows"."scenario_code" is not null;