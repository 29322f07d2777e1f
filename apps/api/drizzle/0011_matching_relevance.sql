CREATE TABLE "catalogue_lexemes" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"names" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_stop_lexemes" (
	"lexeme" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expertises" ADD COLUMN "name_lexemes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "job_roles" ADD COLUMN "name_lexemes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "skills" ADD COLUMN "name_lexemes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "evidence_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "brief_lexemes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_matchable_evidence_ids_gin" ON "profiles" USING gin ("evidence_ids") WHERE "profiles"."user_matchable" and "profiles"."open_to_work" and "profiles"."capacity_hours_per_week" > "profiles"."booked_hours_per_week";--> statement-breakpoint
-- Matching by meaningful evidence (docs/matching.md). The stop-list: words every title or brief uses,
-- never evidence of a fit, stored as the `english` lexemes they parse to.
INSERT INTO match_stop_lexemes (lexeme)
SELECT DISTINCT t.lexeme FROM unnest(to_tsvector('english',
  'fractional interim part-time freelance contract head lead leader leads leading senior junior chief officer '
  'director manager management managing executive vp vice president advisor adviser consultant consulting '
  'specialist expert expertise generalist owner strategy strategic strategist plan planning build building '
  'set setup help helping work working need needs looking want wants team teams company companies business '
  'businesses new project projects support develop improve improvement include including series stage first '
  'second year years month months week weeks day days time hour hours make get run running take across within '
  'key clear good great best also well able ready via per end start scale scaling grow growing ensure role '
  'roles hire hiring client clients service services solution solutions global high level focus focused '
  'current existing next quarter big small large full own based remote hybrid office local like would could '
  'within experience experienced professional specialise specialising handle handles drive driving way us'
)) t;
--> statement-breakpoint
-- A text's meaningful lexemes: `english`, minus the stop-list, numbers ("13", "13-week") and single letters.
CREATE FUNCTION match_lexemes(doc text) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(array_agg(t.lexeme ORDER BY t.lexeme), '{}')
    FROM unnest(to_tsvector('english', coalesce(doc, ''))) t
    WHERE length(t.lexeme) > 1 AND t.lexeme !~ '^[0-9]'
      AND NOT EXISTS (SELECT 1 FROM match_stop_lexemes s WHERE s.lexeme = t.lexeme));
END $$;
--> statement-breakpoint
-- Each catalogue row keeps its name's lexemes (TG_ARGV[0] names the column), so a brief is compared with
-- precomputed arrays: the parser runs once per catalogue change, not over the catalogue per project.
CREATE FUNCTION catalogue_name_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.name_lexemes := match_lexemes(to_jsonb(NEW) ->> TG_ARGV[0]);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION refresh_catalogue_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalogue_lexemes;
  INSERT INTO catalogue_lexemes (lexeme, names)
  SELECT l, count(*) FROM (
    SELECT unnest(name_lexemes) AS l FROM job_roles
    UNION ALL SELECT unnest(name_lexemes) FROM expertises
    UNION ALL SELECT unnest(name_lexemes) FROM skills) x
  GROUP BY l;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER job_roles_name_lexemes BEFORE INSERT OR UPDATE ON job_roles FOR EACH ROW EXECUTE FUNCTION catalogue_name_lexemes('role');
