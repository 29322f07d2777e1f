ALTER TABLE "profiles" ADD COLUMN "role_bits" bit(256) DEFAULT B'0'::bit(256) NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "expertise_bits" bit(256) DEFAULT B'0'::bit(256) NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "skill_bits" bit(1024) DEFAULT B'0'::bit(1024) NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "seniority" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expertises" ADD CONSTRAINT "expertises_id_fits_bits" CHECK (id between 1 and 256);--> statement-breakpoint
ALTER TABLE "job_roles" ADD CONSTRAINT "job_roles_id_fits_bits" CHECK (id between 1 and 256);--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_id_fits_bits" CHECK (id between 1 and 1024);--> statement-breakpoint
-- Matching's overlap counts (docs/matching.md "The query"): the profile's role, expertise and skill ids
-- as bit strings (bit n set: id n + 1 listed), so the ranking counts an overlap with the brief as
-- bit_count(bits & mask), one operation instead of an array comparison per listed item. Kept by the
-- profile's BEFORE trigger with the arrays it already derives; an id past the width is an error
-- (the catalogues' CHECKs above keep every id inside it). The same trigger keeps `seniority`, the
-- mean of the three answers as matching.weights.ts scores them (JOB_LEVEL_SENIORITY, YEARS_SENIORITY,
-- FRACTIONAL_SENIORITY; a test compares the two), so the ranking reads one number per candidate.
CREATE FUNCTION catalogue_bits(ids int[], width int) RETURNS bit varying LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  bits bit varying := repeat('0', width)::bit varying;
  id int;
BEGIN
  FOREACH id IN ARRAY ids LOOP
    bits := set_bit(bits, id - 1, 1);
  END LOOP;
  RETURN bits;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_match_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.role_ids := coalesce((SELECT array_agg(l.job_role_id ORDER BY l.position) FROM profile_job_roles l WHERE l.profile_id = NEW.id), '{}');
  NEW.expertise_ids := coalesce((SELECT array_agg(l.expertise_id ORDER BY l.position) FROM profile_expertises l WHERE l.profile_id = NEW.id), '{}');
  NEW.skill_ids := coalesce((SELECT array_agg(l.skill_id ORDER BY l.position) FROM profile_skills l WHERE l.profile_id = NEW.id), '{}');
  NEW.role_bits := catalogue_bits(NEW.role_ids, 256);
  NEW.expertise_bits := catalogue_bits(NEW.expertise_ids, 256);
  NEW.skill_bits := catalogue_bits(NEW.skill_ids, 1024);
  NEW.seniority := (
    CASE NEW.job_level WHEN 'executive' THEN 1 WHEN 'management' THEN 0.8 WHEN 'team_lead' THEN 0.6 ELSE 0.4 END::float8
    + CASE NEW.years_of_experience WHEN '15+' THEN 1 WHEN '10-14' THEN 0.8 WHEN '5-9' THEN 0.6 ELSE 0.3 END::float8
    + CASE NEW.fractional_experience WHEN '6+' THEN 1 WHEN '3-5' THEN 0.8 WHEN '1-2' THEN 0.6 ELSE 0.3 END::float8) / 3;
  SELECT coalesce(u.role_id = 3 AND u.status_id = 1 AND u.email_verified_at IS NOT NULL AND u.deleted_at IS NULL, false),
    u.timezone_offset
  INTO NEW.user_matchable, NEW.timezone_offset FROM users u WHERE u.id = NEW.user_id;
  NEW.user_matchable := coalesce(NEW.user_matchable, false) AND NEW.vetting <> 'rejected';
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Existing profiles: the trigger above fills the bits on any update.
UPDATE profiles SET updated_at = updated_at;
--> statement-breakpoint
-- Serial plans for every scan of profiles: on a few cores under concurrent requests, parallel workers
-- cost more CPU than they save (docs/matching.md); a storage parameter, so the ranking needs no
-- transaction of its own to `SET LOCAL` it.
ALTER TABLE profiles SET (parallel_workers = 0);
