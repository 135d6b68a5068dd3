CREATE TABLE "member_count_deltas" (
	"account_id" bigint NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_count_deltas_account_idx" ON "member_count_deltas" USING btree ("account_id");