import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { squadMembers } from './invitations.js';
import { projects } from './projects.js';
import { timestamps, users } from './users.js';

/**
 * What a project must achieve (docs/engagements.md): at most 5 live per project. `progress` is the
 * latest week's reported figure, kept in the transaction of the check-in that reports it. A removed
 * outcome keeps its row (`removed_at`) so past check-ins still read its title.
 */
export const outcomes = pgTable(
  'outcomes',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    target: text('target'),
    dueDate: date('due_date', { mode: 'string' }),
    progress: smallint('progress').notNull().default(0),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    index('outcomes_project_idx').on(table.projectId, table.id),
    check('outcomes_progress_range', sql`${table.progress} between 0 and 100`),
  ],
);

/** One weekly check-in per project and week (named by its Monday); rated once by the owner, then final. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    summary: text('summary').notNull(),
    risks: text('risks'),
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('check_ins_project_week').on(table.projectId, table.weekStart),
    check('check_ins_rating_range', sql`${table.rating} between 1 and 5`),
    check('check_ins_rated', sql`(${table.rating} is null) = (${table.ratedAt} is null)`),
  ],
);

/** The progress a check-in reported for each outcome. */
export const checkInOutcomes = pgTable(
  'check_in_outcomes',
  {
    checkInId: integer('check_in_id')
      .notNull()
      .references(() => checkIns.id, { onDelete: 'cascade' }),
    outcomeId: integer('outcome_id')
      .notNull()
      .references(() => outcomes.id, { onDelete: 'cascade' }),
    progress: smallint('progress').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.checkInId, table.outcomeId] }),
    index('check_in_outcomes_outcome_idx').on(table.outcomeId),
    check('check_in_outcomes_progress_range', sql`${table.progress} between 0 and 100`),
  ],
);

/**
 * Each value a project's productivity took, and when: the dashboard's change vs 30 days before reads
 * the value each project had then (docs/engagements.md).
 */
export const productivityHistory = pgTable(
  'productivity_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    productivity: real('productivity'),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('productivity_history_project_idx').on(table.projectId, table.recordedAt)],
);

/** The Friday check-in reminders already queued: one per membership and week, whichever instance runs the job. */
export const checkInReminders = pgTable(
  'check_in_reminders',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => squadMembers.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.weekStart] })],
);
