CREATE TABLE "profile_search_documents" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "timezone_offset" smallint GENERATED ALWAYS AS (case when timezone ~ '^[+-][0-9]{2}:[0-9]{2} ' then (case when left(timezone, 1) = '-' then -1 else 1 end) * (substr(timezone, 2, 2)::int * 60 + substr(timezone, 5, 2)::int) end) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "open_to_work" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "user_matchable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "timezone_offset" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "capacity_hours_per_week" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "hourly_rate_min" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "hourly_rate_max" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "industries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "role_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "expertise_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "skill_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hours_per_week" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "gap_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "brief_query" "tsquery" DEFAULT ''::tsquery NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "role_hits" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "skill_hits" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_search_documents" ADD CONSTRAINT "profile_search_documents_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_search_documents_gin" ON "profile_search_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "profiles_role_ids_gin" ON "profiles" USING gin ("role_ids");--> statement-breakpoint
CREATE INDEX "profiles_expertise_ids_gin" ON "profiles" USING gin ("expertise_ids");--> statement-breakpoint
CREATE INDEX "profiles_skill_ids_gin" ON "profiles" USING gin ("skill_ids");--> statement-breakpoint
CREATE INDEX "profiles_industries_gin" ON "profiles" USING gin ("industries");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_capacity_range" CHECK ("profiles"."capacity_hours_per_week" between 0 and 60);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_rate_band" CHECK ("profiles"."hourly_rate_min" <= "profiles"."hourly_rate_max");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_hours_range" CHECK ("projects"."hours_per_week" between 1 and 60);
--> statement-breakpoint
-- Matching (docs/matching.md). The profile's role/expertise/skill ids are derived columns a
-- BEFORE trigger computes from the row's link tables, and its full-text document (its own table, so
-- profile rows stay narrow) is written by an AFTER trigger; every change of a link touches the profile
-- row, so each writer (sign-up, PATCH, closure) keeps both current in its own transaction.
CREATE FUNCTION profile_match_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.role_ids := coalesce((SELECT array_agg(l.job_role_id ORDER BY l.position) FROM profile_job_roles l WHERE l.profile_id = NEW.id), '{}');
  NEW.expertise_ids := coalesce((SELECT array_agg(l.expertise_id ORDER BY l.position) FROM profile_expertises l WHERE l.profile_id = NEW.id), '{}');
  NEW.skill_ids := coalesce((SELECT array_agg(l.skill_id ORDER BY l.position) FROM profile_skills l WHERE l.profile_id = NEW.id), '{}');
  SELECT coalesce(u.role_id = 3 AND u.status_id = 1 AND u.email_verified_at IS NOT NULL AND u.deleted_at IS NULL, false),
    u.timezone_offset
  INTO NEW.user_matchable, NEW.timezone_offset FROM users u WHERE u.id = NEW.user_id;
  NEW.user_matchable := coalesce(NEW.user_matchable, false);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_match_columns BEFORE INSERT OR UPDATE ON profiles
  FOR EACH ROW EXECUTE FUNCTION profile_match_columns();
--> statement-breakpoint
CREATE FUNCTION profile_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profile_search_documents (profile_id, search_vector) VALUES (NEW.id,
    setweight(to_tsvector('english', coalesce(NEW.title_header, '')), 'A') ||
    setweight(to_tsvector('english', coalesce((SELECT string_agg(r.role, ' ') FROM job_roles r WHERE r.id = ANY(NEW.role_ids)), '')), 'A') ||
    setweight(to_tsvector('english', coalesce((SELECT string_agg(e.expertise, ' ') FROM expertises e WHERE e.id = ANY(NEW.expertise_ids)), '')), 'A') ||
    setweight(to_tsvector('english', coalesce((SELECT string_agg(s.skill, ' ') FROM skills s WHERE s.id = ANY(NEW.skill_ids)), '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '') || ' ' ||
      coalesce((SELECT string_agg(s.description, ' ') FROM skills s WHERE s.id = ANY(NEW.skill_ids)), '')), 'C'))
  ON CONFLICT (profile_id) DO UPDATE SET search_vector = excluded.search_vector;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_search_document AFTER INSERT OR UPDATE ON profiles
  FOR EACH ROW EXECUTE FUNCTION profile_search_document();
--> statement-breakpoint
-- A change of what makes the user matchable, or of the time zone, refreshes the profile's copies.
CREATE FUNCTION user_match_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.role_id, NEW.status_id, NEW.email_verified_at IS NULL, NEW.deleted_at IS NULL, NEW.timezone_offset)
     IS DISTINCT FROM (OLD.role_id, OLD.status_id, OLD.email_verified_at IS NULL, OLD.deleted_at IS NULL, OLD.timezone_offset) THEN
    UPDATE profiles SET id = id WHERE user_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_match_touch AFTER UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION user_match_touch();
--> statement-breakpoint
CREATE FUNCTION profile_link_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE profiles SET id = id WHERE id = OLD.profile_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.profile_id <> OLD.profile_id) THEN
    UPDATE profiles SET id = id WHERE id = NEW.profile_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profile_job_roles_match AFTER INSERT OR UPDATE OR DELETE ON profile_job_roles
  FOR EACH ROW EXECUTE FUNCTION profile_link_touch();
--> statement-breakpoint
CREATE TRIGGER profile_expertises_match AFTER INSERT OR UPDATE OR DELETE ON profile_expertises
  FOR EACH ROW EXECUTE FUNCTION profile_link_touch();
--> statement-breakpoint
CREATE TRIGGER profile_skills_match AFTER INSERT OR UPDATE OR DELETE ON profile_skills
  FOR EACH ROW EXECUTE FUNCTION profile_link_touch();
--> statement-breakpoint
-- A project's expertise gaps as ids, its brief (name, overview, the gaps' names) as an OR query of its
-- lexemes (ts_rank orders experts by it), and the catalogue roles and skills whose names use its words.
CREATE FUNCTION project_match_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.gap_ids := coalesce((SELECT array_agg(e.id ORDER BY e.id) FROM expertises e
    WHERE e.expertise_code = ANY(string_to_array(NEW.expertise_gap, ','))), '{}');
  NEW.brief_query := coalesce((SELECT string_agg('''' || replace(replace(t.lexeme, '\', '\\'), '''', '''''') || '''', ' | ')::tsquery
    FROM unnest(to_tsvector('english', NEW.name || ' ' || NEW.overview || ' ' ||
      coalesce((SELECT string_agg(e.expertise, ' ') FROM expertises e WHERE e.id = ANY(NEW.gap_ids)), ''))) t), ''::tsquery);
  NEW.role_hits := coalesce((SELECT array_agg(r.id ORDER BY r.id) FROM job_roles r
    WHERE to_tsvector('english', r.role) @@ NEW.brief_query), '{}');
  NEW.skill_hits := coalesce((SELECT array_agg(s.id ORDER BY s.id) FROM skills s
    WHERE to_tsvector('english', s.skill) @@ NEW.brief_query), '{}');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_match_columns BEFORE INSERT OR UPDATE OF name, overview, expertise_gap ON projects
  FOR EACH ROW EXECUTE FUNCTION project_match_columns();
--> statement-breakpoint
UPDATE profiles SET id = id;
--> statement-breakpoint
UPDATE projects SET expertise_gap = expertise_gap;
