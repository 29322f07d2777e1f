CREATE TABLE "credit_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_format" CHECK ("credit_notes"."number" ~ '^CN-[0-9]{4}-[0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "invoice_skip_notices" (
	"member_id" integer NOT NULL,
	"month" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_skip_notices_member_id_month_reason_pk" PRIMARY KEY("member_id","month","reason")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_skip_notices" ADD CONSTRAINT "invoice_skip_notices_member_id_squad_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."squad_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_invoice" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
-- Existing invoices keep their numbers and show what they show today (docs/money.md#invoices): seller
-- the expert's name, buyer the client's organisation, no address lines, issued on issued_at's date,
-- due 30 days later, the whole month as service period, USD amounts × 100 in cents.
UPDATE "invoices" i SET "snapshot" = jsonb_build_object(
  'seller', jsonb_build_object('legalName', coalesce(nullif(concat_ws(' ', i.expert_first_name, i.expert_last_name), ''), 'An expert'), 'addressLines', '[]'::jsonb, 'country', '', 'taxId', null),
  'buyer', jsonb_build_object('legalName', i.client_org_name, 'addressLines', '[]'::jsonb, 'country', '', 'taxId', null),
  'project', jsonb_build_object('id', p.id, 'name', p.name),
  'client', jsonb_build_object('orgName', i.client_org_name),
  'expert', jsonb_build_object('profileId', i.expert_profile_id, 'firstName', i.expert_first_name, 'lastName', i.expert_last_name),
  'month', i.month,
  'issueDate', to_char(i.issued_at at time zone 'UTC', 'YYYY-MM-DD'),
  'dueDate', to_char((i.issued_at at time zone 'UTC')::date + 30, 'YYYY-MM-DD'),
  'servicePeriod', jsonb_build_object(
    'from', i.month || '-01',
    'to', to_char((to_date(i.month || '-01', 'YYYY-MM-DD') + interval '1 month' - interval '1 day')::date, 'YYYY-MM-DD')),
  'lines', coalesce((
    select jsonb_agg(jsonb_build_object(
      'timesheetId', l.timesheet_id,
      'description', p.name || ', week of ' || to_char(l.week_start, 'FMDD Mon YYYY'),
      'weekStart', to_char(l.week_start, 'YYYY-MM-DD'),
      'from', to_char(greatest(l.week_start, to_date(i.month || '-01', 'YYYY-MM-DD')), 'YYYY-MM-DD'),
      'to', to_char(least(l.week_start + 6, (to_date(i.month || '-01', 'YYYY-MM-DD') + interval '1 month' - interval '1 day')::date), 'YYYY-MM-DD'),
      'hours', l.hours,
      'hourlyRateMinor', l.hourly_rate * 100,
      'amountMinor', round(l.amount * 100)::bigint) order by l.week_start, l.id)
      from invoice_lines l where l.invoice_id = i.id), '[]'::jsonb),
  'totalHours', i.total_hours,
  'subtotalMinor', round(i.total_amount * 100)::bigint,
  'taxRateBasisPoints', 0,
  'taxMinor', 0,
  'totalMinor', round(i.total_amount * 100)::bigint,
  'currency', 'USD',
  'taxNote', null,
  'paymentInstructions', null)
FROM "projects" p WHERE p.id = i.project_id;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "snapshot" SET NOT NULL;
