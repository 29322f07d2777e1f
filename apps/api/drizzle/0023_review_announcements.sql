ALTER TABLE "reviews" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reviews_unannounced_idx" ON "reviews" USING btree ("published_at") WHERE "reviews"."announced_at" is null;--> statement-breakpoint
-- Reviews published before announcements existed were never announced: they count as told.
UPDATE "reviews" SET "announced_at" = "published_at" WHERE "published_at" <= now();--> statement-breakpoint
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_type_check";--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_type_check" CHECK ("type" IN ('project.created', 'project.updated', 'invitation.sent', 'invitation.accepted', 'invitation.declined', 'invitation.withdrawn', 'member.joined', 'member.ended', 'project.completed', 'match.appeared', 'timesheet.submitted', 'timesheet.approved', 'timesheet.rejected', 'checkin.submitted', 'checkin.rated', 'invoice.issued', 'invoice.paid', 'review.published'));
