-- Find experts' narrow search table (docs/discovery.md, "The search table"): the search document and every
-- column the search filters, counts facets over and scores by, one row per profile, so a search reads
-- these narrow rows and the wide profile row only for the page's cards. Kept by the profile's AFTER
-- trigger (which every change reaching the profile fires: its links, the user's status, vetting, listed,
-- booked hours) and by the reviews' trigger, in the same transaction. The columns carry the profile's
-- names, so the matcher's score expressions over `p` read this table unchanged.
CREATE TABLE "expert_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"discovery_vector" "tsvector" NOT NULL,
	"user_matchable" boolean NOT NULL,
	"listed" boolean NOT NULL,
	"role_ids" integer[] NOT NULL,
	"expertise_ids" integer[] NOT NULL,
	"skill_ids" integer[] NOT NULL,
	"industries" text[] NOT NULL,
	"job_level" text,
	"vetting" text NOT NULL,
	"role_bits" bit(256) NOT NULL,
	"expertise_bits" bit(256) NOT NULL,
	"skill_bits" bit(1024) NOT NULL,
	"seniority" double precision NOT NULL,
	"capacity_hours_per_week" smallint NOT NULL,
	"booked_hours_per_week" smallint NOT NULL,
	"hourly_rate_min" integer,
	"hourly_rate_max" integer,
	"rate_currency" text NOT NULL,
	"timezone_offset" smallint,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_due" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "expert_search" ADD CONSTRAINT "expert_search_id_profiles_id_fk" FOREIGN KEY ("id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The published, visible reviews about expert `pid` now: their ratings' sum and count, and when the next
-- unpublished, unhidden one publishes (reviews publish by the clock, docs/reviews.md; past that moment the
-- search reads the reviews themselves until the next write here).
CREATE FUNCTION expert_rating_stats(pid integer, OUT total integer, OUT n integer, OUT due timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(r.rating) FILTER (WHERE r.published_at <= now()), 0)::int,
    count(*) FILTER (WHERE r.published_at <= now())::int,
    min(r.published_at) FILTER (WHERE r.published_at > now())
  FROM reviews r WHERE r.subject_profile_id = pid AND r.about = 'expert' AND r.hidden_at IS NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  own tsvector := setweight(to_tsvector('english', coalesce(NEW.title_header, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'B');
BEGIN
  INSERT INTO profile_search_documents (profile_id, search_vector) VALUES (NEW.id, own)
  ON CONFLICT (profile_id) DO UPDATE SET search_vector = excluded.search_vector;
  INSERT INTO expert_search (id, discovery_vector, user_matchable, listed, role_ids, expertise_ids, skill_ids,
    industries, job_level, vetting, role_bits, expertise_bits, skill_bits, seniority, capacity_hours_per_week,
    booked_hours_per_week, hourly_rate_min, hourly_rate_max, rate_currency, timezone_offset)
  VALUES (NEW.id, own || discovery_terms(NEW), NEW.user_matchable, NEW.listed, NEW.role_ids, NEW.expertise_ids,
    NEW.skill_ids, NEW.industries, NEW.job_level, NEW.vetting, NEW.role_bits, NEW.expertise_bits, NEW.skill_bits,
    NEW.seniority, NEW.capacity_hours_per_week, NEW.booked_hours_per_week, NEW.hourly_rate_min,
    NEW.hourly_rate_max, NEW.rate_currency, NEW.timezone_offset)
  ON CONFLICT (id) DO UPDATE SET discovery_vector = excluded.discovery_vector,
    user_matchable = excluded.user_matchable, listed = excluded.listed, role_ids = excluded.role_ids,
    expertise_ids = excluded.expertise_ids, skill_ids = excluded.skill_ids, industries = excluded.industries,
    job_level = excluded.job_level, vetting = excluded.vetting, role_bits = excluded.role_bits,
    expertise_bits = excluded.expertise_bits, skill_bits = excluded.skill_bits, seniority = excluded.seniority,
    capacity_hours_per_week = excluded.capacity_hours_per_week, booked_hours_per_week = excluded.booked_hours_per_week,
    hourly_rate_min = excluded.hourly_rate_min, hourly_rate_max = excluded.hourly_rate_max,
    rate_currency = excluded.rate_currency, timezone_offset = excluded.timezone_offset;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A review about an expert written, published early, hidden, shown again or removed: the expert's figures.
CREATE FUNCTION expert_search_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid integer;
BEGIN
  FOR pid IN
    SELECT DISTINCT x.subject_profile_id FROM (
      SELECT NEW.subject_profile_id, NEW.about WHERE TG_OP <> 'DELETE'
      UNION ALL SELECT OLD.subject_profile_id, OLD.about WHERE TG_OP <> 'INSERT') x(subject_profile_id, about)
    WHERE x.about = 'expert'
  LOOP
    UPDATE expert_search s SET (rating_sum, rating_count, rating_due) = (SELECT * FROM expert_rating_stats(pid))
    WHERE s.id = pid;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_expert_search AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION expert_search_ratings();
--> statement-breakpoint
-- Backfill from the rows as they are, directly (a profile update would also fire the match alerts' trigger):
-- the document as 0035 wrote it, the rest copied, the ratings from the reviews.
INSERT INTO expert_search (id, discovery_vector, user_matchable, listed, role_ids, expertise_ids, skill_ids,
  industries, job_level, vetting, role_bits, expertise_bits, skill_bits, seniority, capacity_hours_per_week,
  booked_hours_per_week, hourly_rate_min, hourly_rate_max, rate_currency, timezone_offset)
SELECT p.id, coalesce(d.discovery_vector, discovery_terms(p)), p.user_matchable, p.listed, p.role_ids,
  p.expertise_ids, p.skill_ids, p.industries, p.job_level, p.vetting, p.role_bits, p.expertise_bits, p.skill_bits,
  p.seniority, p.capacity_hours_per_week, p.booked_hours_per_week, p.hourly_rate_min, p.hourly_rate_max,
  p.rate_currency, p.timezone_offset
FROM profiles p LEFT JOIN profile_search_documents d ON d.profile_id = p.id;
--> statement-breakpoint
UPDATE expert_search s SET (rating_sum, rating_count, rating_due) = (x.total, x.n, x.due)
FROM (SELECT r.subject_profile_id AS pid,
    coalesce(sum(r.rating) FILTER (WHERE r.published_at <= now()), 0)::int AS total,
    count(*) FILTER (WHERE r.published_at <= now())::int AS n,
    min(r.published_at) FILTER (WHERE r.published_at > now()) AS due
  FROM reviews r WHERE r.about = 'expert' AND r.hidden_at IS NULL GROUP BY r.subject_profile_id) x
WHERE s.id = x.pid;
--> statement-breakpoint
CREATE INDEX "expert_search_discovery_gin" ON "expert_search" USING gin ("discovery_vector");--> statement-breakpoint
DROP INDEX "profile_search_documents_discovery_gin";--> statement-breakpoint
ALTER TABLE "profile_search_documents" DROP COLUMN "discovery_vector";--> statement-breakpoint
ANALYZE expert_search;
