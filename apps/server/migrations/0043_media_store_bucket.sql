ALTER TABLE "media_blobs" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "segment_actions" ADD COLUMN "file_id" bigint;--> statement-breakpoint
ALTER TABLE "segment_actions" DROP COLUMN "file_path";