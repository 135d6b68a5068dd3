ALTER TABLE "segment_members" DROP CONSTRAINT "segment_members_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "segment_members" DROP CONSTRAINT "segment_members_segment_id_segments_id_fk";
--> statement-breakpoint
ALTER TABLE "segment_members" DROP CONSTRAINT "segment_members_member_id_members_id_fk";
