-- Mail preferences (docs/mail.md) and new sign-in alerts (docs/security.md#new-sign-in-alerts).
CREATE TABLE "mail_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"messages" text DEFAULT 'instant' NOT NULL,
	"invitations" text DEFAULT 'on' NOT NULL,
	"timesheets" text DEFAULT 'on' NOT NULL,
	"invoices" text DEFAULT 'on' NOT NULL,
	"match_alerts" text DEFAULT 'on' NOT NULL,
	"saved_searches" text DEFAULT 'on' NOT NULL,
	"reviews" text DEFAULT 'on' NOT NULL,
	"last_message_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_preferences_messages_check" CHECK ("mail_preferences"."messages" in ('instant', 'daily', 'off')),
	CONSTRAINT "mail_preferences_switches_check" CHECK ("mail_preferences"."invitations" in ('on', 'off') and "mail_preferences"."timesheets" in ('on', 'off') and "mail_preferences"."invoices" in ('on', 'off') and "mail_preferences"."match_alerts" in ('on', 'off') and "mail_preferences"."saved_searches" in ('on', 'off') and "mail_preferences"."reviews" in ('on', 'off'))
);
--> statement-breakpoint
CREATE TABLE "sign_in_devices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"device_key" text NOT NULL,
	"user_agent" text,
	"ip" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous_seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "category" text;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "user_id" integer;
--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sign_in_devices" ADD CONSTRAINT "sign_in_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_devices_user_device_key" ON "sign_in_devices" USING btree ("user_id","device_key");
--> statement-breakpoint
CREATE INDEX "sign_in_devices_last_seen_idx" ON "sign_in_devices" USING btree ("last_seen_at");
