-- Tracked events, range-partitioned by month (ARCHITECTURE "Scale"). Not a drizzle table:
-- drizzle-kit cannot declare partitioning, so the events repository writes plain SQL.
-- The unique key carries the partition column; the SDK resends an event with its original ts.
CREATE TABLE "events" (
	"id" bigint GENERATED ALWAYS AS IDENTITY,
	"account_id" bigint NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"application_id" bigint,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uid" uuid NOT NULL,
	"device_id" bigint,
	"member_id" bigint,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"url" text,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	PRIMARY KEY ("account_id", "occurred_at", "id")
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "events_account_uid_unique" ON "events" ("account_id", "uid", "occurred_at");
--> statement-breakpoint
CREATE INDEX "events_account_member_idx" ON "events" ("account_id", "member_id", "occurred_at");
--> statement-breakpoint
CREATE INDEX "events_account_device_idx" ON "events" ("account_id", "device_id", "occurred_at");
--> statement-breakpoint
CREATE INDEX "events_account_code_idx" ON "events" ("account_id", "code", "occurred_at");
--> statement-breakpoint
CREATE TABLE "events_default" PARTITION OF "events" DEFAULT;
--> statement-breakpoint
-- Creates the monthly partitions from `months_back` ago to `months_ahead` ahead (a daily job calls it).
CREATE OR REPLACE FUNCTION ulak_ensure_event_partitions(months_back int, months_ahead int) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  m date;
  part text;
BEGIN
  FOR i IN -months_back..months_ahead LOOP
    m := (date_trunc('month', now()) + make_interval(months => i))::date;
    part := 'events_' || to_char(m, 'YYYY_MM');
    IF to_regclass(part) IS NULL THEN
      EXECUTE format('CREATE TABLE %I PARTITION OF events FOR VALUES FROM (%L) TO (%L)', part, m, (m + interval '1 month')::date);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
SELECT ulak_ensure_event_partitions(12, 3);
