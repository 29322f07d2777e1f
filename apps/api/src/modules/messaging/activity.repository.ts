import type { ActivityType } from '@fractional/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  activityEvents,
  conversationParticipants,
  conversations,
  profiles,
  projects,
  users,
} from '../../db/schema/index.js';

/** Types an expert sees for every squad they belong (or belonged) to, not only their own. */
export const SQUAD_ACTIVITY_TYPES: readonly ActivityType[] = [
  'member.joined',
  'member.ended',
  'project.completed',
  'checkin.submitted',
  'checkin.rated',
];

export interface NewActivity {
  type: ActivityType;
  actorUserId: number | null;
  projectId: number;
  /** The expert the event concerns (their invitation or membership). */
  subjectUserId?: number | null;
  invitationId?: number | null;
  memberId?: number | null;
}

export async function insertActivity(db: Database, activity: NewActivity): Promise<number> {
  const [row] = await db.insert(activityEvents).values(activity).returning({ id: activityEvents.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

export interface ActivityRow {
  id: number;
  type: ActivityType;
  projectId: number;
  projectName: string;
  invitationId: number | null;
  createdAt: Date;
  actorId: number | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  subjectId: number | null;
  subjectFirstName: string | null;
  subjectLastName: string | null;
}

/** The events with the names they are told with, newest first. */
export async function activityRowsByIds(db: Database, ids: number[]): Promise<ActivityRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: activityEvents.id,
      type: activityEvents.type,
      projectId: activityEvents.projectId,
      projectName: projects.name,
      invitationId: activityEvents.invitationId,
      createdAt: activityEvents.createdAt,
      actorId: actor.id,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      subjectId: subject.id,
      subjectFirstName: subject.firstName,
      subjectLastName: subject.lastName,
    })
    .from(activityEvents)
    .innerJoin(projects, eq(projects.id, activityEvents.projectId))
    .leftJoin(actor, eq(actor.id, activityEvents.actorUserId))
    .leftJoin(subject, eq(subject.id, activityEvents.subjectUserId))
    .where(inArray(activityEvents.id, ids))
    .orderBy(desc(activityEvents.id));
}

/**
 * Ids of the events the user may see (docs/api.md#messages-and-activity), newest first, before `beforeId`: those of their own
 * projects, of their own invitations and memberships, and the squad events of squads they are or
 * were in (until they left). Three index ranges merged, so a busy table costs no more than a quiet one.
 */
export async function visibleActivityIds(
  db: Database,
  userId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<number[]> {
  const before = beforeId === undefined ? sql`true` : sql`e.id < ${beforeId}`;
  const squadTypes = sql.join(
    SQUAD_ACTIVITY_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  const { rows } = (await db.execute(sql`
    select id from (
      (select e.id from activity_events e
        where e.project_id in (select p.id from projects p join profiles pf on pf.id = p.profile_id where pf.user_id = ${userId})
          and ${before} order by e.id desc limit ${limit})
      union
      (select e.id from activity_events e where e.subject_user_id = ${userId} and ${before} order by e.id desc limit ${limit})
      union
      (select e.id from conversation_participants cp
        join conversations c on c.id = cp.conversation_id and c.kind = 'squad'
        cross join lateral (
          select e.id from activity_events e
          where e.project_id = c.project_id and e.type in (${squadTypes})
            and (cp.left_at is null or e.created_at <= cp.left_at) and ${before}
          order by e.id desc limit ${limit}) e
        where cp.user_id = ${userId})
    ) visible order by id desc limit ${limit}`)) as { rows: Array<{ id: string | number }> };
  return rows.map((row) => Number(row.id));
}

/** Who is told of an event as it happens: the project's owner, the expert it concerns, and for squad events the current squad. */
export async function activityRecipients(
  db: Database,
  projectId: number,
  subjectUserId: number | null,
  isSquadEvent: boolean,
): Promise<number[]> {
  const [owner] = await db
    .select({ userId: profiles.userId })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.profileId))
    .where(eq(projects.id, projectId));
  const squad = isSquadEvent
    ? await db
        .select({ userId: conversationParticipants.userId })
        .from(conversationParticipants)
        .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
        .where(
          and(
            eq(conversations.projectId, projectId),
            eq(conversations.kind, 'squad'),
            isNull(conversationParticipants.leftAt),
          ),
        )
    : [];
  const ids = [owner?.userId, subjectUserId, ...squad.map((row) => row.userId)];
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}
