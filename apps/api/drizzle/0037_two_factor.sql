CREATE TABLE "mfa_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_two_factor" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD CONSTRAINT "mfa_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_recovery_codes" ADD CONSTRAINT "user_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_two_factor" ADD CONSTRAINT "user_two_factor_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mfa_challenges_user_id_idx" ON "mfa_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_recovery_codes_user_hash_key" ON "user_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
-- GET /auth/me shows twoFactor {enabled, recoveryCodesLeft}: both tables move the user's revision (migration 0001).
CREATE CONSTRAINT TRIGGER user_two_factor_touch_user AFTER INSERT OR UPDATE OR DELETE ON user_two_factor DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION touch_user_of_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_recovery_codes_touch_user AFTER INSERT OR UPDATE OR DELETE ON user_recovery_codes DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION touch_user_of_row();
