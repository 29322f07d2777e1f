import { InterestStatuses } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invitations } from './invitations.js';
import { profiles } from './profiles.js';
import { projects } from './projects.js';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * An expert's interest in an open brief (docs/discovery.md#open-briefs-and-interest): `pending` until the
 * owner invites (`invited`, with the §10 invitation it became) or declines (`declined`). One per expert
 * and project, ever: the unique index settles a second one (409), racing or not.
 */
export const projectInterests = pgTable(
  'project_interests',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    message: text('message').notNull(),
    hoursPerWeek: smallint('hours_per_week').notNull(),
    /** The rate the expert asks, in minor units of the project's currency (docs/money.md). */
    hourlyRateMinor: integer('hourly_rate_minor').notNull(),
    declineReason: text('decline_reason'),
    invitationId: integer('invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('project_interests_once').on(table.projectId, table.profileId),
    index('project_interests_project_created_idx').on(table.projectId, table.createdAt, table.id),
    index('project_interests_profile_idx').on(table.profileId),
    check('project_interests_status', sql`${table.status} in (${inList(InterestStatuses.values)})`),
    check('project_interests_hours_range', sql`${table.hoursPerWeek} between 1 and 60`),
    check('project_interests_rate_minor', sql`${table.hourlyRateMinor} > 0`),
    check('project_interests_responded', sql`(${table.status} = 'pending') = (${table.respondedAt} is null)`),
  ],
);
