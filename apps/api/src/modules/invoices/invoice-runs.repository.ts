import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  businessDetails,
  invoiceLines,
  invoiceSkipNotices,
  invoices,
  projects,
  squadMembers,
  users,
} from '../../db/schema/index.js';
import { memberRateOnWeek } from '../squads/index.js';
import { expertProfiles, experts, joinMemberSides, ownerProfiles } from '../engagements/index.js';
import { query } from './invoices.repository.js';

const owners = alias(users, 'owner');

/** Locks projects `FOR UPDATE` in id order (docs/concurrency.md, step 2): invoice runs and voids of one project queue here. */
export async function lockProjects(tx: Database, projectIds: number[]): Promise<void> {
  if (projectIds.length === 0) return;
  await tx
    .select({ id: projects.id })
    .from(projects)
    .where(inArray(projects.id, projectIds))
    .orderBy(projects.id)
    .for('update');
}

/** Projects with approved, not yet invoiced hours on days of `[first, last]` (the monthly job's work list). */
export async function projectsToInvoice(db: Database, first: string, last: string): Promise<number[]> {
  const { rows } = await query<{ project_id: number }>(
    db,
    sql`
    select distinct t.project_id from timesheets t join squad_members m on m.id = t.member_id
     where t.status = 'approved' and t.week_start between ${first}::date - 6 and ${last}::date
       and not exists (select 1 from invoice_lines l where l.timesheet_id = t.id and l.month = ${first.slice(0, 7)} and l.is_active)
     order by t.project_id`,
  );
  return rows.map((row) => row.project_id);
}

export interface UninvoicedLine {
  timesheetId: number;
  memberId: number;
  projectId: number;
  weekStart: string;
  /** The rate in force on the week's Monday, in minor units of the project's currency; null when none was agreed. */
  hourlyRateMinor: number | null;
  hours: number;
}

/**
 * The approved hours of `projectIds` on days of the month `[first, last]` not on a live invoice yet:
 * one row per timesheet with the hours of its days in the month (a week across two months splits by
 * day). Run after the projects' locks, so it sees every run and void committed before them.
 */
export async function uninvoicedLines(
  tx: Database,
  projectIds: number[],
  first: string,
  last: string,
): Promise<UninvoicedLine[]> {
  if (projectIds.length === 0) return [];
  const { rows } = await query<{
    timesheet_id: number;
    member_id: number;
    project_id: number;
    week_start: string;
    hourly_rate: number | string | null;
    hours: number;
  }>(
    tx,
    sql`
    select t.id as timesheet_id, t.member_id, t.project_id, to_char(t.week_start, 'YYYY-MM-DD') as week_start,
           ${memberRateOnWeek(sql.raw('t.week_start'))} as hourly_rate, d.hours
      from timesheets t
      join squad_members m on m.id = t.member_id
      cross join lateral (
        select coalesce(sum(h), 0)::float8 as hours
          from unnest(t.hours) with ordinality as u(h, i)
         where t.week_start + (u.i::int - 1) between ${first}::date and ${last}::date) d
     where t.project_id in (${sql.join(
       projectIds.map((id) => sql`${id}`),
       sql`, `,
     )})
       and t.status = 'approved' and t.week_start between ${first}::date - 6 and ${last}::date
       and d.hours > 0
       and not exists (select 1 from invoice_lines l where l.timesheet_id = t.id and l.month = ${first.slice(0, 7)} and l.is_active)
     order by t.project_id, t.member_id, t.week_start`,
  );
  return rows.map((row) => ({
    timesheetId: row.timesheet_id,
    memberId: row.member_id,
    projectId: row.project_id,
    weekStart: row.week_start,
    hourlyRateMinor: row.hourly_rate === null ? null : Number(row.hourly_rate),
    hours: Number(row.hours),
  }));
}

/** The parties of members' invoices: the client's organisation (or name), the expert, and both contacts. */
export async function memberParties(tx: Database, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return joinMemberSides(
    tx
      .select({
        memberId: squadMembers.id,
        projectId: squadMembers.projectId,
        projectName: projects.name,
        currency: projects.currency,
        joinedOn: sql<string>`to_char(${squadMembers.joinedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        endedOn: sql<string | null>`to_char(${squadMembers.endedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        orgName: sql<string>`coalesce(${businessDetails.orgName}, nullif(concat_ws(' ', ${owners.firstName}, ${owners.lastName}), ''), 'Client')`,
        ownerUserId: owners.id,
        ownerEmail: owners.email,
        ownerFirstName: owners.firstName,
        expertProfileId: squadMembers.profileId,
        expertUserId: experts.id,
        expertEmail: experts.email,
        expertFirstName: experts.firstName,
        expertLastName: experts.lastName,
      })
      .from(squadMembers)
      .$dynamic(),
  )
    .innerJoin(owners, eq(owners.id, ownerProfiles.userId))
    .leftJoin(businessDetails, eq(businessDetails.userId, owners.id))
    .innerJoin(experts, eq(experts.id, expertProfiles.userId))
    .where(inArray(squadMembers.id, memberIds));
}
export type MemberParties = Awaited<ReturnType<typeof memberParties>>[number];

/** The two gap-free series: invoices (`FR-`) and credit notes (`CN-`), each with its counter table. */
export type NumberSeries = 'invoice_counters' | 'credit_note_counters';

/**
 * Takes `count` numbers of the current year from `series`: the year's counter row, created if
 * missing, is locked `FOR UPDATE` and moved on. The lock is held to the commit, so numbers are handed
 * out in commit order and a rolled-back run gives its numbers back. Take it as late as possible in
 * the transaction (docs/concurrency.md).
 */
export async function takeNumbers(
  tx: Database,
  count: number,
  series: NumberSeries = 'invoice_counters',
): Promise<{ year: number; first: number }> {
  const table = sql.identifier(series);
  const year = sql`extract(year from now() at time zone 'UTC')::int`;
  await tx.execute(sql`insert into ${table} (year, last_number) values (${year}, 0) on conflict (year) do nothing`);
  const { rows } = await query<{ year: number; last_number: number }>(
    tx,
    sql`update ${table} set last_number = last_number + ${count} where year = ${year} returning year, last_number`,
  );
  const [row] = rows;
  if (!row) throw new Error(`${series}: the year's counter vanished`);
  return { year: row.year, first: row.last_number - count + 1 };
}

export async function insertInvoices(tx: Database, rows: (typeof invoices.$inferInsert)[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(invoices).values(rows).returning({ id: invoices.id });
  return inserted.map((row) => row.id);
}

export async function insertLines(tx: Database, rows: (typeof invoiceLines.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(invoiceLines).values(rows);
}

/**
 * Records why members were left out of a month's invoice; returns the (member, reason) pairs not
 * recorded before, the ones to mail about (docs/money.md#invoices). One statement: two runs at once
 * cannot both insert a pair.
 */
export async function recordSkips(
  tx: Database,
  rows: { memberId: number; month: string; reason: string }[],
): Promise<{ memberId: number; reason: string }[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(invoiceSkipNotices)
    .values(rows)
    .onConflictDoNothing()
    .returning({ memberId: invoiceSkipNotices.memberId, reason: invoiceSkipNotices.reason });
}
