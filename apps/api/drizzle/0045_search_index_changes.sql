-- Find experts' in-memory index (docs/discovery.md, "The search index"; ADR 0020): each API instance keeps its
-- own copy of the discoverable experts and, before each search, reads what changed since it last looked. A row
-- of `expert_search` carries the id of the transaction that last wrote it (`change_xid`, set by a BEFORE trigger
-- on every insert and update, whatever fired it: the profile's trigger or the reviews' and timesheets'), and a
-- deleted row leaves its id in `expert_search_removed`. A reader remembers where its last snapshot stood (xmax,
-- and the ids still running below it) and next asks for the rows stamped at or past that xmax or by one of those
-- running transactions: every other id below xmax had finished, its writes already seen, whatever order the
-- commits came in. Transaction ids rather than a sequence: a sequence value taken by a transaction that commits
-- after a later one would be skipped by a reader that had moved past it.
ALTER TABLE "expert_search" ADD COLUMN "change_xid" xid8;--> statement-breakpoint
CREATE INDEX "expert_search_change_xid" ON "expert_search" ("change_xid");--> statement-breakpoint
CREATE TABLE "expert_search_removed" (
	"id" integer NOT NULL,
	"change_xid" xid8 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "expert_search_removed_change_xid" ON "expert_search_removed" ("change_xid");--> statement-breakpoint
CREATE FUNCTION expert_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO expert_search_removed (id, change_xid) VALUES (OLD.id, pg_current_xact_id());
    RETURN OLD;
  END IF;
  NEW.change_xid := pg_current_xact_id();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER expert_search_changed BEFORE INSERT OR UPDATE OR DELETE ON expert_search
  FOR EACH ROW EXECUTE FUNCTION expert_search_changed();
