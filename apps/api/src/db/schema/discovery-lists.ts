import { SAVED_SEARCH_NAME_MAX, SHORTLIST_NOTE_MAX } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles.js';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * A project's shortlist (docs/discovery.md#shortlists): experts its owner keeps in mind for it, with a
 * private note. Once per project and expert: the unique index settles two adds at once (the second → 409).
 */
export const shortlistEntries = pgTable(
  'shortlist_entries',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shortlist_entries_once').on(table.projectId, table.profileId),
    // The list's page: a project's entries, newest first.
    index('shortlist_entries_page_idx').on(table.projectId, table.id),
    // A deleted profile's entries go with it (the cascade reads by profile).
    index('shortlist_entries_profile_idx').on(table.profileId),
    check('shortlist_entries_note_length', sql`char_length(${table.note}) <= ${sql.raw(String(SHORTLIST_NOTE_MAX))}`),
  ],
);

/**
 * A client's saved Find experts search (docs/discovery.md#saved-searches): `query` holds `GET /experts`'s
 * parameters as URL text (`{"q":"cfo","industries":"banking"}`). `last_run_period` is the weekly run's
 * period that handled it last (the run claims a search by moving it, so a period rerun after a crash skips
 * what it did); `last_notified_at` when a mail last went out.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    lastRunPeriod: timestamp('last_run_period', { withTimezone: true, mode: 'date' }),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId, table.id),
    check(
      'saved_searches_name_length',
      sql`char_length(${table.name}) between 1 and ${sql.raw(String(SAVED_SEARCH_NAME_MAX))}`,
    ),
  ],
);

/**
 * The experts a saved search has already counted (docs/discovery.md#saved-searches): those matching when it
 * was saved, and each one a weekly mail announced. An expert matching it and not here is new. At most
 * `SEEN_MAX` rows a search: the oldest go first.
 */
export const savedSearchSeen = pgTable(
  'saved_search_seen',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.savedSearchId, table.profileId] }),
    // A deleted profile's rows go with it (the cascade reads by profile).
    index('saved_search_seen_profile_idx').on(table.profileId),
  ],
);
