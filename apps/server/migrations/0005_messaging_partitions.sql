-- Messages and their events, range-partitioned by month (ARCHITECTURE "Scale"), written in plain SQL.
-- The unique key of a message is (account, run, recipient); a unique index on a partitioned table
-- must contain the partition column, so messages are partitioned by `run_month`: the month the run
-- was created, fixed for the run's lifetime. Every message of one run lands in one partition and the
-- key (account_id, run_month, run_id, recipient_key) dedupes exactly like (run, recipient) would.
-- Partitioning by the send time instead would let a retried fan-out straddle a month and duplicate.
CREATE TABLE "messages" (
	"id" bigint GENERATED ALWAYS AS IDENTITY,
	"account_id" bigint NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"run_month" date NOT NULL,
	"run_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"source_type" text NOT NULL,
	"member_id" bigint,
	"device_id" bigint,
	"recipient_key" text NOT NULL,
	"address" text,
	"language" text,
	"status" text DEFAULT 'in_queue' NOT NULL,
	"reason_code" text,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"attempt_token" uuid,
	"next_attempt_at" timestamp with time zone,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"bounced_at" timestamp with time zone,
	PRIMARY KEY ("account_id", "run_month", "id")
) PARTITION BY RANGE ("run_month");
--> statement-breakpoint
CREATE UNIQUE INDEX "messages_account_run_recipient_unique" ON "messages" ("account_id", "run_month", "run_id", "recipient_key");
--> statement-breakpoint
CREATE INDEX "messages_account_created_idx" ON "messages" ("account_id", "created_at");
--> statement-breakpoint
CREATE INDEX "messages_account_member_idx" ON "messages" ("account_id", "member_id", "sent_at");
--> statement-breakpoint
CREATE INDEX "messages_account_address_idx" ON "messages" ("account_id", "address", "sent_at");
--> statement-breakpoint
CREATE INDEX "messages_account_id_idx" ON "messages" ("account_id", "id");
--> statement-breakpoint
CREATE INDEX "messages_account_provider_idx" ON "messages" ("account_id", "provider_message_id") WHERE "provider_message_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "messages_default" PARTITION OF "messages" DEFAULT;
--> statement-breakpoint
CREATE TABLE "message_events" (
	"id" bigint GENERATED ALWAYS AS IDENTITY,
	"account_id" bigint NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message_id" bigint NOT NULL,
	"run_month" date NOT NULL,
	"type" text NOT NULL,
	"url" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	PRIMARY KEY ("account_id", "occurred_at", "id")
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
CREATE INDEX "message_events_account_message_idx" ON "message_events" ("account_id", "message_id");
--> statement-breakpoint
CREATE INDEX "message_events_account_type_idx" ON "message_events" ("account_id", "type", "occurred_at");
--> statement-breakpoint
CREATE TABLE "message_events_default" PARTITION OF "message_events" DEFAULT;
--> statement-breakpoint
-- Creates the monthly partitions of both tables from `months_back` ago to `months_ahead` ahead.
CREATE OR REPLACE FUNCTION ulak_ensure_message_partitions(months_back int, months_ahead int) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  m date;
BEGIN
  FOR i IN -months_back..months_ahead LOOP
    m := (date_trunc('month', now()) + make_interval(months => i))::date;
    IF to_regclass('messages_' || to_char(m, 'YYYY_MM')) IS NULL THEN
      EXECUTE format('CREATE TABLE %I PARTITION OF messages FOR VALUES FROM (%L) TO (%L)',
        'messages_' || to_char(m, 'YYYY_MM'), m, (m + interval '1 month')::date);
    END IF;
    IF to_regclass('message_events_' || to_char(m, 'YYYY_MM')) IS NULL THEN
      EXECUTE format('CREATE TABLE %I PARTITION OF message_events FOR VALUES FROM (%L) TO (%L)',
        'message_events_' || to_char(m, 'YYYY_MM'), m, (m + interval '1 month')::date);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
SELECT ulak_ensure_message_partitions(1, 3);
