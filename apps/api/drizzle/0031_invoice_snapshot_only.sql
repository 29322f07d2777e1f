ALTER TABLE "invoice_lines" DROP COLUMN "hourly_rate";--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP COLUMN "amount";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "client_org_name";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "expert_profile_id";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "expert_first_name";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "expert_last_name";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "total_hours";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "total_amount";