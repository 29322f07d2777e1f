-- Matching's first tier (docs/matching.md, ADR 0011): the experts who cover one of the brief's expertise
-- gaps, among matchable profiles only (the three conditions of MATCHABLE in matching.repository.ts; more
-- conditions may be added there with `and`, the index stays usable).
CREATE INDEX "profiles_matchable_expertise_ids_gin" ON "profiles" USING gin ("expertise_ids") WHERE "profiles"."user_matchable" and "profiles"."open_to_work" and "profiles"."capacity_hours_per_week" > "profiles"."booked_hours_per_week";