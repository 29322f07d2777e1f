CREATE TABLE "review_reminders" (
	"member_id" integer NOT NULL,
	"about" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reminders_member_id_about_pk" PRIMARY KEY("member_id","about")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"about" text NOT NULL,
	"author_user_id" integer,
	"subject_profile_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"text" text,
	"would_work_again" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by_user_id" integer,
	CONSTRAINT "reviews_about" CHECK ("reviews"."about" in ('expert', 'client')),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_text_length" CHECK (char_length("reviews"."text") <= 2000),
	CONSTRAINT "reviews_blind_window" CHECK ("reviews"."published_at" <= "reviews"."created_at" + interval '14 days'),
	CONSTRAINT "reviews_hidden" CHECK (("reviews"."hidden_at" is null) = ("reviews"."hidden_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "review_reminders" ADD CONSTRAINT "review_reminders_member_id_squad_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."squad_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_member_id_squad_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."squad_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_profile_id_profiles_id_fk" FOREIGN KEY ("subject_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_user_id_users_id_fk" FOREIGN KEY ("hidden_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_member_side" ON "reviews" USING btree ("member_id","about");--> statement-breakpoint
CREATE INDEX "reviews_project_idx" ON "reviews" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_profile_id","about","published_at","id") WHERE "reviews"."hidden_at" is null;