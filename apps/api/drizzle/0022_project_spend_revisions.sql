CREATE TABLE "project_spend_revisions" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_spend_revisions" ADD CONSTRAINT "project_spend_revisions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- project_spend_revisions.revision moves whenever what GET /projects/{id}/spend aggregates changes:
-- a timesheet of the project (any write: its hours, its status) or one of its members (the hourly
-- rate prices the hours), whoever makes the change. Deferred to commit like the user revisions (0001):
-- the revision row is held only while committing. An UPDATE first, the insert only for a project's
-- first change; a project deleted in the same transaction gets no row.
CREATE FUNCTION bump_project_spend_revision(target integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_spend_revisions SET revision = revision + 1 WHERE project_id = target;
  IF NOT FOUND THEN
    INSERT INTO project_spend_revisions (project_id, revision)
    SELECT id, 1 FROM projects WHERE id = target
    ON CONFLICT (project_id) DO UPDATE SET revision = project_spend_revisions.revision + 1;
  END IF;
END
$$;
--> statement-breakpoint
-- Rows of a project (timesheets, squad_members): the project of the old row and, if it moved, of the new.
CREATE FUNCTION touch_project_spend_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_project_spend_revision(OLD.project_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.project_id IS DISTINCT FROM OLD.project_id) THEN
    PERFORM bump_project_spend_revision(NEW.project_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER timesheets_touch_project_spend AFTER INSERT OR UPDATE OR DELETE ON timesheets DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION touch_project_spend_of_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER squad_members_touch_project_spend AFTER INSERT OR UPDATE OR DELETE ON squad_members DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION touch_project_spend_of_row();
