import { InvitationStatuses, SquadMemberStatuses } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles.js';
import { projects } from './projects.js';
import { users } from './users.js';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * An expert invited to a project (docs/api.md#invitations-and-squads). `invited` is open; `accepted`, `declined` and
 * `withdrawn` are closed for good. `invited_by_user_id` is who pressed "Invite": the owner, or an
 * admin acting on the client's behalf (docs/api.md#matcher-console). `match_*` keep the score and reasons shown when it was sent.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('invited'),
    message: text('message'),
    /** Hours asked; once accepted, the hours agreed (the membership's). */
    hoursPerWeek: smallint('hours_per_week').notNull(),
    /** The hours the invitation asked for, kept when the expert accepts fewer (migration 0028; null only for rows seeded without it). */
    hoursAsked: smallint('hours_asked'),
    /** The rate agreed on acceptance, in minor units of the project's currency (docs/money.md#agreed-rates). */
    hourlyRateMinor: integer('hourly_rate_minor'),
    declineReason: text('decline_reason'),
    matchScore: smallint('match_score'),
    matchFactors: jsonb('match_factors'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // The same expert cannot hold two open or accepted invitations on one project: a second insert fails (409).
    uniqueIndex('invitations_engaged_once')
      .on(table.projectId, table.profileId)
      .where(sql`${table.status} in ('invited', 'accepted')`),
    index('invitations_project_created_idx').on(table.projectId, table.createdAt, table.id),
    index('invitations_profile_status_created_idx').on(table.profileId, table.status, table.createdAt, table.id),
    check('invitations_status', sql`${table.status} in (${inList(InvitationStatuses.values)})`),
    check('invitations_hours_range', sql`${table.hoursPerWeek} between 1 and 60`),
    check('invitations_rate_minor', sql`${table.hourlyRateMinor} > 0`),
    check('invitations_responded', sql`(${table.status} = 'invited') = (${table.respondedAt} is null)`),
  ],
);

/**
 * An expert's seat in a project's squad, created by accepting an invitation. An `active` membership
 * books `hours_per_week` of the expert's capacity: a trigger (migration 0004) keeps
 * `profiles.booked_hours_per_week` equal to the sum over the expert's active memberships, in the
 * transaction of the change (docs/decisions/0012-capacity-ledger.md).
 */
export const squadMembers = pgTable(
  'squad_members',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    invitationId: integer('invitation_id')
      .notNull()
      .unique()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    hoursPerWeek: smallint('hours_per_week').notNull(),
    /**
     * The rate agreed on joining, in minor units of the project's currency; null only for older data
     * (no rate agreed: its hours are unpriced). Accepted `rate_changes` take over from their Monday.
     */
    hourlyRateMinor: integer('hourly_rate_minor'),
    status: text('status').notNull().default('active'),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /**
     * The sum of the membership's approved timesheets, kept by the timesheets' trigger (migration 0046): shown
     * with its reviews, and whether it reaches 8 hours decides if the engagement counts (docs/matching.md).
     */
    approvedHours: doublePrecision('approved_hours').notNull().default(0),
  },
  (table) => [
    index('squad_members_project_idx').on(table.projectId, table.status, table.joinedAt, table.id),
    index('squad_members_profile_idx').on(table.profileId, table.status),
    check('squad_members_status', sql`${table.status} in (${inList(SquadMemberStatuses.values)})`),
    check('squad_members_hours_range', sql`${table.hoursPerWeek} between 1 and 60`),
    check('squad_members_rate_minor', sql`${table.hourlyRateMinor} > 0`),
    check('squad_members_ended', sql`(${table.status} = 'ended') = (${table.endedAt} is not null)`),
  ],
);

/**
 * A change of a member's rate, agreed by both sides (docs/money.md#agreed-rates): proposed by the
 * project's side or the member, accepted or declined by the other. An accepted one prices every week
 * whose Monday is on or after `effective_from` (`rateInForceMinor` in squads/rates.repository.ts).
 * One open proposal per member: a second insert fails on `rate_changes_one_open` (409).
 */
export const rateChanges = pgTable(
  'rate_changes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => squadMembers.id, { onDelete: 'cascade' }),
    hourlyRateMinor: integer('hourly_rate_minor').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    proposedByUserId: integer('proposed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Which side proposed: `client` (the project's side) or `expert` (the member); the other decides. */
    proposedBySide: text('proposed_by_side').notNull(),
    status: text('status').notNull().default('proposed'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('rate_changes_one_open')
      .on(table.memberId)
      .where(sql`${table.status} = 'proposed'`),
    index('rate_changes_in_force_idx')
      .on(table.memberId, table.effectiveFrom, table.id)
      .where(sql`${table.status} = 'accepted'`),
    check('rate_changes_rate', sql`${table.hourlyRateMinor} > 0`),
    check('rate_changes_status', sql`${table.status} in ('proposed', 'accepted', 'declined')`),
    check('rate_changes_side', sql`${table.proposedBySide} in ('client', 'expert')`),
    check('rate_changes_decided', sql`(${table.status} = 'proposed') = (${table.decidedAt} is null)`),
  ],
);
