-- Live events numbered per user in commit order (ADR 0013, docs/concurrency.md): a global sequence
-- hands out ids in the order transactions start, not the order they commit, so a stream reading
-- `id > last sent` could pass over an event whose transaction committed late. Each recipient's
-- `live_cursors` row is locked while a transaction numbers its events, so numbers commit in order.
CREATE TABLE "live_cursors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_cursors" ADD CONSTRAINT "live_cursors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
-- The events kept so far keep their order: numbered by their old ids.
UPDATE "live_events" SET "seq" = numbered.seq
FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "id") AS seq FROM "live_events") AS numbered
WHERE numbered."id" = "live_events"."id";--> statement-breakpoint
INSERT INTO "live_cursors" ("user_id", "last_seq") SELECT "user_id", max("seq") FROM "live_events" GROUP BY "user_id";--> statement-breakpoint
ALTER TABLE "live_events" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
DROP INDEX "live_events_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_user_seq_idx" ON "live_events" USING btree ("user_id","seq");
