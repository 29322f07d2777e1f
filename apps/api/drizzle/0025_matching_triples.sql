-- Matching's deep-market floor (docs/matching.md, "A deep market: three pieces of evidence"): every
-- triple of a profile's evidence items that holds an expertise area (its smallest item; expertise ids
-- come first, EVIDENCE_OFFSETS) as one number, (a * 2048 + b) * 2048 + c for a < b < c, so "holds three
-- of the brief's items, one of them a gap" is one GIN overlap. An expression index: the triples live in
-- the index only, and the profile rows the ranking reads stay as narrow as they were. COST 1000: the
-- planner's estimate of how many profiles overlap a brief's triples is far too high, and a costly
-- function keeps it from evaluating this one on every row of a sequential scan instead of the index.
CREATE FUNCTION evidence_triples_of(ids int[]) RETURNS int8[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 1000 AS $$
  SELECT coalesce(array_agg((a.id::int8 * 2048 + b.id) * 2048 + c.id ORDER BY a.id, b.id, c.id), '{}'::int8[])
  FROM unnest(ids) a(id) JOIN unnest(ids) b(id) ON a.id < b.id JOIN unnest(ids) c(id) ON b.id < c.id
  WHERE a.id <= 256
$$;--> statement-breakpoint
CREATE INDEX "profiles_matchable_evidence_triples_gin" ON "profiles" USING gin (evidence_triples_of("evidence_ids")) WHERE "profiles"."user_matchable" and "profiles"."open_to_work" and "profiles"."capacity_hours_per_week" > "profiles"."booked_hours_per_week";
