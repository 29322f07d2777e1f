CREATE TABLE "match_alert_queue" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "evidence_items" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "match_alert_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_alert_queue" ADD CONSTRAINT "match_alert_queue_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_open_evidence_items_gin" ON "projects" USING gin ("evidence_items") WHERE "projects"."status" <> 'completed';--> statement-breakpoint
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_type_check";
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_type_check" CHECK ("type" IN ('project.created', 'invitation.sent', 'invitation.accepted', 'invitation.declined', 'invitation.withdrawn', 'member.joined', 'member.ended', 'project.completed', 'match.appeared'));
--> statement-breakpoint
-- The brief's items as profiles.evidence_ids numbers them (EVIDENCE_OFFSETS in reference.ts), for the
-- reverse lookup of "a match appeared" (docs/matching.md).
CREATE OR REPLACE FUNCTION project_match_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.gap_ids := coalesce((SELECT array_agg(e.id ORDER BY e.id) FROM expertises e
    WHERE e.expertise_code = ANY(string_to_array(NEW.expertise_gap, ','))), '{}');
  NEW.brief_lexemes := match_lexemes(NEW.name || ' ' || NEW.overview || ' ' ||
    coalesce((SELECT string_agg(e.expertise, ' ') FROM expertises e WHERE e.id = ANY(NEW.gap_ids)), ''));
  NEW.brief_query := coalesce((SELECT string_agg('''' || replace(replace(l, '\', '\\'), '''', '''''') || '''', ' | ')::tsquery
    FROM unnest(NEW.brief_lexemes) l), ''::tsquery);
  NEW.role_hits := brief_catalogue_hits('roles', NEW.brief_lexemes, 3);
  NEW.skill_hits := brief_catalogue_hits('skills', NEW.brief_lexemes, 6);
  NEW.evidence_items := NEW.gap_ids
    || coalesce((SELECT array_agg(r + 256) FROM unnest(NEW.role_hits) r), '{}')
    || coalesce((SELECT array_agg(s + 512) FROM unnest(NEW.skill_hits) s), '{}');
  RETURN NEW;
END $$;
--> statement-breakpoint
-- An expert who becomes matchable (verified, reactivated, opened to work, hours freed), gains evidence
-- (expertise, roles, skills) or frees hours is queued once for the background pass; nothing else runs
-- in the writer's transaction.
CREATE FUNCTION profile_match_alert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_matchable AND NEW.open_to_work AND NEW.capacity_hours_per_week > NEW.booked_hours_per_week
     AND cardinality(NEW.evidence_ids) > 1
     AND (TG_OP = 'INSERT'
       OR NOT (OLD.user_matchable AND OLD.open_to_work AND OLD.capacity_hours_per_week > OLD.booked_hours_per_week)
       OR NEW.evidence_ids IS DISTINCT FROM OLD.evidence_ids
       OR NEW.capacity_hours_per_week - NEW.booked_hours_per_week > OLD.capacity_hours_per_week - OLD.booked_hours_per_week) THEN
    INSERT INTO match_alert_queue (profile_id) VALUES (NEW.id)
      ON CONFLICT (profile_id) DO UPDATE SET queued_at = excluded.queued_at;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_match_alert AFTER INSERT OR UPDATE ON profiles
  FOR EACH ROW EXECUTE FUNCTION profile_match_alert();
--> statement-breakpoint
UPDATE projects SET expertise_gap = expertise_gap;
