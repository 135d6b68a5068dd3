ALTER TABLE "widget_interactions" ADD COLUMN "variant" text DEFAULT 'A' NOT NULL;--> statement-breakpoint
ALTER TABLE "widgets" ADD COLUMN "ab_test" jsonb;