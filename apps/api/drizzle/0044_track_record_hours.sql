-- Issue 45 (docs/matching.md, "Track record: only engagements with approved hours"): an engagement and its
-- reviews count towards an expert's track record only when its timesheets hold at least 8 approved hours (one
-- working day). A project invited, accepted and completed in the same minute with 0 hours, and the 5 stars both
-- sides leave on it, no longer move the expert's rating, completed engagements or ranking.
CREATE FUNCTION engagement_approved_hours(mid integer) RETURNS double precision
LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(h), 0)::float8 FROM timesheets t CROSS JOIN LATERAL unnest(t.hours) h
  WHERE t.member_id = mid AND t.status = 'approved'
$$;
--> statement-breakpoint
-- The one threshold: 8 approved hours. The API's TRACK_MIN_APPROVED_HOURS (matching.weights.ts) says the same.
CREATE FUNCTION engagement_counts(mid integer) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT engagement_approved_hours(mid) >= 8
$$;
--> statement-breakpoint
-- Migration 0039's per-expert figures follow the rule too (the backfill's and the tests' reading of the truth).
CREATE OR REPLACE FUNCTION expert_rating_stats(pid integer, OUT total integer, OUT n integer, OUT due timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(r.rating) FILTER (WHERE r.published_at <= now()), 0)::int,
    count(*) FILTER (WHERE r.published_at <= now())::int,
    min(r.published_at) FILTER (WHERE r.published_at > now())
  FROM reviews r WHERE r.subject_profile_id = pid AND r.about = 'expert' AND r.hidden_at IS NULL
    AND engagement_counts(r.member_id)
$$;
--> statement-breakpoint
-- The search table's ratings (migration 0039) follow the same rule. Fired by reviews (written, published early,
-- hidden, removed) and now by timesheets (approved, reopened, removed), whose hours decide whether a review
-- counts. The columns keep their names: rating_sum, rating_count, rating_due.
CREATE OR REPLACE FUNCTION expert_search_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pids integer[];
  pid integer;
BEGIN
  IF TG_TABLE_NAME = 'timesheets' THEN
    SELECT array_agg(DISTINCT r.subject_profile_id) INTO pids FROM reviews r
    WHERE r.about = 'expert' AND r.member_id IN (
      SELECT NEW.member_id WHERE TG_OP <> 'DELETE' UNION ALL SELECT OLD.member_id WHERE TG_OP <> 'INSERT');
  ELSE
    SELECT array_agg(DISTINCT x.subject_profile_id) INTO pids FROM (
      SELECT NEW.subject_profile_id, NEW.about WHERE TG_OP <> 'DELETE'
      UNION ALL SELECT OLD.subject_profile_id, OLD.about WHERE TG_OP <> 'INSERT') x(subject_profile_id, about)
    WHERE x.about = 'expert';
  END IF;
  FOREACH pid IN ARRAY coalesce(pids, '{}') LOOP
    UPDATE expert_search s SET (rating_sum, rating_count, rating_due) = (
      SELECT coalesce(sum(r.rating) FILTER (WHERE r.published_at <= now()), 0)::int,
        count(*) FILTER (WHERE r.published_at <= now())::int,
        min(r.published_at) FILTER (WHERE r.published_at > now())
      FROM reviews r WHERE r.subject_profile_id = pid AND r.about = 'expert' AND r.hidden_at IS NULL
        AND engagement_counts(r.member_id))
    WHERE s.id = pid;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER timesheets_expert_search AFTER INSERT OR UPDATE OF status, hours OR DELETE ON timesheets
  FOR EACH ROW EXECUTE FUNCTION expert_search_ratings();
--> statement-breakpoint
-- Backfill: the figures of every expert with reviews under the new rule.
UPDATE expert_search s SET (rating_sum, rating_count, rating_due) = (
  SELECT coalesce(sum(r.rating) FILTER (WHERE r.published_at <= now()), 0)::int,
    count(*) FILTER (WHERE r.published_at <= now())::int,
    min(r.published_at) FILTER (WHERE r.published_at > now())
  FROM reviews r WHERE r.subject_profile_id = s.id AND r.about = 'expert' AND r.hidden_at IS NULL
    AND engagement_counts(r.member_id))
WHERE s.id IN (SELECT subject_profile_id FROM reviews WHERE about = 'expert');
