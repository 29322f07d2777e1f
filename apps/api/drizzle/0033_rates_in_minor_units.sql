CREATE TABLE "rate_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"hourly_rate_minor" integer NOT NULL,
	"effective_from" date NOT NULL,
	"proposed_by_user_id" integer,
	"proposed_by_side" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"decided_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "rate_changes_rate" CHECK ("rate_changes"."hourly_rate_minor" > 0),
	CONSTRAINT "rate_changes_status" CHECK ("rate_changes"."status" in ('proposed', 'accepted', 'declined')),
	CONSTRAINT "rate_changes_side" CHECK ("rate_changes"."proposed_by_side" in ('client', 'expert')),
	CONSTRAINT "rate_changes_decided" CHECK (("rate_changes"."status" = 'proposed') = ("rate_changes"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "hourly_rate_minor" integer;
--> statement-breakpoint
ALTER TABLE "squad_members" ADD COLUMN "hourly_rate_minor" integer;
--> statement-breakpoint
-- Rates were whole USD and every project was USD: × 100 gives cents. A rate of 0 was never an
-- agreement (docs/money.md#agreed-rates): it becomes "not agreed".
UPDATE "invitations" SET "hourly_rate_minor" = nullif("hourly_rate", 0) * 100 WHERE "hourly_rate" IS NOT NULL;
--> statement-breakpoint
UPDATE "squad_members" SET "hourly_rate_minor" = nullif("hourly_rate", 0) * 100 WHERE "hourly_rate" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "rate_changes" ADD CONSTRAINT "rate_changes_member_id_squad_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."squad_members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rate_changes" ADD CONSTRAINT "rate_changes_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rate_changes" ADD CONSTRAINT "rate_changes_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "rate_changes_one_open" ON "rate_changes" USING btree ("member_id") WHERE "rate_changes"."status" = 'proposed';
--> statement-breakpoint
CREATE INDEX "rate_changes_in_force_idx" ON "rate_changes" USING btree ("member_id","effective_from","id") WHERE "rate_changes"."status" = 'accepted';
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_rate_minor" CHECK ("invitations"."hourly_rate_minor" > 0);
--> statement-breakpoint
ALTER TABLE "squad_members" ADD CONSTRAINT "squad_members_rate_minor" CHECK ("squad_members"."hourly_rate_minor" > 0);--> statement-breakpoint
-- A member's rate changes reach the activity feed (docs/money.md#agreed-rates).
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_type_check";--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_type_check" CHECK ("type" IN ('project.created', 'project.updated', 'invitation.sent', 'invitation.accepted', 'invitation.declined', 'invitation.withdrawn', 'member.joined', 'member.ended', 'project.completed', 'match.appeared', 'timesheet.submitted', 'timesheet.approved', 'timesheet.rejected', 'checkin.submitted', 'checkin.rated', 'invoice.issued', 'invoice.paid', 'review.published', 'rate.proposed', 'rate.accepted', 'rate.declined'));
