-- members.account_id carries no foreign key (its per-row check was ~12% of a million-member CSV
-- import's insert). This statement-level trigger keeps the cascade: members go with their account,
-- once per DELETE statement, with the deleted accounts as a transition table.
CREATE OR REPLACE FUNCTION ulak_accounts_deleted_members() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM members m USING gone g WHERE m.account_id = g.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "accounts_cascade_members" AFTER DELETE ON "accounts"
REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION ulak_accounts_deleted_members();
