import type { Currency } from '@fractional/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { projects, rateChanges, squadMembers } from '../../db/schema/index.js';

/**
 * The one SQL building block that prices a week (docs/money.md#agreed-rates): the rate in force for
 * a member on a day, in minor units of the project's currency — the latest accepted rate change
 * whose `effective_from` is on or before the day, else the rate agreed on joining, else null (no
 * rate agreed: the hours are unpriced). Spend, timesheets, the run rate and invoice lines all read
 * it, so a week is priced the same everywhere. `rate_changes_in_force_idx` answers the subquery.
 *
 * `memberId` and `agreedMinor` are the member's `id` and `hourly_rate_minor` as the caller's query
 * names them (`sql.raw('m.id')`, or drizzle columns); `day` a date expression (a week's Monday).
 */
export function rateInForceMinor(memberId: SQL, agreedMinor: SQL, day: SQL): SQL<number | null> {
  return sql<number | null>`coalesce((
      select rc.hourly_rate_minor from rate_changes rc
       where rc.member_id = ${memberId} and rc.status = 'accepted' and rc.effective_from <= ${day}
       order by rc.effective_from desc, rc.id desc limit 1), ${agreedMinor})`;
}

/** The same for the `m` alias of `squad_members` and a week named by `weekStart` (raw SQL queries). */
export const memberRateOnWeek = (weekStart: SQL): SQL<number | null> =>
  rateInForceMinor(sql.raw('m.id'), sql.raw('m.hourly_rate_minor'), weekStart);

/**
 * A line's amount in minor units, in SQL: `hours` (quarter hours, a float8 expression) × `rateMinor`,
 * rounded half-up once — `lineAmountMinor` of the contract's money module, for aggregates. Null
 * when the rate is.
 */
export const lineAmountMinorSql = (hours: SQL, rateMinor: SQL): SQL<number | null> =>
  sql<number | null>`((round((${hours}) * 4)::bigint * (${rateMinor}) + 2) / 4)`;

export type RateChangeRow = typeof rateChanges.$inferSelect;

/** The rate change and the two sides of its member (who may propose, decide and hear of it). */
export interface RateChangeParties {
  memberId: number;
  memberStatus: string;
  projectId: number;
  projectName: string;
  currency: Currency;
  invitationId: number;
  ownerUserId: number;
  ownerEmail: string;
  ownerFirstName: string | null;
  expertUserId: number;
  expertEmail: string;
  expertFirstName: string | null;
  expertLastName: string | null;
}

/** A project's member with both sides (the project's owner, the member's expert); undefined if not of it. */
export async function findMemberParties(
  db: Database,
  projectId: number,
  memberId: number,
): Promise<RateChangeParties | undefined> {
  const { rows } = (await db.execute(sql`
    select m.id as "memberId", m.status as "memberStatus", p.id as "projectId", p.name as "projectName",
           p.currency, m.invitation_id as "invitationId",
           ou.id as "ownerUserId", ou.email as "ownerEmail", ou.first_name as "ownerFirstName",
           eu.id as "expertUserId", eu.email as "expertEmail", eu.first_name as "expertFirstName",
           eu.last_name as "expertLastName"
      from squad_members m
      join projects p on p.id = m.project_id
      join profiles op on op.id = p.profile_id join users ou on ou.id = op.user_id
      join profiles ep on ep.id = m.profile_id join users eu on eu.id = ep.user_id
     where m.id = ${memberId} and m.project_id = ${projectId}`)) as { rows: RateChangeParties[] };
  return rows[0];
}

/**
 * The last Monday whose week holds an invoiced hour of the member (a live invoice line), or null. A
 * rate change must start after it (docs/money.md#agreed-rates): an invoiced hour never changes price.
 */
export async function lastInvoicedWeek(db: Database, memberId: number): Promise<string | null> {
  const { rows } = (await db.execute(sql`
    select to_char(max(l.week_start), 'YYYY-MM-DD') as week
      from invoice_lines l join timesheets t on t.id = l.timesheet_id
     where t.member_id = ${memberId} and l.is_active`)) as { rows: Array<{ week: string | null }> };
  return rows[0]?.week ?? null;
}

/** A new open proposal; a second open one of the member fails on `rate_changes_one_open` (23505). */
export async function insertRateChange(
  db: Database,
  values: Pick<
    typeof rateChanges.$inferInsert,
    'memberId' | 'hourlyRateMinor' | 'effectiveFrom' | 'proposedByUserId' | 'proposedBySide'
  >,
): Promise<RateChangeRow> {
  const [row] = await db.insert(rateChanges).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findRateChange(db: Database, id: number): Promise<RateChangeRow | undefined> {
  const [row] = await db.select().from(rateChanges).where(eq(rateChanges.id, id));
  return row;
}

/** Accepts or declines an open proposal; undefined when it was no longer open. */
export async function decideRateChange(
  db: Database,
  id: number,
  status: 'accepted' | 'declined',
  userId: number,
): Promise<RateChangeRow | undefined> {
  const [row] = await db
    .update(rateChanges)
    .set({ status, decidedByUserId: userId, decidedAt: sql`now()` })
    .where(and(eq(rateChanges.id, id), eq(rateChanges.status, 'proposed')))
    .returning();
  return row;
}

/** What the spend figures aggregate changed (an accepted rate reprices weeks): the cached figures move on. */
export async function bumpSpendRevision(db: Database, projectId: number): Promise<void> {
  await db.execute(sql`select bump_project_spend_revision(${projectId}::int)`);
}

/** Each member's rate in force today (minor units, or null) and its open proposal, by member id. */
export async function ratesOfMembers(
  db: Database,
  memberIds: number[],
): Promise<Map<number, { rateMinor: number | null; currency: Currency; pending: RateChangeRow | null }>> {
  if (memberIds.length === 0) return new Map();
  const [rates, pending] = await Promise.all([
    db
      .select({
        id: squadMembers.id,
        currency: projects.currency,
        rateMinor: rateInForceMinor(
          sql`${squadMembers.id}`,
          sql`${squadMembers.hourlyRateMinor}`,
          sql`(now() at time zone 'UTC')::date`,
        ),
      })
      .from(squadMembers)
      .innerJoin(projects, eq(projects.id, squadMembers.projectId))
      .where(inArray(squadMembers.id, memberIds)),
    db
      .select()
      .from(rateChanges)
      .where(and(inArray(rateChanges.memberId, memberIds), eq(rateChanges.status, 'proposed'))),
  ]);
  const open = new Map(pending.map((row) => [row.memberId, row]));
  return new Map(
    rates.map((row) => [
      row.id,
      {
        rateMinor: row.rateMinor === null ? null : Number(row.rateMinor),
        currency: row.currency as Currency,
        pending: open.get(row.id) ?? null,
      },
    ]),
  );
}

/** The project of a squad member, or undefined. */
export async function projectOfMember(db: Database, memberId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ projectId: squadMembers.projectId })
    .from(squadMembers)
    .where(eq(squadMembers.id, memberId));
  return row?.projectId;
}
