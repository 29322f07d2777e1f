CREATE TABLE "saved_search_seen" (
	"saved_search_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_seen_saved_search_id_profile_id_pk" PRIMARY KEY("saved_search_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"last_run_period" timestamp with time zone,
	"last_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_name_length" CHECK (char_length("saved_searches"."name") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "shortlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_entries_note_length" CHECK (char_length("shortlist_entries"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "saved_search_seen" ADD CONSTRAINT "saved_search_seen_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_seen" ADD CONSTRAINT "saved_search_seen_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_seen_profile_idx" ON "saved_search_seen" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_entries_once" ON "shortlist_entries" USING btree ("project_id","profile_id");--> statement-breakpoint
CREATE INDEX "shortlist_entries_page_idx" ON "shortlist_entries" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "shortlist_entries_profile_idx" ON "shortlist_entries" USING btree ("profile_id");