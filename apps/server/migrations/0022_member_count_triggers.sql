-- Keeps member_count_deltas (audience.tables.ts) true: each statement that inserts or deletes
-- members appends its net change per account, read from the statement's transition table (one
-- row per statement, not per member: a million-row import appends one row).
CREATE OR REPLACE FUNCTION ulak_members_count_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_count_deltas (account_id, delta) SELECT account_id, count(*) FROM added GROUP BY account_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "members_count_added" AFTER INSERT ON "members"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ulak_members_count_added();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ulak_members_count_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_count_deltas (account_id, delta) SELECT account_id, -count(*) FROM gone GROUP BY account_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "members_count_removed" AFTER DELETE ON "members"
REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION ulak_members_count_removed();
--> statement-breakpoint
-- A deleted account's members go first (their removal appends its deltas), then its deltas.
CREATE OR REPLACE FUNCTION ulak_accounts_deleted_members() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM members m USING gone g WHERE m.account_id = g.id;
  DELETE FROM member_count_deltas d USING gone g WHERE d.account_id = g.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO member_count_deltas (account_id, delta) SELECT account_id, count(*) FROM members GROUP BY account_id;
