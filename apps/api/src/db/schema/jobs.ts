import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per registered schedule (ADR 0016): the period it is due for next, and a lease while an
 * instance runs it. Instances claim a due row with `FOR UPDATE SKIP LOCKED`, so each period runs on
 * one instance; a run whose instance died becomes claimable again when its lease ends.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  /** The start of the period that runs next; the row is due once the clock passes it. */
  nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Set while an instance runs the due period (or waits to retry it after a failure). */
  leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
  /** Attempts at the current period (1 on its first run). */
  attempts: integer('attempts').notNull().default(0),
  runs: integer('runs').notNull().default(0),
  lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'date' }),
  lastError: text('last_error'),
});
