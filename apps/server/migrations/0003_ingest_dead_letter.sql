ALTER TABLE "ingest_batches" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ingest_batches" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "ingest_batches" ADD COLUMN "retry_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "request_logs" ADD COLUMN "status" text DEFAULT 'processed' NOT NULL;--> statement-breakpoint
ALTER TABLE "request_logs" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "request_logs" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;