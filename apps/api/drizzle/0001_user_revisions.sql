CREATE TABLE "user_revisions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_revisions" ADD CONSTRAINT "user_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- user_revisions.revision moves whenever anything GET /auth/me shows changes, whoever makes the
-- change (the API, a migration, an operator with psql). The triggers are deferred to commit, so a
-- transaction never waits for the revision row while holding locks that another transaction, holding
-- the revision row, waits for: whoever holds it is committing.
-- An UPDATE first: the row usually exists, and a plain update is far cheaper than an upsert's
-- speculative insert (pgbench, project inserts with the trigger: 3,600/s with an upsert, 4,500/s so).
CREATE FUNCTION bump_user_revision(target integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_revisions SET revision = revision + 1 WHERE user_id = target;
  IF NOT FOUND THEN
    INSERT INTO user_revisions (user_id, revision)
    SELECT id, 1 FROM users WHERE id = target
    ON CONFLICT (user_id) DO UPDATE SET revision = user_revisions.revision + 1;
  END IF;
END
$$;
--> statement-breakpoint
-- Rows that are, or belong directly to, a user (users, profiles, business_details).
CREATE FUNCTION touch_user_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM bump_user_revision(NEW.id);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_user_revision(OLD.user_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM bump_user_revision(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows that belong to a user through their profile (its links, projects, files).
CREATE FUNCTION touch_user_of_profile_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_user_revision((SELECT user_id FROM profiles WHERE id = OLD.profile_id));
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.profile_id IS DISTINCT FROM OLD.profile_id) THEN
    PERFORM bump_user_revision((SELECT user_id FROM profiles WHERE id = NEW.profile_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_touch_user AFTER UPDATE ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION touch_user_of_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profiles_touch_user AFTER INSERT OR UPDATE OR DELETE ON profiles DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION touch_user_of_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER business_details_touch_user AFTER INSERT OR UPDATE OR DELETE ON business_details DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION touch_user_of_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profile_job_roles_touch_user AFTER INSERT OR UPDATE OR DELETE ON profile_job_roles DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION touch_user_of_profile_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profile_expertises_touch_user AFTER INSERT OR UPDATE OR DELETE ON profile_expertises DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION touch_user_of_profile_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profile_skills_touch_user AFTER INSERT OR UPDATE OR DELETE ON profile_skills DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION touch_user_of_profile_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER projects_touch_user AFTER INSERT OR UPDATE OR DELETE ON projects DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION touch_user_of_profile_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER files_touch_user AFTER INSERT OR UPDATE OR DELETE ON files DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION touch_user_of_profile_row();
