-- segment_members is indexed by (account, segment, member) only: the cascade of deleted members
-- reaches their rows through the account's segments (one primary-key probe per segment and member).
CREATE OR REPLACE FUNCTION ulak_members_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM segment_members sm USING gone g, segments s
  WHERE s.account_id = g.account_id AND sm.account_id = s.account_id AND sm.segment_id = s.id AND sm.member_id = g.id;
  RETURN NULL;
END $$;
