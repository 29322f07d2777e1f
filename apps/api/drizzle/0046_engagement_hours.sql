-- Issue 45 (docs/matching.md, "Track record: only engagements with approved hours"; docs/reviews.md): the track
-- record's rule "an engagement counts with at least 8 approved hours" is kept on rows by the transaction that
-- approves (or reopens) a timesheet, instead of being summed from timesheets for every review at ranking time.
--   squad_members.approved_hours: the sum of the membership's approved timesheets (also shown with its reviews).
--   reviews.counts: whether the review's engagement holds at least 8 approved hours (the review's visibility,
--   published and not hidden, is still read at query time: publication comes with the clock).
ALTER TABLE squad_members ADD COLUMN approved_hours double precision NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE reviews ADD COLUMN counts boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- Fired by timesheets: only a sheet that is or was approved changes the sum (drafts being typed leave the
-- membership's row alone). The sum is read from timesheets here, never through engagement_approved_hours.
CREATE FUNCTION squad_member_approved_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'DELETE' OR NEW.status <> 'approved') AND (TG_OP = 'INSERT' OR OLD.status <> 'approved') THEN
    RETURN NULL;
  END IF;
  UPDATE squad_members m SET approved_hours = x.hours
  FROM (SELECT s.id, (SELECT coalesce(sum(h), 0)::float8 FROM timesheets t CROSS JOIN LATERAL unnest(t.hours) h
          WHERE t.member_id = s.id AND t.status = 'approved') AS hours
        FROM squad_members s WHERE s.id IN (
          SELECT NEW.member_id WHERE TG_OP <> 'DELETE' UNION SELECT OLD.member_id WHERE TG_OP <> 'INSERT')) x
  WHERE m.id = x.id AND m.approved_hours IS DISTINCT FROM x.hours;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Named to sort before timesheets_expert_search (migration 0044): triggers of one event fire in name order,
-- so the search table's ratings read the new sum.
CREATE TRIGGER timesheets_approved_hours AFTER INSERT OR UPDATE OF status, hours, member_id OR DELETE ON timesheets
  FOR EACH ROW EXECUTE FUNCTION squad_member_approved_hours();
--> statement-breakpoint
-- The one threshold, 8 approved hours (TRACK_MIN_APPROVED_HOURS in matching.weights.ts), now on the rows.
CREATE OR REPLACE FUNCTION engagement_approved_hours(mid integer) RETURNS double precision
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT m.approved_hours FROM squad_members m WHERE m.id = mid), 0)::float8
$$;
--> statement-breakpoint
CREATE FUNCTION review_counts_of_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reviews r SET counts = NEW.approved_hours >= 8
  WHERE r.member_id = NEW.id AND r.counts IS DISTINCT FROM (NEW.approved_hours >= 8);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER squad_members_review_counts AFTER UPDATE OF approved_hours ON squad_members
  FOR EACH ROW EXECUTE FUNCTION review_counts_of_member();
--> statement-breakpoint
-- A review written after the hours were approved counts from its insert.
CREATE FUNCTION review_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.counts := engagement_counts(NEW.member_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_counts BEFORE INSERT OR UPDATE OF member_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION review_counts_on_insert();
--> statement-breakpoint
-- Backfill: the sums of the memberships with approved hours, then every review's flag.
UPDATE squad_members m SET approved_hours = x.hours
FROM (SELECT t.member_id, sum(h)::float8 AS hours FROM timesheets t CROSS JOIN LATERAL unnest(t.hours) h
      WHERE t.status = 'approved' GROUP BY t.member_id) x
WHERE m.id = x.member_id AND m.approved_hours <> x.hours;
--> statement-breakpoint
UPDATE reviews r SET counts = true FROM squad_members m WHERE m.id = r.member_id AND m.approved_hours >= 8 AND NOT r.counts;
