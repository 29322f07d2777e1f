-- Find experts' search table, compact (docs/discovery.md, "The search table" and "Speed"): the three bit strings
-- (192 bytes a row) are dropped, the matcher's overlap counts are read from the id arrays instead, and the id
-- arrays are smallint (catalogue ids fit), so more of the rows a search counts and scores stay in shared
-- buffers. The table is rebuilt (not altered: dropped columns would keep their bytes until a rewrite), its
-- rows copied as they are, rating columns included; `expert_search_ratings()` and `expert_rating_stats()` are
-- not touched (they update the rating columns by name). The profile's trigger writes the new shape.
CREATE TABLE "expert_search_compact" (
	"id" integer PRIMARY KEY NOT NULL,
	"discovery_vector" "tsvector" NOT NULL,
	"user_matchable" boolean NOT NULL,
	"listed" boolean NOT NULL,
	"role_ids" smallint[] NOT NULL,
	"expertise_ids" smallint[] NOT NULL,
	"skill_ids" smallint[] NOT NULL,
	"industries" text[] NOT NULL,
	"job_level" text,
	"vetting" text NOT NULL,
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
INSERT INTO expert_search_compact (id, discovery_vector, user_matchable, listed, role_ids, expertise_ids, skill_ids,
  industries, job_level, vetting, seniority, capacity_hours_per_week, booked_hours_per_week, hourly_rate_min,
  hourly_rate_max, rate_currency, timezone_offset, rating_sum, rating_count, rating_due)
SELECT id, discovery_vector, user_matchable, listed, role_ids, expertise_ids, skill_ids, industries, job_level,
  vetting, seniority, capacity_hours_per_week, booked_hours_per_week, hourly_rate_min, hourly_rate_max,
  rate_currency, timezone_offset, rating_sum, rating_count, rating_due
FROM expert_search ORDER BY id;
--> statement-breakpoint
DROP TABLE "expert_search";--> statement-breakpoint
ALTER TABLE "expert_search_compact" RENAME TO "expert_search";--> statement-breakpoint
ALTER TABLE "expert_search" RENAME CONSTRAINT "expert_search_compact_pkey" TO "expert_search_pkey";--> statement-breakpoint
ALTER TABLE "expert_search" ADD CONSTRAINT "expert_search_id_profiles_id_fk" FOREIGN KEY ("id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_search_discovery_gin" ON "expert_search" USING gin ("discovery_vector");--> statement-breakpoint
-- The profile's AFTER trigger (migration 0039) without the bit strings; the id arrays are cast on assignment.
CREATE OR REPLACE FUNCTION profile_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  own tsvector := setweight(to_tsvector('english', coalesce(NEW.title_header, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'B');
BEGIN
  INSERT INTO profile_search_documents (profile_id, search_vector) VALUES (NEW.id, own)
  ON CONFLICT (profile_id) DO UPDATE SET search_vector = excluded.search_vector;
  INSERT INTO expert_search (id, discovery_vector, user_matchable, listed, role_ids, expertise_ids, skill_ids,
    industries, job_level, vetting, seniority, capacity_hours_per_week, booked_hours_per_week, hourly_rate_min,
    hourly_rate_max, rate_currency, timezone_offset)
  VALUES (NEW.id, own || discovery_terms(NEW), NEW.user_matchable, NEW.listed, NEW.role_ids, NEW.expertise_ids,
    NEW.skill_ids, NEW.industries, NEW.job_level, NEW.vetting, NEW.seniority, NEW.capacity_hours_per_week,
    NEW.booked_hours_per_week, NEW.hourly_rate_min, NEW.hourly_rate_max, NEW.rate_currency, NEW.timezone_offset)
  ON CONFLICT (id) DO UPDATE SET discovery_vector = excluded.discovery_vector,
    user_matchable = excluded.user_matchable, listed = excluded.listed, role_ids = excluded.role_ids,
    expertise_ids = excluded.expertise_ids, skill_ids = excluded.skill_ids, industries = excluded.industries,
    job_level = excluded.job_level, vetting = excluded.vetting, seniority = excluded.seniority,
    capacity_hours_per_week = excluded.capacity_hours_per_week, booked_hours_per_week = excluded.booked_hours_per_week,
    hourly_rate_min = excluded.hourly_rate_min, hourly_rate_max = excluded.hourly_rate_max,
    rate_currency = excluded.rate_currency, timezone_offset = excluded.timezone_offset;
  RETURN NULL;
END $$;
--> statement-breakpoint
ANALYZE expert_search;
