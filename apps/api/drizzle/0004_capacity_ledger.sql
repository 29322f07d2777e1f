CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"invited_by_user_id" integer,
	"status" text DEFAULT 'invited' NOT NULL,
	"message" text,
	"hours_per_week" smallint NOT NULL,
	"hourly_rate" integer,
	"decline_reason" text,
	"match_score" smallint,
	"match_factors" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "invitations_status" CHECK ("invitations"."status" in ('invited', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "invitations_hours_range" CHECK ("invitations"."hours_per_week" between 1 and 60),
	CONSTRAINT "invitations_rate" CHECK ("invitations"."hourly_rate" >= 0),
	CONSTRAINT "invitations_responded" CHECK (("invitations"."status" = 'invited') = ("invitations"."responded_at" is null))
);
--> statement-breakpoint
CREATE TABLE "squad_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"invitation_id" integer NOT NULL,
	"hours_per_week" smallint NOT NULL,
	"hourly_rate" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "squad_members_invitation_id_unique" UNIQUE("invitation_id"),
	CONSTRAINT "squad_members_status" CHECK ("squad_members"."status" in ('active', 'ended')),
	CONSTRAINT "squad_members_hours_range" CHECK ("squad_members"."hours_per_week" between 1 and 60),
	CONSTRAINT "squad_members_ended" CHECK (("squad_members"."status" = 'ended') = ("squad_members"."ended_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_progress_range";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "booked_hours_per_week" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "squad_formed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_members" ADD CONSTRAINT "squad_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_members" ADD CONSTRAINT "squad_members_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_members" ADD CONSTRAINT "squad_members_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_engaged_once" ON "invitations" USING btree ("project_id","profile_id") WHERE "invitations"."status" in ('invited', 'accepted');--> statement-breakpoint
CREATE INDEX "invitations_project_created_idx" ON "invitations" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invitations_profile_status_created_idx" ON "invitations" USING btree ("profile_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "squad_members_project_idx" ON "squad_members" USING btree ("project_id","status","joined_at","id");--> statement-breakpoint
CREATE INDEX "squad_members_profile_idx" ON "squad_members" USING btree ("profile_id","status");--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "progress";--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_booked_hours" CHECK ("profiles"."booked_hours_per_week" >= 0);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_status" CHECK ("projects"."status" in ('not_started', 'active', 'completed'));
--> statement-breakpoint
-- The capacity ledger (docs/api.md#invitations-and-squads, docs/decisions/0012-capacity-ledger.md): profiles.booked_hours_per_week
-- is the sum of the hours of the expert's active memberships, changed by this trigger in the transaction
-- that writes the membership. Accepting locks the profile row (SELECT … FOR UPDATE) before it checks
-- capacity − booked and inserts, so two accepts racing for the last hours run one after the other.
CREATE FUNCTION squad_member_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.status, NEW.hours_per_week, NEW.profile_id)
     IS NOT DISTINCT FROM (OLD.status, OLD.hours_per_week, OLD.profile_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status = 'active' THEN
    UPDATE profiles SET booked_hours_per_week = booked_hours_per_week - OLD.hours_per_week WHERE id = OLD.profile_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'active' THEN
    UPDATE profiles SET booked_hours_per_week = booked_hours_per_week + NEW.hours_per_week WHERE id = NEW.profile_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER squad_members_ledger AFTER INSERT OR UPDATE OR DELETE ON squad_members
  FOR EACH ROW EXECUTE FUNCTION squad_member_ledger();
