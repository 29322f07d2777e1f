import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { projects, squadMembers, timesheetReminders, timesheets, users } from '../../db/schema/index.js';
import { rateInForceMinor } from '../squads/index.js';
import { expertProfiles, experts, ownerProfiles } from '../engagements/index.js';

/**
 * Approves (by the system) up to `limit` timesheets submitted at least `afterMs` ago. Rows another
 * instance or a client is deciding are skipped (SKIP LOCKED) and left to them. Idempotent: a row
 * approved once is no longer `submitted`.
 */
export async function autoApproveDue(tx: Database, afterMs: number, limit: number): Promise<number[]> {
  const due = tx
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(
      and(
        eq(timesheets.status, 'submitted'),
        lte(timesheets.submittedAt, sql`now() - (${afterMs}::float8 * interval '1 millisecond')`),
        // A week no agreed rate prices waits for one (docs/money.md#agreed-rates): never approved at an unknown rate.
        sql`${rateInForceMinor(
          sql`${timesheets.memberId}`,
          sql`(select m.hourly_rate_minor from squad_members m where m.id = ${timesheets.memberId})`,
          sql`${timesheets.weekStart}`,
        )} is not null`,
      ),
    )
    .orderBy(timesheets.submittedAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await tx
    .update(timesheets)
    .set({ status: 'approved', decidedAt: sql`now()`, decidedByUserId: null, updatedAt: sql`now()` })
    .where(and(inArray(timesheets.id, due), eq(timesheets.status, 'submitted')))
    .returning({ id: timesheets.id });
  return rows.map((row) => row.id);
}

/** Every active member with their expert's stored time zone, for the Monday reminder's local time. */
export function activeMemberZones(tx: Database) {
  return tx
    .select({ memberId: squadMembers.id, timezone: experts.timezone })
    .from(squadMembers)
    .innerJoin(expertProfiles, eq(expertProfiles.id, squadMembers.profileId))
    .innerJoin(experts, eq(experts.id, expertProfiles.userId))
    .where(eq(squadMembers.status, 'active'));
}

/**
 * Records the Monday reminders of `weekStart`'s week for `memberIds`: one row per active member who was
 * in the squad that week and has no submitted or approved timesheet for it, unless one was recorded
 * before. Returns the members newly reminded with their expert's address (the caller queues the mail in
 * the same transaction, so a week's reminder is mailed once).
 */
export async function recordWeekReminders(tx: Database, weekStart: string, memberIds: number[]) {
  const inserted = await tx
    .insert(timesheetReminders)
    .select(
      tx
        .select({
          kind: sql<'week'>`'week'`.as('kind'),
          recipientId: squadMembers.id,
          period: sql<string>`${weekStart}::date`.as('period'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(squadMembers)
        .where(
          and(
            eq(squadMembers.status, 'active'),
            inArray(squadMembers.id, memberIds),
            sql`${squadMembers.joinedAt} < ${weekStart}::date + 7`,
            sql`not exists (select 1 from ${timesheets} where ${timesheets.memberId} = ${squadMembers.id}
              and ${timesheets.weekStart} = ${weekStart}::date and ${timesheets.status} in ('submitted', 'approved'))`,
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ memberId: timesheetReminders.recipientId });
  if (inserted.length === 0) return [];
  return tx
    .select({
      memberId: squadMembers.id,
      projectId: projects.id,
      projectName: projects.name,
      email: experts.email,
      firstName: experts.firstName,
    })
    .from(squadMembers)
    .innerJoin(projects, eq(projects.id, squadMembers.projectId))
    .innerJoin(expertProfiles, eq(expertProfiles.id, squadMembers.profileId))
    .innerJoin(experts, eq(experts.id, expertProfiles.userId))
    .where(
      inArray(
        squadMembers.id,
        inserted.map((row) => row.memberId),
      ),
    );
}

/**
 * Records today's waiting-approval reminders: one row per client with timesheets submitted over
 * `days` days ago and still undecided, unless one was recorded today. Returns the clients newly
 * reminded with their address and how many timesheets wait.
 */
export async function recordWaitingReminders(tx: Database, days: number) {
  const waiting = sql`${timesheets.status} = 'submitted' and ${timesheets.submittedAt} <= now() - make_interval(days => ${days})`;
  const inserted = await tx
    .insert(timesheetReminders)
    .select(
      tx
        .selectDistinct({
          kind: sql<'waiting'>`'waiting'`.as('kind'),
          recipientId: ownerProfiles.userId,
          period: sql<string>`(now() at time zone 'UTC')::date`.as('period'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(timesheets)
        .innerJoin(projects, eq(projects.id, timesheets.projectId))
        .innerJoin(ownerProfiles, eq(ownerProfiles.id, projects.profileId))
        .where(waiting),
    )
    .onConflictDoNothing()
    .returning({ userId: timesheetReminders.recipientId });
  if (inserted.length === 0) return [];
  return tx
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      waiting: sql<number>`count(${timesheets.id})::int`,
    })
    .from(users)
    .innerJoin(ownerProfiles, eq(ownerProfiles.userId, users.id))
    .innerJoin(projects, eq(projects.profileId, ownerProfiles.id))
    .innerJoin(timesheets, and(eq(timesheets.projectId, projects.id), waiting))
    .where(
      inArray(
        users.id,
        inserted.map((row) => row.userId),
      ),
    )
    .groupBy(users.id, users.email, users.firstName);
}
