import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { checkInReminders, profiles, projects, squadMembers, users } from '../../db/schema/index.js';

/** Active seats of active projects, with the member's contact and stored time zone (`+00:00 Europe/London`). */
export function activeSeatsForReminders(db: Database) {
  return db
    .select({
      memberId: squadMembers.id,
      projectId: projects.id,
      projectName: projects.name,
      email: users.email,
      firstName: users.firstName,
      timezone: users.timezone,
    })
    .from(squadMembers)
    .innerJoin(projects, eq(projects.id, squadMembers.projectId))
    .innerJoin(profiles, eq(profiles.id, squadMembers.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(squadMembers.status, 'active'), eq(projects.status, 'active')));
}

/** Whether the project has a check-in for the week. */
export async function hasCheckIn(db: Database, projectId: number, weekStart: string): Promise<boolean> {
  const { rows } = (await db.execute(
    sql`select 1 from check_ins where project_id = ${projectId} and week_start = ${weekStart} limit 1`,
  )) as { rows: unknown[] };
  return rows.length > 0;
}

/** Claims the member's reminder of the week; false when one was already queued (by any instance). */
export async function claimReminder(db: Database, memberId: number, weekStart: string): Promise<boolean> {
  const rows = await db
    .insert(checkInReminders)
    .values({ memberId, weekStart })
    .onConflictDoNothing()
    .returning({ memberId: checkInReminders.memberId });
  return rows.length > 0;
}
