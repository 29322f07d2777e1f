import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  businessDetails,
  creditNotes,
  invoiceLines,
  invoiceSkipNotices,
  invoices,
  projectSpendRevisions,
  projects,
  squadMembers,
  users,
} from '../../db/schema/index.js';
import { lineAmountMinorSql, memberRateOnWeek, rateInForceMinor } from '../squads/index.js';
import { expertProfiles, experts, joinMemberSides, ownerProfiles } from '../engagements/index.js';

/** Runs raw SQL and types its rows (the driver's result type differs between PGlite and pg). */
async function query<T>(db: Database, statement: SQL): Promise<{ rows: T[] }> {
  const result: unknown = await db.execute(statement);
  return result as { rows: T[] };
}

const owners = alias(users, 'owner');

export type InvoiceRow = typeof invoices.$inferSelect;

/** A timesheet's hours, the sum of its 7 days (no unnest: the spend figures read thousands of weeks). */
const WEEK_HOURS = sql.raw(
  '(t.hours[1] + t.hours[2] + t.hours[3] + t.hours[4] + t.hours[5] + t.hours[6] + t.hours[7])',
);

/** A project with its owner, what the forecast reads and the revision of what its spend aggregates. */
export async function findProject(db: Database, projectId: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      budget: projects.budget,
      currency: projects.currency,
      timeline: projects.timeline,
      status: projects.status,
      ownerUserId: ownerProfiles.userId,
      spendRevision: sql<number>`coalesce(${projectSpendRevisions.revision}, 0)`.mapWith(Number),
    })
    .from(projects)
    .innerJoin(ownerProfiles, eq(ownerProfiles.id, projects.profileId))
    .leftJoin(projectSpendRevisions, eq(projectSpendRevisions.projectId, projects.id))
    .where(eq(projects.id, projectId));
  return row;
}

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

/** Invoices (their snapshots and status) with their credit notes, in the order of `ids`. */
export async function invoicesByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ invoice: invoices, creditNote: { id: creditNotes.id, number: creditNotes.number } })
    .from(invoices)
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .where(inArray(invoices.id, ids));
  const byId = new Map(rows.map((row) => [row.invoice.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
export type InvoiceView = Awaited<ReturnType<typeof invoicesByIds>>[number];

/** A page of invoice ids, newest first: a project's, or those of an expert's memberships. */
export async function listInvoiceIds(
  db: Database,
  scope: { projectId: number } | { expertUserId: number },
  page: { page: number; limit: number },
): Promise<{ ids: number[]; hasNextPage: boolean }> {
  const where =
    'projectId' in scope
      ? eq(invoices.projectId, scope.projectId)
      : inArray(
          invoices.memberId,
          db
            .select({ id: squadMembers.id })
            .from(squadMembers)
            .innerJoin(expertProfiles, eq(expertProfiles.id, squadMembers.profileId))
            .where(eq(expertProfiles.userId, scope.expertUserId)),
        );
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(page.limit + 1)
    .offset((page.page - 1) * page.limit);
  return { ids: rows.slice(0, page.limit).map((row) => row.id), hasNextPage: rows.length > page.limit };
}

/** What access to an invoice is decided from: its project and its member (whose expert may see it). */
export async function findInvoiceAccess(db: Database, id: number) {
  const [row] = await db
    .select({ id: invoices.id, projectId: invoices.projectId, memberId: invoices.memberId, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row;
}

/** issued → paid in one conditional statement; undefined when it was not issued. */
export async function markPaid(tx: Database, id: number) {
  const [row] = await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'issued')))
    .returning({ id: invoices.id });
  return row;
}

/**
 * issued or paid → void, and its lines let go of their hours; undefined when it was void already.
 * The conditional update takes the invoice's row lock, so of two voids at once one finds it void.
 */
export async function voidInvoice(tx: Database, id: number, reason: string) {
  const [row] = await tx
    .update(invoices)
    .set({ status: 'void', voidedAt: sql`now()`, voidReason: reason })
    .where(and(eq(invoices.id, id), inArray(invoices.status, ['issued', 'paid'])))
    .returning({ id: invoices.id, number: invoices.number, snapshot: invoices.snapshot });
  if (row) await tx.update(invoiceLines).set({ isActive: false }).where(eq(invoiceLines.invoiceId, id));
  return row;
}

export async function insertCreditNote(tx: Database, row: typeof creditNotes.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(creditNotes).values(row).returning({ id: creditNotes.id });
  return inserted!.id;
}

/** A credit note with its invoice's id (whose access rule it shares). */
export async function findCreditNote(db: Database, id: number) {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, id));
  return row;
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

/** Who sees the export: a client its projects' invoices, an expert its own, an admin all. */
export type ExportScope = { kind: 'all' } | { kind: 'owner'; userId: number } | { kind: 'expert'; userId: number };

/** Invoices issued on days of `[from, to]` (either open) in the scope, by number (the CSV export). */
export async function invoicesToExport(
  db: Database,
  scope: ExportScope,
  range: { from?: string | undefined; to?: string | undefined },
) {
  const issueDate = sql`(${invoices.snapshot} ->> 'issueDate')`;
  const conditions: SQL[] = [];
  if (range.from) conditions.push(sql`${issueDate} >= ${range.from}`);
  if (range.to) conditions.push(sql`${issueDate} <= ${range.to}`);
  if (scope.kind !== 'all') {
    const side = scope.kind === 'owner' ? ownerProfiles.userId : expertProfiles.userId;
    conditions.push(
      inArray(
        invoices.memberId,
        joinMemberSides(db.select({ id: squadMembers.id }).from(squadMembers).$dynamic()).where(eq(side, scope.userId)),
      ),
    );
  }
  return db
    .select({
      number: invoices.number,
      snapshot: invoices.snapshot,
      status: invoices.status,
      paidAt: invoices.paidAt,
    })
    .from(invoices)
    .where(and(...conditions))
    .orderBy(invoices.number);
}