--> statement-breakpoint
CREATE TRIGGER expertises_name_lexemes BEFORE INSERT OR UPDATE ON expertises FOR EACH ROW EXECUTE FUNCTION catalogue_name_lexemes('expertise');
--> statement-breakpoint
CREATE TRIGGER skills_name_lexemes BEFORE INSERT OR UPDATE ON skills FOR EACH ROW EXECUTE FUNCTION catalogue_name_lexemes('skill');
--> statement-breakpoint
CREATE TRIGGER job_roles_lexeme_counts AFTER INSERT OR UPDATE OR DELETE ON job_roles FOR EACH STATEMENT EXECUTE FUNCTION refresh_catalogue_lexemes();
--> statement-breakpoint
CREATE TRIGGER expertises_lexeme_counts AFTER INSERT OR UPDATE OR DELETE ON expertises FOR EACH STATEMENT EXECUTE FUNCTION refresh_catalogue_lexemes();
--> statement-breakpoint
CREATE TRIGGER skills_lexeme_counts AFTER INSERT OR UPDATE OR DELETE ON skills FOR EACH STATEMENT EXECUTE FUNCTION refresh_catalogue_lexemes();
--> statement-breakpoint
UPDATE job_roles SET role = role;
--> statement-breakpoint
UPDATE expertises SET expertise = expertise;
--> statement-breakpoint
UPDATE skills SET skill = skill;
--> statement-breakpoint
-- The catalogue roles or skills a brief asks for: an item fits when the brief uses its name's meaningful
-- lexemes, all of them ("Payroll management": payroll; "SOC 2 compliance": soc, compliance) or at least
-- two (a phrase-like match); one shared word of a longer name is not evidence ("Performance Marketing
-- Lead" for "performance reviews"). The most specific first (the sum of ln(names ÷ uses) of the
-- matched lexemes over the catalogue's names, an IDF), at most `most`. PL/pgSQL (here and in
-- match_lexemes) so the plans are cached per session: a SQL function in a trigger is planned per row.
CREATE FUNCTION brief_catalogue_hits(kind text, brief text[], most int) RETURNS int[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  total float8 := (SELECT count(*) FROM job_roles) + (SELECT count(*) FROM skills) + (SELECT count(*) FROM expertises);
BEGIN
  RETURN (SELECT coalesce(array_agg(h.id ORDER BY h.id), '{}') FROM (
    SELECT c.id FROM (
      SELECT c.id, c.name_lexemes, array(SELECT l FROM unnest(c.name_lexemes) l WHERE l = ANY(brief)) AS matched FROM (
        SELECT r.id, r.name_lexemes FROM job_roles r WHERE kind = 'roles' AND r.name_lexemes && brief
        UNION ALL SELECT s.id, s.name_lexemes FROM skills s WHERE kind = 'skills' AND s.name_lexemes && brief) c) c
    WHERE cardinality(c.matched) = cardinality(c.name_lexemes) OR cardinality(c.matched) >= 2
    ORDER BY (SELECT sum(ln(total) - ln(cl.names)) FROM catalogue_lexemes cl WHERE cl.lexeme = ANY(c.matched)) DESC, c.id
    LIMIT most) h);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_match_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.gap_ids := coalesce((SELECT array_agg(e.id ORDER BY e.id) FROM expertises e
    WHERE e.expertise_code = ANY(string_to_array(NEW.expertise_gap, ','))), '{}');
  NEW.brief_lexemes := match_lexemes(NEW.name || ' ' || NEW.overview || ' ' ||
    coalesce((SELECT string_agg(e.expertise, ' ') FROM expertises e WHERE e.id = ANY(NEW.gap_ids)), ''));
  NEW.brief_query := coalesce((SELECT string_agg('''' || replace(replace(l, '\', '\\'), '''', '''''') || '''', ' | ')::tsquery
    FROM unnest(NEW.brief_lexemes) l), ''::tsquery);
  NEW.role_hits := brief_catalogue_hits('roles', NEW.brief_lexemes, 3);
  NEW.skill_hits := brief_catalogue_hits('skills', NEW.brief_lexemes, 6);
  RETURN NEW;
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
  -- EVIDENCE_OFFSETS (reference.ts): expertise as is, roles + 256, skills + 512.
  NEW.evidence_ids := NEW.expertise_ids
    || coalesce((SELECT array_agg(r + 256) FROM unnest(NEW.role_ids) r), '{}')
    || coalesce((SELECT array_agg(s + 512) FROM unnest(NEW.skill_ids) s), '{}');
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
-- The `text` factor reads the expert's own words only: the headline (A) and the description (B). Catalogue
-- names count in the roles and skills factors, and a reason may only quote what the expert wrote.
CREATE OR REPLACE FUNCTION profile_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profile_search_documents (profile_id, search_vector) VALUES (NEW.id,
    setweight(to_tsvector('english', coalesce(NEW.title_header, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'B'))
  ON CONFLICT (profile_id) DO UPDATE SET search_vector = excluded.search_vector;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE profiles SET updated_at = updated_at;
--> statement-breakpoint
UPDATE projects SET expertise_gap = expertise_gap;
