ALTER TABLE "profile_search_documents" ADD COLUMN "discovery_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "profile_search_documents_discovery_gin" ON "profile_search_documents" USING gin ("discovery_vector");--> statement-breakpoint
-- Find experts (docs/discovery.md). One place turns words into lexemes, synonym phrases and the lexemes
-- catalogue items are looked up by: a brief (the project's trigger below) and a search's words use it alike.
-- `lexemes`: the meaningful lexemes (match_lexemes: stop-list, numbers, single letters dropped);
-- `synonyms`: the match_synonyms phrases used as adjacent words; `asked`: both, the phrases' catalogue
-- wording added, what brief_catalogue_hits reads (docs/matching.md, "Other words").
CREATE FUNCTION text_terms(doc text, OUT lexemes text[], OUT synonyms text[], OUT asked text[])
LANGUAGE plpgsql STABLE AS $$
DECLARE
  said tsvector := to_tsvector('english', coalesce(doc, ''));
BEGIN
  lexemes := match_lexemes(doc);
  synonyms := coalesce((SELECT array_agg(s.phrase ORDER BY s.phrase) FROM match_synonyms s
    WHERE said @@ s.phrase_query), '{}');
  asked := lexemes || coalesce((SELECT array_agg(DISTINCT l) FROM match_synonyms s
    CROSS JOIN unnest(s.means_lexemes) l WHERE s.phrase = ANY(synonyms)), '{}');
END $$;
--> statement-breakpoint
-- The brief's words through text_terms: the same lexemes, phrases and hits as migration 0021 wrote.
CREATE OR REPLACE FUNCTION project_match_columns() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc text;
  terms record;
BEGIN
  NEW.gap_ids := coalesce((SELECT array_agg(e.id ORDER BY e.id) FROM expertises e
    WHERE e.expertise_code = ANY(string_to_array(NEW.expertise_gap, ','))), '{}');
  doc := NEW.name || ' ' || NEW.overview || ' ' ||
    coalesce((SELECT string_agg(e.expertise, ' ') FROM expertises e WHERE e.id = ANY(NEW.gap_ids)), '');
  SELECT * INTO terms FROM text_terms(doc);
  NEW.brief_lexemes := terms.lexemes;
  NEW.brief_query := coalesce((SELECT string_agg('''' || replace(replace(l, '\', '\\'), '''', '''''') || '''', ' | ')::tsquery
    FROM unnest(NEW.brief_lexemes) l), ''::tsquery);
  NEW.brief_synonyms := terms.synonyms;
  NEW.role_hits := brief_catalogue_hits('roles', terms.asked, 3);
  NEW.skill_hits := brief_catalogue_hits('skills', terms.asked, 6);
  NEW.evidence_items := NEW.gap_ids
    || coalesce((SELECT array_agg(r + 256) FROM unnest(NEW.role_hits) r), '{}')
    || coalesce((SELECT array_agg(s + 512) FROM unnest(NEW.skill_hits) s), '{}');
  RETURN NEW;
END $$;
--> statement-breakpoint
-- The inverted catalogue also holds the expertise areas' names, so a search's words find the areas they
-- name by the same rule as roles and skills (brief_catalogue_hits('expertises', …)). Rows of roles and
-- skills, their IDFs and the briefs' hits are unchanged (the IDF already counted every catalogue name).
CREATE OR REPLACE FUNCTION refresh_catalogue_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total float8 := (SELECT count(*) FROM job_roles) + (SELECT count(*) FROM skills) + (SELECT count(*) FROM expertises);
BEGIN
  DELETE FROM catalogue_lexemes;
  INSERT INTO catalogue_lexemes (lexeme, names)
  SELECT l, count(*) FROM (
    SELECT unnest(name_lexemes) AS l FROM job_roles
    UNION ALL SELECT unnest(name_lexemes) FROM expertises
    UNION ALL SELECT unnest(name_lexemes) FROM skills) x
  GROUP BY l;
  DELETE FROM catalogue_name_lexemes;
  IF total > 0 THEN
    INSERT INTO catalogue_name_lexemes (lexeme, catalogue, item_id, name_size, idf)
    SELECT x.l, x.catalogue, x.id, x.size, ln(total) - ln(cl.names) FROM (
      SELECT unnest(name_lexemes) AS l, 'roles' AS catalogue, id, cardinality(name_lexemes) AS size FROM job_roles
      UNION ALL SELECT unnest(name_lexemes), 'skills', id, cardinality(name_lexemes) FROM skills
      UNION ALL SELECT unnest(name_lexemes), 'expertises', id, cardinality(name_lexemes) FROM expertises) x
    JOIN catalogue_lexemes cl ON cl.lexeme = x.l;
  END IF;
  ANALYZE catalogue_name_lexemes;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE expertises SET expertise = expertise WHERE false;
--> statement-breakpoint
-- What Find experts searches (docs/discovery.md, "Words" and "Filters"): the expert's own words (as the
-- text factor reads them), the meaningful lexemes of their roles', expertise areas' and skills' names, and
-- tokens for the list filters and who may be found ('r:12' a role id, 'e:' an expertise id, 's:' a skill id,
-- 'i:banking' an industry, 'l:executive' the job level, 'x:vetted', 'x:found' = user_matchable and listed).
-- The parser never makes a lexeme with a colon, so a token cannot meet a word; the search rechecks every
-- filter on the profile anyway, so a token only narrows. One GIN index then finds "CFO in banking or retail"
-- without reading the rows of every CFO. The link tables' triggers update the profile's id arrays, which
-- fires the profile's trigger, so a changed role list is searchable in the same transaction; a user's
-- status or vetting change touches the profile too (migrations 0003, 0006).
CREATE FUNCTION discovery_terms(p profiles) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT array_to_tsvector(coalesce((SELECT array_agg(DISTINCT x.l) FROM (
      SELECT unnest(r.name_lexemes) AS l FROM job_roles r WHERE r.id = ANY(p.role_ids)
      UNION ALL SELECT unnest(e.name_lexemes) FROM expertises e WHERE e.id = ANY(p.expertise_ids)
      UNION ALL SELECT unnest(s.name_lexemes) FROM skills s WHERE s.id = ANY(p.skill_ids)
      UNION ALL SELECT 'r:' || unnest(p.role_ids)
      UNION ALL SELECT 'e:' || unnest(p.expertise_ids)
      UNION ALL SELECT 's:' || unnest(p.skill_ids)
      UNION ALL SELECT 'i:' || unnest(p.industries)
      UNION ALL SELECT 'l:' || p.job_level WHERE p.job_level IS NOT NULL
      UNION ALL SELECT 'x:vetted' WHERE p.vetting = 'approved'
      UNION ALL SELECT 'x:found' WHERE p.user_matchable AND p.listed) x WHERE x.l <> ''), '{}'))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  own tsvector := setweight(to_tsvector('english', coalesce(NEW.title_header, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'B');
BEGIN
  INSERT INTO profile_search_documents (profile_id, search_vector, discovery_vector)
  VALUES (NEW.id, own, own || discovery_terms(NEW))
  ON CONFLICT (profile_id) DO UPDATE SET search_vector = excluded.search_vector,
    discovery_vector = excluded.discovery_vector;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Fill the column directly, not through a profile update (which would also fire the match alerts' trigger).
UPDATE profile_search_documents d SET discovery_vector = d.search_vector || discovery_terms(p)
FROM profiles p WHERE p.id = d.profile_id;
