CREATE TABLE "newsletter_signups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_signups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"widget_id" bigint NOT NULL,
	"device_id" text NOT NULL,
	"email" text,
	"phone" text,
	"consent_text" text NOT NULL,
	"language" text NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" bigint,
	"coupon_code" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_votes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_votes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"widget_id" bigint NOT NULL,
	"device_id" text NOT NULL,
	"member_id" bigint,
	"answer" integer,
	"answer_text" text NOT NULL,
	"other_text" text,
	"name" text,
	"surname" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wheel_spins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"widget_id" bigint NOT NULL,
	"device_id" text NOT NULL,
	"email" text,
	"phone" text,
	"member_id" bigint,
	"sector" smallint NOT NULL,
	"sector_name" text NOT NULL,
	"coupon_id" bigint,
	"coupon_code" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_displays" (
	"account_id" bigint NOT NULL,
	"widget_id" bigint NOT NULL,
	"subject" text NOT NULL,
	"last_view_at" timestamp with time zone,
	"converted_at" timestamp with time zone,
	CONSTRAINT "widget_displays_account_id_widget_id_subject_pk" PRIMARY KEY("account_id","widget_id","subject")
);
--> statement-breakpoint
CREATE TABLE "widget_installs" (
	"account_id" bigint NOT NULL,
	"application_id" bigint PRIMARY KEY NOT NULL,
	"origin" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_interactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "widget_interactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"widget_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"device_id" text NOT NULL,
	"member_id" bigint,
	"url" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_keys" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"sealed_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "widgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'passive' NOT NULL,
	"targeting" jsonb NOT NULL,
	"style" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD CONSTRAINT "newsletter_signups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD CONSTRAINT "newsletter_signups_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_votes" ADD CONSTRAINT "survey_votes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_votes" ADD CONSTRAINT "survey_votes_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_displays" ADD CONSTRAINT "widget_displays_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_displays" ADD CONSTRAINT "widget_displays_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_installs" ADD CONSTRAINT "widget_installs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_installs" ADD CONSTRAINT "widget_installs_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_interactions" ADD CONSTRAINT "widget_interactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_interactions" ADD CONSTRAINT "widget_interactions_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_keys" ADD CONSTRAINT "widget_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_signups_token_unique" ON "newsletter_signups" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_signups_account_widget_idx" ON "newsletter_signups" USING btree ("account_id","widget_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_votes_device_unique" ON "survey_votes" USING btree ("account_id","widget_id","device_id");--> statement-breakpoint
CREATE INDEX "survey_votes_account_widget_idx" ON "survey_votes" USING btree ("account_id","widget_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_device_unique" ON "wheel_spins" USING btree ("account_id","widget_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_email_unique" ON "wheel_spins" USING btree ("account_id","widget_id","email") WHERE "wheel_spins"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_phone_unique" ON "wheel_spins" USING btree ("account_id","widget_id","phone") WHERE "wheel_spins"."phone" is not null;--> statement-breakpoint
CREATE INDEX "wheel_spins_account_widget_idx" ON "wheel_spins" USING btree ("account_id","widget_id","id");--> statement-breakpoint
CREATE INDEX "widget_interactions_account_widget_idx" ON "widget_interactions" USING btree ("account_id","widget_id","created_at");--> statement-breakpoint
CREATE INDEX "widget_interactions_account_member_idx" ON "widget_interactions" USING btree ("account_id","member_id","created_at") WHERE "widget_interactions"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "widgets_account_idx" ON "widgets" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "widgets_account_code_unique" ON "widgets" USING btree ("account_id","code");--> statement-breakpoint
CREATE INDEX "widgets_account_app_active_idx" ON "widgets" USING btree ("account_id","application_id") WHERE "widgets"."status" = 'active';