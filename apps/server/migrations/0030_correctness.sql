CREATE INDEX "members_account_city_fold_idx" ON "members" USING btree ("account_id",lower(translate("city", 'İIıĞÜŞÖÇ', 'iiiğüşöç')));
--> statement-breakpoint
-- hand-written
-- Segment counts stay exact when members or devices go (no wait for the next refresh): the
-- member cascade lowers member_count by the rows it removes and recounts device_count of the
-- segments it touched (the members' devices were already detached by their set-null key).
CREATE OR REPLACE FUNCTION ulak_segments_recount_devices(touched bigint[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE segments s SET device_count = (
    SELECT count(*) FROM segment_members sm
    JOIN devices d ON d.account_id = sm.account_id AND d.member_id = sm.member_id
    WHERE sm.account_id = s.account_id AND sm.segment_id = s.id
      AND (s.platform = 'all' OR d.platform = CASE s.platform WHEN 'web' THEN 'browser' ELSE s.platform END))
  WHERE s.id = ANY(touched);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ulak_members_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched bigint[];
BEGIN
  WITH removed AS (
    DELETE FROM segment_members sm USING gone g, segments s
    WHERE s.account_id = g.account_id AND sm.account_id = s.account_id AND sm.segment_id = s.id AND sm.member_id = g.id
    RETURNING sm.account_id, sm.segment_id
  ), per_segment AS (
    SELECT account_id, segment_id, count(*) AS n FROM removed GROUP BY account_id, segment_id
  ), lowered AS (
    UPDATE segments s SET member_count = greatest(s.member_count - p.n, 0)
    FROM per_segment p WHERE s.account_id = p.account_id AND s.id = p.segment_id
    RETURNING s.id
  )
  SELECT array_agg(id) INTO touched FROM lowered;
  IF touched IS NOT NULL THEN
    PERFORM ulak_segments_recount_devices(touched);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ulak_devices_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched bigint[];
BEGIN
  SELECT array_agg(DISTINCT s.id) INTO touched
  FROM (SELECT DISTINCT account_id, member_id FROM gone WHERE member_id IS NOT NULL) g
  JOIN segments s ON s.account_id = g.account_id
  WHERE EXISTS (SELECT 1 FROM segment_members sm
    WHERE sm.account_id = s.account_id AND sm.segment_id = s.id AND sm.member_id = g.member_id);
  IF touched IS NOT NULL THEN
    PERFORM ulak_segments_recount_devices(touched);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "devices_recount_segments" AFTER DELETE ON "devices"
REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION ulak_devices_deleted();
