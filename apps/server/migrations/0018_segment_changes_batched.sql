-- The change log holds one row per segment write and kind of change (entered / left) with the
-- members as an array, instead of one row per member: a refresh in which 500,000 members enter
-- writes one row (its array stored compressed out of line) rather than 500,000 rows, identities and
-- index entries. Readers unnest it (segmentChangesQuery gives one row per member as before).
ALTER TABLE "segment_member_changes" ADD COLUMN "member_ids" bigint[];
--> statement-breakpoint
UPDATE "segment_member_changes" SET "member_ids" = ARRAY["member_id"];
--> statement-breakpoint
ALTER TABLE "segment_member_changes" ALTER COLUMN "member_ids" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "segment_member_changes" DROP COLUMN "member_id";
