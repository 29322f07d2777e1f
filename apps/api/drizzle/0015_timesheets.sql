CREATE TABLE "timesheet_reminders" (
	"kind" text NOT NULL,
	"recipient_id" integer NOT NULL,
	"period" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_reminders_kind_recipient_id_period_pk" PRIMARY KEY("kind","recipient_id","period")
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"hours" double precision[] NOT NULL,
	"note" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_status" CHECK ("timesheets"."status" in ('draft', 'submitted', 'approved', 'rejected')),
	CONSTRAINT "timesheets_week_days" CHECK (cardinality("timesheets"."hours") = 7),
	CONSTRAINT "timesheets_monday" CHECK (extract(isodow from "timesheets"."week_start") = 1)
);
--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_member_id_squad_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."squad_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_member_week" ON "timesheets" USING btree ("member_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheets_project_week_idx" ON "timesheets" USING btree ("project_id","week_start" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "timesheets_submitted_idx" ON "timesheets" USING btree ("submitted_at") WHERE "timesheets"."status" = 'submitted';--> statement-breakpoint
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_type_check";--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_type_check" CHECK ("type" IN ('project.created', 'project.updated', 'invitation.sent', 'invitation.accepted', 'invitation.declined', 'invitation.withdrawn', 'member.joined', 'member.ended', 'project.completed', 'match.appeared', 'timesheet.submitted', 'timesheet.approved', 'timesheet.rejected'));
--> statement-breakpoint
ALTER TABLE "live_events" DROP CONSTRAINT "live_events_name_check";--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_name_check" CHECK ("name" IN ('message', 'invitation', 'activity', 'unread', 'timesheet'));
