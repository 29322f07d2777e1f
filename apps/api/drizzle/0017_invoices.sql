CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"timesheet_id" integer NOT NULL,
	"month" text NOT NULL,
	"week_start" date NOT NULL,
	"hours" double precision NOT NULL,
	"hourly_rate" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"project_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"month" text NOT NULL,
	"client_org_name" text NOT NULL,
	"expert_profile_id" integer NOT NULL,
	"expert_first_name" text,
	"expert_last_name" text,
	"total_hours" double precision NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('issued', 'paid', 'void')),
	CONSTRAINT "invoices_month" CHECK ("invoices"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "invoices_number_format" CHECK ("invoices"."number" ~ '^FR-[0-9]{4}-[0-9]{6}$'),
	CONSTRAINT "invoices_paid" CHECK (("invoices"."status" = 'paid') <= ("invoices"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_member_id_squad_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."squad_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_once" ON "invoice_lines" USING btree ("timesheet_id","month") WHERE "invoice_lines"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_project_idx" ON "invoices" USING btree ("project_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_member_idx" ON "invoices" USING btree ("member_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "timesheets_approved_week_idx" ON "timesheets" USING btree ("week_start") WHERE "timesheets"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_type_check";--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_type_check" CHECK ("type" IN ('project.created', 'project.updated', 'invitation.sent', 'invitation.accepted', 'invitation.declined', 'invitation.withdrawn', 'member.joined', 'member.ended', 'project.completed', 'match.appeared', 'timesheet.submitted', 'timesheet.approved', 'timesheet.rejected', 'checkin.submitted', 'checkin.rated', 'invoice.issued', 'invoice.paid'));
