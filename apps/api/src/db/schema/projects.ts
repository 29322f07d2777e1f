import { Currencies, MAIL_CATEGORIES } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles.js';
import { tsquery } from './reference.js';
import { timestamps } from './users.js';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    overview: text('overview').notNull(),
    projectStage: text('project_stage').notNull(),
    isBudgetAllocated: boolean('is_budget_allocated').notNull(),
    budget: numeric('budget', { precision: 14, scale: 2, mode: 'number' }),
    /** A budget range's maximum (budget its minimum); null for a single amount (docs/api.md#projects). */
    budgetMax: numeric('budget_max', { precision: 14, scale: 2, mode: 'number' }),
    /** The project's currency: its budget, squad rates, spend and invoices are in it (docs/money.md). */
    currency: text('currency').notNull().default('USD'),
    timeline: text('timeline').notNull(),
    businessGoal: text('business_goal').notNull(),
    businessGoalOther: text('business_goal_other'),
    expertiseGap: text('expertise_gap').notNull(),
    status: text('status').notNull().default('not_started'),
    /** 0–100 or null while neither part is known; kept by the engagements module (docs/engagements.md). */
    productivity: real('productivity'),
    /** The rounded mean of the live outcomes' progress; null without outcomes (the timeline clock then). */
    outcomesProgress: smallint('outcomes_progress'),
    /** When the first expert joined the squad (docs/api.md#invitations-and-squads); progress counts from here (docs/matching.md). */
    squadFormedAt: timestamp('squad_formed_at', { withTimezone: true, mode: 'date' }),
    /** Hours a week asked of each expert (docs/matching.md). */
    hoursPerWeek: smallint('hours_per_week').notNull().default(10),
    /** 'open' lists the brief in experts' Open briefs (docs/discovery.md#open-briefs). */
    visibility: text('visibility').notNull().default('private'),
    /** Kept by a trigger (migration 0003): the ids of `expertise_gap`'s codes, and the brief as an OR query. */
    gapIds: integer('gap_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    briefQuery: tsquery('brief_query')
      .notNull()
      .default(sql`''::tsquery`),
    /**
     * The brief's meaningful lexemes (name, overview, the gaps' names; no stop-listed, numeric or
     * one-letter lexeme), the OR query above is made of them (migration 0010).
     */
    briefLexemes: text('brief_lexemes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The phrases of `match_synonyms` the brief uses (same trigger, migration 0021): their catalogue
     * wording counts when finding the roles and skills it asks for, and reasons quote them.
     */
    briefSynonyms: text('brief_synonyms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Catalogue job roles and skills the brief asks for by meaningful words (docs/matching.md,
     * "Roles and skills the brief names"), the most specific first, at most 3 and 6 (same trigger).
     */
    roleHits: integer('role_hits')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    skillHits: integer('skill_hits')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /**
     * The brief's items as `profiles.evidence_ids` numbers them (gaps, role hits + 256, skill hits + 512;
     * same trigger, migration 0011), so the "match appeared" check finds the open projects an expert
     * holds two items of through one GIN index.
     */
    evidenceItems: integer('evidence_items')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** When the client was last mailed that a match appeared (at most one such mail a day per project). */
    matchAlertMailedAt: timestamp('match_alert_mailed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    index('projects_profile_created_idx').on(table.profileId, table.createdAt, table.id),
    /** The admin queue (docs/api.md#matcher-console): every project, oldest first. */
    index('projects_created_idx').on(table.createdAt, table.id),
    index('projects_profile_status_created_idx').on(table.profileId, table.status, table.createdAt, table.id),
    check('projects_status', sql`${table.status} in ('not_started', 'active', 'completed')`),
    check('projects_hours_range', sql`${table.hoursPerWeek} between 1 and 60`),
    check('projects_visibility_known', sql`${table.visibility} in ('private', 'open')`),
    check(
      'projects_currency',
      sql`${table.currency} in (${sql.raw(Currencies.values.map((code) => `'${code}'`).join(', '))})`,
    ),
    index('projects_open_evidence_items_gin')
      .using('gin', table.evidenceItems)
      .where(sql`${table.status} <> 'completed'`),
  ],
);

/**
 * Experts whose matchability or evidence just changed (verified, opened to work, freed hours, new
 * expertise, roles or skills), queued by the profile's trigger (migration 0011) for the background
 * pass that tells clients a match appeared (docs/matching.md, "A match appeared").
 */
export const matchAlertQueue = pgTable('match_alert_queue', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    path: text('path').notNull().unique(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    mimeType: text('mime_type').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('files_profile_idx').on(table.profileId)],
);

/** Mail queued in the transaction of the change that causes it; a background sender drains it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * A mail a preference can turn off (docs/mail.md): its category and recipient. The sender skips it
     * when that category is off at send time, and gives it the one-click unsubscribe headers.
     * Null for security and account mail, which always goes.
     */
    category: text('category', { enum: MAIL_CATEGORIES }),
    userId: integer('user_id'),
  },
  (table) => [
    index('mail_outbox_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
);
