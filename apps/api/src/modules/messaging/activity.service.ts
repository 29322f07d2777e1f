import type { ActivityItem, ActivityPage, ActivityType, BeforeCursorQuery, Person } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import type { LiveWriter } from '../live/index.js';
import {
  SQUAD_ACTIVITY_TYPES,
  activityRecipients,
  activityRowsByIds,
  insertActivity,
  visibleActivityIds,
  type ActivityRow,
  type NewActivity,
} from './activity.repository.js';
import { displayName } from './people.js';

function personOf(id: number | null, firstName: string | null, lastName: string | null): Person | null {
  return id === null ? null : { userId: id, firstName, lastName };
}

/** The sentence an event is shown with. Names are read when shown: a closed account reads "Former member". */
export function activityText(
  type: ActivityType,
  actor: Person | null,
  subject: Person | null,
  project: string,
): string {
  const who = displayName(actor);
  const expert = displayName(subject);
  switch (type) {
    case 'project.created':
      return `${who} created the project ${project}`;
    case 'project.updated':
      return `${who} edited the brief of ${project}`;
    case 'invitation.sent':
      return `${who} invited ${expert} to ${project}`;
    case 'invitation.accepted':
      return `${expert} accepted the invitation to ${project}`;
    case 'invitation.declined':
      return `${expert} declined the invitation to ${project}`;
    case 'invitation.withdrawn':
      return `${who} withdrew the invitation of ${expert} to ${project}`;
    case 'member.joined':
      return `${expert} joined the squad of ${project}`;
    case 'member.ended':
      return actor && subject && actor.userId !== subject.userId
        ? `${who} ended ${expert}'s membership of the squad of ${project}`
        : `${expert} left the squad of ${project}`;
    case 'project.completed':
      return `${who} marked ${project} as completed`;
    case 'match.appeared':
      return `A new expert matches ${project}: see the recommendations`;
    case 'timesheet.submitted':
      return `${expert} submitted a timesheet for ${project}`;
    // No actor: the system approved it once it had waited long enough.
    case 'timesheet.approved':
      return actor
        ? `${who} approved ${expert}'s timesheet for ${project}`
        : `${expert}'s timesheet for ${project} was approved automatically`;
    case 'timesheet.rejected':
      return `${who} rejected ${expert}'s timesheet for ${project}`;
    case 'checkin.submitted':
      return `${who} wrote the weekly check-in of ${project}`;
    case 'checkin.rated':
      return `${who} rated the weekly check-in of ${project}`;
    // No actor: the monthly run issued it.
    case 'invoice.issued':
      return actor
        ? `${who} issued ${expert}'s invoice for ${project}`
        : `${expert}'s monthly invoice for ${project} was issued`;
    case 'invoice.paid':
      return `${who} marked ${expert}'s invoice for ${project} as paid`;
    // A member's rate: proposed by either side, answered by the other (docs/money.md#agreed-rates).
    case 'rate.proposed':
      return `${who} proposed a new rate for ${expert} on ${project}`;
    case 'rate.accepted':
      return `${who} accepted the new rate for ${expert} on ${project}`;
    case 'rate.declined':
      return `${who} declined the new rate for ${expert} on ${project}`;
    // An expert answered an open brief (docs/discovery.md#open-briefs-and-interest); the owner declined it.
    case 'interest.expressed':
      return `${expert} is interested in ${project}`;
    case 'interest.declined':
      return `${who} declined ${expert}'s interest in ${project}`;
    // The actor wrote the review: the expert about the client, or the owner about the expert.
    case 'review.published':
      return actor && subject && actor.userId === subject.userId
        ? `${expert}'s review of the client of ${project} is published`
        : `${who}'s review of ${expert} on ${project} is published`;
  }
}

function toActivityItem(row: ActivityRow): ActivityItem {
  const actor = personOf(row.actorId, row.actorFirstName, row.actorLastName);
  const subject = personOf(row.subjectId, row.subjectFirstName, row.subjectLastName);
  return {
    id: row.id,
    type: row.type,
    actor,
    project: { id: row.projectId, name: row.projectName },
    invitationId: row.invitationId,
    text: activityText(row.type, actor, subject, row.projectName),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What concerns the caller, newest first (docs/api.md#messages-and-activity). */
export async function listActivity(
  db: Database,
  userId: number,
  { before, limit }: BeforeCursorQuery,
): Promise<ActivityPage> {
  const ids = await visibleActivityIds(db, userId, before, limit + 1);
  const rows = await activityRowsByIds(db, ids.slice(0, limit));
  return { data: rows.map(toActivityItem), hasNextPage: ids.length > limit };
}

/** The account export: everything `GET /activity` shows the user, newest first, a page at a time. */
export async function* activityPages(db: Database, userId: number, pageSize: number): AsyncGenerator<ActivityItem[]> {
  for (let before: number | undefined; ;) {
    const page = await listActivity(db, userId, { before, limit: pageSize });
    if (page.data.length > 0) yield page.data;
    const last = page.data.at(-1);
    if (!page.hasNextPage || !last) return;
    before = last.id;
  }
}

/**
 * Records an event in the transaction of the change it describes, and pushes it to the streams of
 * those it concerns. Call it from the service that makes the change.
 */
export async function recordActivity(live: LiveWriter, activity: NewActivity): Promise<ActivityItem> {
  const id = await insertActivity(live.tx, activity);
  const [row] = await activityRowsByIds(live.tx, [id]);
  if (!row) throw new Error('activity vanished');
  const item = toActivityItem(row);
  const recipients = await activityRecipients(
    live.tx,
    activity.projectId,
    activity.subjectUserId ?? null,
    SQUAD_ACTIVITY_TYPES.includes(activity.type),
  );
  live.add(recipients, 'activity', item);
  return item;
}
