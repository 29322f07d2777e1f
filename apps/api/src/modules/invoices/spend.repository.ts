import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { squadMembers } from '../../db/schema/index.js';
import { lineAmountMinorSql, memberRateOnWeek, rateInForceMinor } from '../squads/index.js';
import { expertProfiles, experts } from '../engagements/index.js';
import { query } from './invoices.repository.js';

/** A timesheet's hours, the sum of its 7 days (no unnest: the spend figures read thousands of weeks). */
const WEEK_HOURS = sql.raw(
  '(t.hours[1] + t.hours[2] + t.hours[3] + t.hours[4] + t.hours[5] + t.hours[6] + t.hours[7])',
);

export interface SpendGroup {
  status: 'approved' | 'submitted';
  memberId: number | null;
  weekStart: string | null;
  hours: number;
  /** Priced hours' amount in minor units of the project's currency (each week at its Monday's rate). */
  amountMinor: number;
  /** Hours of weeks with no rate in force (no agreed rate): counted in no amount. */
  unpricedHours: number;
}

/**
 * Approved and submitted hours and amounts of a project, aggregated in one pass over its timesheets
 * (the `timesheets_project_week_idx` range): per status, per status and member, per status and week.
 * Each week is priced with the rate in force on its Monday (`memberRateOnWeek`), in integer minor
 * units rounded half-up once per week (docs/money.md#agreed-rates); a week without a rate counts
 * as unpriced hours.
 */
export async function spendGroups(db: Database, projectId: number): Promise<SpendGroup[]> {
  const { rows } = await query<{
    status: 'approved' | 'submitted';
    member_id: number | null;
    week_start: string | null;
    hours: number;
    amount_minor: string | number;
    unpriced_hours: number;
    by_member: number;
    by_week: number;
  }>(
    db,
    sql`
    with weeks as (
      select t.status, t.member_id, t.week_start, ${WEEK_HOURS} as hours,
             ${memberRateOnWeek(sql.raw('t.week_start'))} as rate_minor
        from timesheets t join squad_members m on m.id = t.member_id and m.project_id = ${projectId}
       where t.project_id = ${projectId} and t.status in ('approved', 'submitted'))
    select status, member_id, to_char(week_start, 'YYYY-MM-DD') as week_start,
           sum(hours)::float8 as hours,
           coalesce(sum(${lineAmountMinorSql(sql.raw('hours'), sql.raw('rate_minor'))}), 0)::bigint as amount_minor,
           coalesce(sum(hours) filter (where rate_minor is null), 0)::float8 as unpriced_hours,
           grouping(member_id) as by_member, grouping(week_start) as by_week
      from weeks
     group by grouping sets ((status), (status, member_id), (status, week_start))`,
  );
  return rows.map((row) => ({
    status: row.status,
    memberId: Number(row.by_member) === 0 ? row.member_id : null,
    weekStart: Number(row.by_week) === 0 ? row.week_start : null,
    hours: Number(row.hours),
    amountMinor: Number(row.amount_minor),
    unpricedHours: Number(row.unpriced_hours),
  }));
}

/**
 * A project's squad members with what the forecast reads (hours, rate, status, the day they joined)
 * and their experts' names for `byMember`, with today's date (UTC) from the database.
 */
export async function squadOf(db: Database, projectId: number) {
  return db
    .select({
      memberId: squadMembers.id,
      status: squadMembers.status,
      hoursPerWeek: squadMembers.hoursPerWeek,
      rateMinor: rateInForceMinor(
        sql`${squadMembers.id}`,
        sql`${squadMembers.hourlyRateMinor}`,
        sql`(now() at time zone 'UTC')::date`,
      ),
      joinedOn: sql<string>`to_char(${squadMembers.joinedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      today: sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD')`,
      profileId: squadMembers.profileId,
      firstName: experts.firstName,
      lastName: experts.lastName,
    })
    .from(squadMembers)
    .innerJoin(expertProfiles, eq(expertProfiles.id, squadMembers.profileId))
    .innerJoin(experts, eq(experts.id, expertProfiles.userId))
    .where(eq(squadMembers.projectId, projectId));
}
