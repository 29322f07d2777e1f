-- Ampersand abbreviations keep their meaning (docs/matching.md, "The brief's words"): the parser splits
-- "M&A" into the single letters m and a, which match_lexemes drops, so "M&A Advisor" had no meaningful
-- word at all and could never be asked for, even by a brief whose gap is "Mergers & acquisitions". The
-- catalogue's own abbreviations are spelled out before parsing, on both sides (briefs and names).
CREATE OR REPLACE FUNCTION match_lexemes(doc text) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  spelled text := coalesce(doc, '');
BEGIN
  spelled := regexp_replace(spelled, '\mM&A\M', 'mergers and acquisitions', 'gi');
  spelled := regexp_replace(spelled, '\mFP&A\M', 'financial planning and analysis', 'gi');
  spelled := regexp_replace(spelled, '\mR&D\M', 'research and development', 'gi');
  spelled := regexp_replace(spelled, '\mL&D\M', 'learning and development', 'gi');
  spelled := regexp_replace(spelled, '\mP&L\M', 'profit and loss', 'gi');
  RETURN (SELECT coalesce(array_agg(t.lexeme ORDER BY t.lexeme), '{}')
    FROM unnest(to_tsvector('english', spelled)) t
    WHERE length(t.lexeme) > 1 AND t.lexeme !~ '^[0-9]'
      AND NOT EXISTS (SELECT 1 FROM match_stop_lexemes s WHERE s.lexeme = t.lexeme));
END $$;
--> statement-breakpoint
UPDATE job_roles SET role = role;
--> statement-breakpoint
UPDATE expertises SET expertise = expertise;
--> statement-breakpoint
UPDATE skills SET skill = skill;
--> statement-breakpoint
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
