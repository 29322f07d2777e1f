-- Rates kept in minor units since migration 0033 (docs/money.md#agreed-rates): the whole-USD columns go.
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_rate";--> statement-breakpoint
ALTER TABLE "invitations" DROP COLUMN "hourly_rate";--> statement-breakpoint
ALTER TABLE "squad_members" DROP COLUMN "hourly_rate";