-- events.account_id loses its foreign key: on the partitioned table it was checked row by row (one
-- lookup and key-share lock of the account per event), the largest single cost of the ingest drain's
-- INSERT. The cascade stays, as for members (0016): a statement-level trigger deletes a deleted
-- account's events. No event can outlive its account: every event is written from an ingest batch
-- the drain holds locked (FOR UPDATE), and an account's deletion cascades to its batches, so it waits
-- for that drain to commit and this trigger, run after the cascade, then sees the events it wrote.
ALTER TABLE "events" DROP CONSTRAINT "events_account_id_fkey";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ulak_accounts_deleted_events() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM events e USING gone g WHERE e.account_id = g.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "accounts_cascade_events" AFTER DELETE ON "accounts"
REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION ulak_accounts_deleted_events();
