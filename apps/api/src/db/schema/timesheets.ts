import { TimesheetStatuses } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { squadMembers } from './invitations.js';
import { projects } from './projects.js';
import { users } from './users.js';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One week of a squad member's hours (docs/api.md#timesheets); one row per member and week. */
export const timesheets = pgTable(
  'timesheets',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => squadMembers.id, { onDelete: 'cascade' }),
    /** The member's project, repeated for the client's lists. */
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    /** Monday to Sunday; quarters of an hour are exact in a double. */
    hours: doublePrecision('hours').array().notNull(),
    note: text('note'),
    status: text('status', { enum: TimesheetStatuses.values }).notNull().default('draft'),
    submittedAt: at('submitted_at'),
    decidedAt: at('decided_at'),
    /** Who approved or rejected it; null for the system's auto-approval. */
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('timesheets_member_week').on(table.memberId, table.weekStart),
    index('timesheets_project_week_idx').on(table.projectId, table.weekStart.desc(), table.id.desc()),
    // The monthly invoice run reads the approved weeks of a month across projects.
    index('timesheets_approved_week_idx')
      .on(table.weekStart)
      .where(sql`${table.status} = 'approved'`),
    index('timesheets_submitted_idx')
      .on(table.submittedAt)
      .where(sql`${table.status} = 'submitted'`),
    check('timesheets_status', sql`${table.status} in (${inList(TimesheetStatuses.values)})`),
    check('timesheets_week_days', sql`cardinality(${table.hours}) = 7`),
    check('timesheets_monday', sql`extract(isodow from ${table.weekStart}) = 1`),
  ],
);

/**
 * Reminders already mailed, one row per kind, recipient and period: the scheduled jobs insert the row
 * and queue the mail in one transaction, so a period run twice (a crash, a retry) mails once.
 */
export const timesheetReminders = pgTable(
  'timesheet_reminders',
  {
    /** `week`: a member's Monday reminder (recipient = member id, period = the week's Monday); `waiting`: a client's daily one (recipient = user id, period = the day). */
    kind: text('kind', { enum: ['week', 'waiting'] }).notNull(),
    recipientId: integer('recipient_id').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.recipientId, table.period] })],
);

/**
 * How often what a project's spend aggregates has changed (its timesheets, its members' rates). Kept
 * by deferred triggers (migration 0022), at commit, whoever writes; the cached aggregate of a project
 * is current while its revision matches (docs/engagements.md#spend). A project without a row is at 0.
 */
export const projectSpendRevisions = pgTable('project_spend_revisions', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});
