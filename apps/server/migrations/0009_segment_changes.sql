-- Who entered or left each segment and when, range-partitioned by month (ARCHITECTURE "Scale").
-- Campaigns (sync_segment tasks) and automations read it to react to "entered segment".
-- Plain SQL: drizzle-kit cannot declare partitioning.
CREATE TABLE "segment_member_changes" (
	"id" bigint GENERATED ALWAYS AS IDENTITY,
	"account_id" bigint NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"segment_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"change" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("account_id", "changed_at", "id")
) PARTITION BY RANGE ("changed_at");
--> statement-breakpoint
CREATE INDEX "segment_member_changes_account_segment_idx" ON "segment_member_changes" ("account_id", "segment_id", "changed_at");
--> statement-breakpoint
CREATE INDEX "segment_member_changes_account_id_idx" ON "segment_member_changes" ("account_id", "id");
--> statement-breakpoint
CREATE TABLE "segment_member_changes_default" PARTITION OF "segment_member_changes" DEFAULT;
--> statement-breakpoint
-- Creates the monthly partitions from `months_back` ago to `months_ahead` ahead (a daily job calls it).
CREATE OR REPLACE FUNCTION ulak_ensure_segment_change_partitions(months_back int, months_ahead int) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  m date;
  part text;
BEGIN
  FOR i IN -months_back..months_ahead LOOP
    m := (date_trunc('month', now()) + make_interval(months => i))::date;
    part := 'segment_member_changes_' || to_char(m, 'YYYY_MM');
    IF to_regclass(part) IS NULL THEN
      EXECUTE format('CREATE TABLE %I PARTITION OF segment_member_changes FOR VALUES FROM (%L) TO (%L)', part, m, (m + interval '1 month')::date);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
SELECT ulak_ensure_segment_change_partitions(1, 3);
