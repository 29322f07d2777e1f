-- Matching's retrieval by pairs (docs/matching.md, "The floor and the pair index"): every pair of a
-- profile's evidence items as one number (smaller * 2048 + larger, EVIDENCE_PAIR_BASE), so "holds two
-- of the brief's items" is one GIN overlap whose posting lists hold only the experts holding both items,
-- instead of one containment scan per pair that reads both items' long posting lists.
CREATE FUNCTION evidence_pairs_of(ids int[]) RETURNS int[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(a.id * 2048 + b.id ORDER BY a.id, b.id), '{}'::int[])
  FROM unnest(ids) a(id) JOIN unnest(ids) b(id) ON a.id < b.id
$$;--> statement-breakpoint
DROP INDEX "profiles_matchable_evidence_ids_gin";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "evidence_pairs" integer[] GENERATED ALWAYS AS (evidence_pairs_of(evidence_ids)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_matchable_evidence_pairs_gin" ON "profiles" USING gin ("evidence_pairs") WHERE "profiles"."user_matchable" and "profiles"."open_to_work" and "profiles"."capacity_hours_per_week" > "profiles"."booked_hours_per_week";
