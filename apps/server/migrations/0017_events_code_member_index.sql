-- Event criteria of segments ("performed X at least N times in the last D days") read code, time and
-- member of every matching event: with member_id carried in the (account, code, time) index that is
-- an index-only scan instead of one heap visit per event. Replaces the old index (same key), so
-- ingest still maintains four indexes on events.
DROP INDEX IF EXISTS "events_account_code_idx";
--> statement-breakpoint
CREATE INDEX "events_account_code_member_idx" ON "events" ("account_id", "code", "occurred_at") INCLUDE ("member_id");
