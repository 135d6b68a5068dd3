-- segment_members and segment_member_changes carry no foreign keys (row-by-row checks made a
-- 500,000-member segment write take ~25 s) and the change log keeps a single index. These statement-level triggers do the cascade
-- set-based instead: once per DELETE statement, with the deleted rows as a transition table.
ALTER TABLE "segment_member_changes" DROP CONSTRAINT IF EXISTS "segment_member_changes_account_id_fkey";
--> statement-breakpoint
DROP INDEX IF EXISTS "segment_member_changes_account_id_idx";
--> statement-breakpoint
-- One index is enough for readers (by segment and time); the id stays unique by its identity.
ALTER TABLE "segment_member_changes" DROP CONSTRAINT IF EXISTS "segment_member_changes_pkey";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ulak_segments_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM segment_members sm USING gone g WHERE sm.account_id = g.account_id AND sm.segment_id = g.id;
  DELETE FROM segment_member_changes c USING gone g WHERE c.account_id = g.account_id AND c.segment_id = g.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "segments_cascade_members" AFTER DELETE ON "segments"
REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION ulak_segments_deleted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ulak_members_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM segment_members sm USING gone g WHERE sm.account_id = g.account_id AND sm.member_id = g.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "members_cascade_segment_members" AFTER DELETE ON "members"
REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION ulak_members_deleted();
