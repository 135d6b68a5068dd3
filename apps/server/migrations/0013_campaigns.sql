CREATE TABLE "campaign_task_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_task_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"slot" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"send_run_id" bigint,
	"recipients" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaign_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"title" text NOT NULL,
	"channel" text NOT NULL,
	"audience" jsonb NOT NULL,
	"segment_id" bigint,
	"content" jsonb NOT NULL,
	"extra" jsonb NOT NULL,
	"period_type" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"trigger_task_id" bigint,
	"requeue_count" integer DEFAULT 0 NOT NULL,
	"run_count" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"webhook_secret" text,
	"sync_cursor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"automation" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"coupon_options" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"code" text NOT NULL,
	"discount" numeric(12, 2) NOT NULL,
	"discount_type" text NOT NULL,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"limit" integer,
	"start_date" timestamp with time zone,
	"expire_date" timestamp with time zone,
	"is_send" boolean DEFAULT false NOT NULL,
	"member_id" bigint,
	"message_id" bigint,
	"sent_at" timestamp with time zone,
	"used" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" bigint,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_task_runs" ADD CONSTRAINT "campaign_task_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_task_runs" ADD CONSTRAINT "campaign_task_runs_task_id_campaign_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."campaign_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tasks" ADD CONSTRAINT "campaign_tasks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tasks" ADD CONSTRAINT "campaign_tasks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_task_runs_task_slot_unique" ON "campaign_task_runs" USING btree ("account_id","task_id","slot");--> statement-breakpoint
CREATE INDEX "campaign_task_runs_account_task_idx" ON "campaign_task_runs" USING btree ("account_id","task_id","id");--> statement-breakpoint
CREATE INDEX "campaign_task_runs_send_run_idx" ON "campaign_task_runs" USING btree ("account_id","send_run_id");--> statement-breakpoint
CREATE INDEX "campaign_tasks_account_idx" ON "campaign_tasks" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "campaign_tasks_account_campaign_idx" ON "campaign_tasks" USING btree ("account_id","campaign_id","id");--> statement-breakpoint
CREATE INDEX "campaign_tasks_due_idx" ON "campaign_tasks" USING btree ("next_run_at") WHERE "campaign_tasks"."status" = 'active' and "campaign_tasks"."next_run_at" is not null;--> statement-breakpoint
CREATE INDEX "campaign_tasks_sync_idx" ON "campaign_tasks" USING btree ("account_id","segment_id") WHERE "campaign_tasks"."period_type" = 'sync_segment' and "campaign_tasks"."status" = 'active';--> statement-breakpoint
CREATE INDEX "campaigns_account_idx" ON "campaigns" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_account_code_unique" ON "coupons" USING btree ("account_id","code");--> statement-breakpoint
CREATE INDEX "coupons_account_campaign_idx" ON "coupons" USING btree ("account_id","campaign_id","id");--> statement-breakpoint
CREATE INDEX "coupons_account_campaign_member_idx" ON "coupons" USING btree ("account_id","campaign_id","member_id") WHERE "coupons"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "coupons_free_idx" ON "coupons" USING btree ("account_id","campaign_id","id") WHERE "coupons"."member_id" is null and "coupons"."is_active";