import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { jobSchedules } from '../db/schema/index.js';
import { fromNow } from '../db/sql-time.js';

const LAST_ERROR_MAX = 1000;

/** `runs` and `attempts` together name one claim: every claim moves `attempts`, every finished period `runs`. */
export type ClaimedSchedule = { name: string; nextRunAt: Date; attempts: number; runs: number };

/** Adds the schedules that have no row yet, each first due at its `nextRunAt`; existing rows keep theirs. */
export async function ensureSchedules(db: Database, rows: ReadonlyArray<{ name: string; nextRunAt: Date }>) {
  if (rows.length === 0) return;
  await db
    .insert(jobSchedules)
    .values([...rows])
    .onConflictDoNothing();
}

/**
 * Claims one due schedule among `names` by setting its lease, in one statement: SKIP LOCKED lets
 * instances claim side by side, and a leased row is not due again until the lease ends, so a period
 * runs on one instance at a time; if that instance dies, the period is claimed again after the lease.
 */
export async function claimDueSchedule(
  db: Database,
  leases: ReadonlyMap<string, number>,
): Promise<ClaimedSchedule | null> {
  const names = [...leases.keys()];
  if (names.length === 0) return null;
  const leaseMs = sql.join(
    [
      sql`case ${jobSchedules.name}`,
      ...names.map((name) => sql`when ${name} then ${leases.get(name)}::float8`),
      sql`end`,
    ],
    sql` `,
  );
  const due = db
    .select({ name: jobSchedules.name })
    .from(jobSchedules)
    .where(
      and(
        inArray(jobSchedules.name, names),
        lte(jobSchedules.nextRunAt, sql`now()`),
        or(isNull(jobSchedules.leaseUntil), lt(jobSchedules.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(jobSchedules.nextRunAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobSchedules)
    .set({
      leaseUntil: sql`now() + (${leaseMs}) * interval '1 millisecond'`,
      attempts: sql`${jobSchedules.attempts} + 1`,
    })
    .where(inArray(jobSchedules.name, due))
    .returning({
      name: jobSchedules.name,
      nextRunAt: jobSchedules.nextRunAt,
      attempts: jobSchedules.attempts,
      runs: jobSchedules.runs,
    });
  return row ?? null;
}

/**
 * Moves a schedule on to its next period, only if `claim` is still the lease it holds (a run that
 * outlived its lease, whose period another instance took over, changes nothing). true when it did.
 */
export async function finishSchedule(db: Database, claim: ClaimedSchedule, nextRunAt: Date): Promise<boolean> {
  const rows = await db
    .update(jobSchedules)
    .set({
      nextRunAt,
      leaseUntil: null,
      attempts: 0,
      runs: sql`${jobSchedules.runs} + 1`,
      lastRunAt: sql`now()`,
      lastError: null,
    })
    .where(heldBy(claim))
    .returning({ name: jobSchedules.name });
  return rows.length > 0;
}

/**
 * Pushes the lease of a running claim `leaseMs` ahead, only while `claim` still holds it: a live run keeps
 * its period however long it takes, and a crashed one stops renewing, so its period is free again one
 * lease later. true when it did.
 */
export async function renewSchedule(db: Database, claim: ClaimedSchedule, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobSchedules)
    .set({ leaseUntil: fromNow(leaseMs) })
    .where(heldBy(claim))
    .returning({ name: jobSchedules.name });
  return rows.length > 0;
}

/** Records a failed run; the same period is due again after `retryInMs`. */
export async function failSchedule(
  db: Database,
  claim: ClaimedSchedule,
  failure: { error: string; retryInMs: number },
): Promise<void> {
  await db
    .update(jobSchedules)
    .set({ leaseUntil: fromNow(failure.retryInMs), lastError: failure.error.slice(0, LAST_ERROR_MAX) })
    .where(heldBy(claim));
}

function heldBy(claim: ClaimedSchedule) {
  return and(
    eq(jobSchedules.name, claim.name),
    eq(jobSchedules.attempts, claim.attempts),
    eq(jobSchedules.runs, claim.runs),
  );
}
