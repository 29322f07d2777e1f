-- The roles and skills a brief asks for keep every item as specific as the last one admitted
-- (docs/matching.md, "Roles and skills the brief asks for"). Ranked by the IDF of their matched lexemes,
-- the cut at `most` used to fall between equals: "Fractional Chief Product Officer", "VP of Product" and
-- "Head of Product" all match only "product", and the lowest id alone was asked for, so a VP of Product
-- held no role the brief asked for. Ties now stay together (at most twice `most`, so a generic word
-- shared by many names cannot flood the brief's items and the floor's pairs).
CREATE OR REPLACE FUNCTION brief_catalogue_hits(kind text, brief text[], most int) RETURNS int[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  total float8 := (SELECT count(*) FROM job_roles) + (SELECT count(*) FROM skills) + (SELECT count(*) FROM expertises);
BEGIN
  RETURN (SELECT coalesce(array_agg(h.id ORDER BY h.id), '{}') FROM (
    SELECT t.id FROM (
      SELECT c.id, (SELECT sum(ln(total) - ln(cl.names)) FROM catalogue_lexemes cl WHERE cl.lexeme = ANY(c.matched)) AS idf
      FROM (
        SELECT c.id, c.name_lexemes, array(SELECT l FROM unnest(c.name_lexemes) l WHERE l = ANY(brief)) AS matched FROM (
          SELECT r.id, r.name_lexemes FROM job_roles r WHERE kind = 'roles' AND r.name_lexemes && brief
          UNION ALL SELECT s.id, s.name_lexemes FROM skills s WHERE kind = 'skills' AND s.name_lexemes && brief) c) c
      WHERE cardinality(c.matched) = cardinality(c.name_lexemes) OR cardinality(c.matched) >= 2
      ORDER BY idf DESC
      FETCH FIRST most ROWS WITH TIES) t
    ORDER BY t.idf DESC, t.id
    LIMIT 2 * most) h);
END $$;
--> statement-breakpoint
UPDATE projects SET expertise_gap = expertise_gap;
