CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"target_label" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "vetting" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "vetting_note" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "vetting_decided_by" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "vetting_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_vetting_decided_by_users_id_fk" FOREIGN KEY ("vetting_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_vetting_idx" ON "profiles" USING btree ("vetting","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_vetting_known" CHECK ("profiles"."vetting" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
-- Vetting (docs/api.md#matcher-console, docs/matching.md "Vetting"): a rejected expert is never matched. Folded into
-- `user_matchable` by the profile's BEFORE trigger of 0003, so the ranking's one matchable test (and
-- its plan) stays as it was; a vetting decision is an UPDATE of the profile row, which runs it.
CREATE OR REPLACE FUNCTION profile_match_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.role_ids := coalesce((SELECT array_agg(l.job_role_id ORDER BY l.position) FROM profile_job_roles l WHERE l.profile_id = NEW.id), '{}');
  NEW.expertise_ids := coalesce((SELECT array_agg(l.expertise_id ORDER BY l.position) FROM profile_expertises l WHERE l.profile_id = NEW.id), '{}');
  NEW.skill_ids := coalesce((SELECT array_agg(l.skill_id ORDER BY l.position) FROM profile_skills l WHERE l.profile_id = NEW.id), '{}');
  SELECT coalesce(u.role_id = 3 AND u.status_id = 1 AND u.email_verified_at IS NOT NULL AND u.deleted_at IS NULL, false),
    u.timezone_offset
  INTO NEW.user_matchable, NEW.timezone_offset FROM users u WHERE u.id = NEW.user_id;
  NEW.user_matchable := coalesce(NEW.user_matchable, false) AND NEW.vetting <> 'rejected';
  RETURN NEW;
END $$;
