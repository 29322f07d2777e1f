ALTER TABLE "profiles" ADD COLUMN "availability_set" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Profiles from before the flag: what they show cannot be told apart from a choice, so it stays as it read.
UPDATE "profiles" SET "availability_set" = true;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "hours_asked" smallint;--> statement-breakpoint
-- Invitations from before: an accepted one kept only the agreed hours, which is the best left of what was asked.
UPDATE "invitations" SET "hours_asked" = "hours_per_week";
