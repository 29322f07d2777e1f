-- The activity feed records an owner's change to a brief (PATCH /projects/{id}): 'project.updated'.
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_type_check";
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_type_check" CHECK ("type" IN ('project.created', 'project.updated', 'invitation.sent', 'invitation.accepted', 'invitation.declined', 'invitation.withdrawn', 'member.joined', 'member.ended', 'project.completed', 'match.appeared'));
