CREATE TABLE "check_in_outcomes" (
	"check_in_id" integer NOT NULL,
	"outcome_id" integer NOT NULL,
	"progress" smallint NOT NULL,
	CONSTRAINT "check_in_outcomes_check_in_id_outcome_id_pk" PRIMARY KEY("check_in_id","outcome_id"),
	CONSTRAINT "check_in_outcomes_progress_range" CHECK ("check_in_outcomes"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "check_in_reminders" (
	"member_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_reminders_member_id_week_start_pk" PRIMARY KEY("member_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"author_user_id" integer,
	"summary" text NOT NULL,
	"risks" text,
	"rating" smallint,
	"rating_comment" text,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_rating_range" CHECK ("check_ins"."rating" between 1 and 5),
	CONSTRAINT "check_ins_rated" CHECK (("check_ins"."rating" is null) = ("check_ins"."rated_at" is null))
);
--> statement-breakpoint
CREATE TABLE "outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"target" text,
	"due_date" date,
	"progress" smallint DEFAULT 0 NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outcomes_progress_range" CHECK ("outcomes"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "productivity_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"productivity" real,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "productivity" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "productivity" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "outcomes_progress" smallint;--> statement-breakpoint
ALTER TABLE "check_in_outcomes" ADD CONSTRAINT "check_in_outcomes_check_in_id_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."check_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_outcomes" ADD CONSTRAINT "check_in_outcomes_outcome_id_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_reminders" ADD CONSTRAINT "check_in_reminders_member_id_squad_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."squad_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcomes" ADD CONSTRAINT "outcomes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productivity_history" ADD CONSTRAINT "productivity_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_outcomes_outcome_idx" ON "check_in_outcomes" USING btree ("outcome_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_project_week" ON "check_ins" USING btree ("project_id","week_start");--> statement-breakpoint
CREATE INDEX "outcomes_project_idx" ON "outcomes" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "productivity_history_project_idx" ON "productivity_history" USING btree ("project_id","recorded_at");--> statement-breakpoint
-- The stored 0 meant nothing: no project has a productivity until a check-in is rated (docs/engagements.md).
UPDATE "projects" SET "productivity" = NULL;
--> statement-breakpoint
-- The contract's tuples gained the check-in activity types and the `checkin` live event.
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_type_check";--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_type_check" CHECK ("type" IN ('project.created', 'project.updated', 'invitation.sent', 'invitation.accepted', 'invitation.declined', 'invitation.withdrawn', 'member.joined', 'member.ended', 'project.completed', 'match.appeared', 'timesheet.submitted', 'timesheet.approved', 'timesheet.rejected', 'checkin.submitted', 'checkin.rated'));--> statement-breakpoint
ALTER TABLE "live_events" DROP CONSTRAINT "live_events_name_check";--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_name_check" CHECK ("name" IN ('message', 'invitation', 'activity', 'unread', 'timesheet', 'checkin'));
