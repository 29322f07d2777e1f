import { PRODUCTIVITY_WEEKS } from '@fractional/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productivityHistory, projects, squadMembers, timesheets } from '../../db/schema/index.js';

export interface Delivery {
  approvedHours: number;
  committedHours: number;
}

/** The project's memberships as delivery counts them (docs/engagements.md): hours and UTC dates. */
export async function membershipWeeksOf(db: Database, projectId: number) {
  return db
    .select({
      hoursPerWeek: squadMembers.hoursPerWeek,
      joinedOn: sql<string>`to_char(${squadMembers.joinedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      endedOn: sql<string | null>`to_char(${squadMembers.endedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(squadMembers)
    .where(eq(squadMembers.projectId, projectId));
}

/** Approved timesheet hours of the project in the given weeks (their Mondays). */
export async function approvedHoursIn(db: Database, projectId: number, weekStarts: string[]): Promise<number> {
  if (weekStarts.length === 0) return 0;
  const [row] = await db
    .select({
      hours: sql<string>`coalesce(sum((select sum(h) from unnest(${timesheets.hours}) h)), 0)`,
    })
    .from(timesheets)
    .where(
      and(
        eq(timesheets.projectId, projectId),
        eq(timesheets.status, 'approved'),
        inArray(timesheets.weekStart, weekStarts),
      ),
    );
  return Number(row?.hours ?? 0);
}

/**
 * Projects whose delivery can move when a week ends (docs/engagements.md, "Productivity"): not completed
 * (a completed project keeps its last figure), with a member active now or within the weeks delivery reads.
 */
export async function projectsWithRecentSquads(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: projects.id })
    .from(projects)
    .innerJoin(squadMembers, eq(squadMembers.projectId, projects.id))
    .where(
      and(
        sql`${projects.status} <> 'completed'`,
        sql`(${squadMembers.endedAt} is null or ${squadMembers.endedAt} >= now() - ${PRODUCTIVITY_WEEKS + 1} * interval '7 days')`,
      ),
    )
    .orderBy(projects.id);
  return rows.map((row) => row.id);
}

/** Stores the project's productivity and, when it changed, a dated history row for the dashboard's change. */
export async function storeProductivity(db: Database, projectId: number, productivity: number | null): Promise<void> {
  const changed = await db
    .update(projects)
    .set({ productivity })
    .where(and(eq(projects.id, projectId), sql`${projects.productivity} is distinct from ${productivity}`))
    .returning({ id: projects.id });
  if (changed.length > 0) await db.insert(productivityHistory).values({ projectId, productivity });
}
