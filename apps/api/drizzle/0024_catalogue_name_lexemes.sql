CREATE TABLE "catalogue_name_lexemes" (
	"lexeme" text NOT NULL,
	"catalogue" text NOT NULL,
	"item_id" integer NOT NULL,
	"name_size" integer NOT NULL,
	"idf" double precision NOT NULL,
	CONSTRAINT "catalogue_name_lexemes_lexeme_catalogue_item_id_pk" PRIMARY KEY("lexeme","catalogue","item_id")
);
--> statement-breakpoint
-- The catalogue inverted (docs/matching.md, "Roles and skills the brief asks for"): creating a project
-- used to compare the brief with every role's and skill's name_lexemes (a scan of 430 arrays per
-- project, then an IDF subquery per candidate), which took two thirds of a project insert's time in
-- PostgreSQL. The statement trigger that counts the lexemes now also writes one row per (name,
-- lexeme) with the name's lexeme count and the lexeme's IDF, so brief_catalogue_hits joins the
-- brief's few lexemes to it and sums precomputed numbers. Same items, same order, same ties.
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
  -- An empty catalogue has no names (and ln(0) is an error, folded at planning).
  IF total > 0 THEN
    INSERT INTO catalogue_name_lexemes (lexeme, catalogue, item_id, name_size, idf)
    SELECT x.l, x.catalogue, x.id, x.size, ln(total) - ln(cl.names) FROM (
      SELECT unnest(name_lexemes) AS l, 'roles' AS catalogue, id, cardinality(name_lexemes) AS size FROM job_roles
      UNION ALL SELECT unnest(name_lexemes), 'skills', id, cardinality(name_lexemes) FROM skills) x
    JOIN catalogue_lexemes cl ON cl.lexeme = x.l;
  END IF;
  -- Without statistics the planner's generic plan for brief_catalogue_hits costs a project insert
  -- three times the CPU; autovacuum would take a while to come (and PGlite has none).
  ANALYZE catalogue_name_lexemes;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An item is asked for when the brief holds all its name's lexemes or at least two; the most specific
-- first (the sum of the matched lexemes' IDF, added in a fixed order so equal sets tie exactly), ties
-- with the last admitted kept up to twice `most` (migration 0019). One primary-key lookup per distinct
-- brief lexeme (the LATERAL with OFFSET 0 keeps it a lookup: on a table this small the planner would
-- otherwise scan it whole, three times the CPU).
CREATE OR REPLACE FUNCTION brief_catalogue_hits(kind text, brief text[], most int) RETURNS int[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(array_agg(h.id ORDER BY h.id), '{}') FROM (
    SELECT t.id FROM (
      SELECT n.item_id AS id, sum(n.idf ORDER BY n.idf) AS idf
      FROM (SELECT DISTINCT unnest(brief)) b(lexeme) CROSS JOIN LATERAL (
        SELECT n.item_id, n.name_size, n.idf FROM catalogue_name_lexemes n
        WHERE n.lexeme = b.lexeme AND n.catalogue = kind OFFSET 0) n
      GROUP BY n.item_id, n.name_size
      HAVING count(*) = n.name_size OR count(*) >= 2
      ORDER BY idf DESC
      FETCH FIRST most ROWS WITH TIES) t
    ORDER BY t.idf DESC, t.id
    LIMIT 2 * most) h);
END $$;
--> statement-breakpoint
-- Fill the new table: a statement trigger fires even when no row changes.
UPDATE skills SET skill = skill WHERE false;
