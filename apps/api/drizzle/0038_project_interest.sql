CREATE TABLE "project_interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text NOT NULL,
	"hours_per_week" smallint NOT NULL,
	"hourly_rate_minor" integer NOT NULL,
	"decline_reason" text,
	"invitation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "project_interests_status" CHECK ("project_interests"."status" in ('pending', 'invited', 'declined')),
	CONSTRAINT "project_interests_hours_range" CHECK ("project_interests"."hours_per_week" between 1 and 60),
	CONSTRAINT "project_interests_rate_minor" CHECK ("project_interests"."hourly_rate_minor" > 0),
	CONSTRAINT "project_interests_responded" CHECK (("project_interests"."status" = 'pending') = ("project_interests"."responded_at" is null))
);
--> statement-breakpoint
ALTER TABLE "project_interests" ADD CONSTRAINT "project_interests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_interests" ADD CONSTRAINT "project_interests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_interests" ADD CONSTRAINT "project_interests_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_interests_once" ON "project_interests" USING btree ("project_id","profile_id");--> statement-breakpoint
CREATE INDEX "project_interests_project_created_idx" ON "project_interests" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "project_interests_profile_idx" ON "project_interests" USING btree ("profile_id");--> statement-breakpoint
-- An interest in an open brief and its decline are activity (docs/discovery.md#open-briefs-and-interest).
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_type_check";--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_type_check" CHECK ("type" IN ('project.created', 'project.updated', 'invitation.sent', 'invitation.accepted', 'invitation.declined', 'invitation.withdrawn', 'member.joined', 'member.ended', 'project.completed', 'match.appeared', 'timesheet.submitted', 'timesheet.approved', 'timesheet.rejected', 'checkin.submitted', 'checkin.rated', 'invoice.issued', 'invoice.paid', 'review.published', 'rate.proposed', 'rate.accepted', 'rate.declined', 'interest.expressed', 'interest.declined'));
