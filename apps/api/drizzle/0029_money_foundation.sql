CREATE TABLE "billing_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"address_lines" text[] NOT NULL,
	"country" text NOT NULL,
	"tax_id" text,
	"email" text,
	"payment_terms_days" smallint DEFAULT 30 NOT NULL,
	"tax_rate_basis_points" integer DEFAULT 0 NOT NULL,
	"tax_note" text,
	"payment_instructions" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_details_address" CHECK (cardinality("billing_details"."address_lines") between 1 and 4),
	CONSTRAINT "billing_details_country" CHECK ("billing_details"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "billing_details_terms" CHECK ("billing_details"."payment_terms_days" between 0 and 90),
	CONSTRAINT "billing_details_tax_rate" CHECK ("billing_details"."tax_rate_basis_points" between 0 and 3000)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rate_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_rate_currency" CHECK ("profiles"."rate_currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'SEK', 'BRL', 'JPY'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_currency" CHECK ("projects"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'SEK', 'BRL', 'JPY'));