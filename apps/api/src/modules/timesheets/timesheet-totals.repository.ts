import type { Currency, TimesheetExportQuery, TimesheetStatus } from '@fractional/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { projects, squadMembers, timesheets } from '../../db/schema/index.js';
import { expertProfiles, experts, joinMemberSides } from '../engagements/index.js';
import { lineAmountMinorSql, rateInForceMinor } from '../squads/index.js';
import { timesheetFilter, type TimesheetScope } from './timesheet-filter.sql.js';

/** One member's timesheets of one status, added up. */
export interface MemberStatusTotal {
  memberId: number;
  profileId: number;
  firstName: string | null;
  lastName: string | null;
  currency: Currency;
  status: TimesheetStatus;
  weeks: number;
  hours: number;
  /** Priced weeks' amounts in minor units of the project's currency, each week at its Monday's rate. */
  amountMinor: number;
  /** Hours of weeks with no rate in force: counted in no amount. */
  unpricedHours: number;
}

/** A timesheet's hours, the sum of its 7 days (no unnest: a squad's years of weeks are summed here). */
const WEEK_HOURS = sql`(${timesheets.hours}[1] + ${timesheets.hours}[2] + ${timesheets.hours}[3] + ${timesheets.hours}[4]
  + ${timesheets.hours}[5] + ${timesheets.hours}[6] + ${timesheets.hours}[7])`;

/**
 * The totals per member and status of every timesheet `GET /timesheets` would list with `query`'s
 * filters and `scope` (all its pages), in one grouped pass: each week priced with the rate in force on
 * its Monday (`rateInForceMinor`), in integer minor units rounded half-up once per week, as the
 * timesheet's own `amount` and the spend are (docs/money.md#agreed-rates). In member id order.
 */
export async function memberStatusTotals(
  db: Database,
  scope: TimesheetScope,
  query: TimesheetExportQuery,
): Promise<MemberStatusTotal[]> {
  const weeks = joinMemberSides(
    db
      .select({
        memberId: timesheets.memberId,
        status: timesheets.status,
        hours: sql<number>`${WEEK_HOURS}`.as('hours'),
        rateMinor: rateInForceMinor(
          sql`${squadMembers.id}`,
          sql`${squadMembers.hourlyRateMinor}`,
          sql`${timesheets.weekStart}`,
        ).as('rate_minor'),
      })
      .from(timesheets)
      .innerJoin(squadMembers, eq(squadMembers.id, timesheets.memberId))
      .$dynamic(),
  )
    .where(timesheetFilter(scope, query))
    .as('weeks');
  const rows = await db
    .select({
      memberId: weeks.memberId,
      status: weeks.status,
      weeks: sql<number>`count(*)`.mapWith(Number),
      hours: sql<number>`sum(${weeks.hours})::float8`.mapWith(Number),
      amountMinor:
        sql<number>`coalesce(sum(${lineAmountMinorSql(sql`${weeks.hours}`, sql`${weeks.rateMinor}`)}), 0)::bigint`.mapWith(
          Number,
        ),
      unpricedHours:
        sql<number>`coalesce(sum(${weeks.hours}) filter (where ${weeks.rateMinor} is null), 0)::float8`.mapWith(Number),
      profileId: squadMembers.profileId,
      firstName: experts.firstName,
      lastName: experts.lastName,
      currency: projects.currency,
    })
    .from(weeks)
    .innerJoin(squadMembers, eq(squadMembers.id, weeks.memberId))
    .innerJoin(projects, eq(projects.id, squadMembers.projectId))
    .innerJoin(expertProfiles, eq(expertProfiles.id, squadMembers.profileId))
    .innerJoin(experts, eq(experts.id, expertProfiles.userId))
    .groupBy(
      weeks.memberId,
      weeks.status,
      squadMembers.profileId,
      experts.firstName,
      experts.lastName,
      projects.currency,
    )
    .orderBy(asc(weeks.memberId), asc(weeks.status));
  return rows.map((row) => ({ ...row, currency: row.currency as Currency }));
}
