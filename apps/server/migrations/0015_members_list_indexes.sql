ALTER TABLE "members" DROP CONSTRAINT "members_account_id_accounts_id_fk";
--> statement-breakpoint
DROP INDEX "members_account_name_prefix_idx";--> statement-breakpoint
DROP INDEX "members_account_surname_prefix_idx";--> statement-breakpoint
CREATE INDEX "members_account_name_idx" ON "members" USING btree ("account_id",lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "members_account_surname_idx" ON "members" USING btree ("account_id",lower("surname") collate "C");