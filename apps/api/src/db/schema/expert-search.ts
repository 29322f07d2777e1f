import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { profiles, tsvector } from './profiles.js';

/** A 64-bit transaction id (`pg_current_xact_id()`), read as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Find experts' narrow search table (docs/discovery.md, "The search table"): one row per profile, written
 * only by the database's triggers in the transaction that changes the profile or a review about the expert
 * (migration 0037). It holds the search document and every column the search filters, counts facets over
 * and scores by, under the profile's own column names, so finding, filtering, counting and scoring read
 * these rows and the wide profile row is read for the page's cards only. `id` is the profile's id.
 */
export const expertSearch = pgTable(
  'expert_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The expert's own words, the names' lexemes of their catalogue items and the filters' tokens (`r:12`, `i:banking`, …). */
    discoveryVector: tsvector('discovery_vector').notNull(),
    userMatchable: boolean('user_matchable').notNull(),
    listed: boolean('listed').notNull(),
    roleIds: smallint('role_ids').array().notNull(),
    expertiseIds: smallint('expertise_ids').array().notNull(),
    skillIds: smallint('skill_ids').array().notNull(),
    industries: text('industries').array().notNull(),
    jobLevel: text('job_level'),
    vetting: text('vetting').notNull(),
    seniority: doublePrecision('seniority').notNull(),
    capacityHoursPerWeek: smallint('capacity_hours_per_week').notNull(),
    bookedHoursPerWeek: smallint('booked_hours_per_week').notNull(),
    hourlyRateMin: integer('hourly_rate_min'),
    hourlyRateMax: integer('hourly_rate_max'),
    rateCurrency: text('rate_currency').notNull(),
    timezoneOffset: smallint('timezone_offset'),
    /**
     * The published, visible reviews about the expert as of the last write: their ratings' sum and count,
     * and when the next not yet published one publishes (null: none). A review publishes by the clock, so
     * once `rating_due` has passed the search reads the reviews themselves until the next write.
     */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingDue: timestamp('rating_due', { withTimezone: true, mode: 'date' }),
    /**
     * The transaction that last wrote the row (migration 0045, set by its trigger): what each instance's
     * in-memory index reads to catch up before a search (docs/discovery.md, "The search index").
     */
    changeXid: xid8('change_xid'),
  },
  (table) => [
    index('expert_search_discovery_gin').using('gin', table.discoveryVector),
    index('expert_search_change_xid').on(table.changeXid),
  ],
);

/** The search table's deleted rows, for the in-memory indexes to drop them (migration 0045). */
export const expertSearchRemoved = pgTable(
  'expert_search_removed',
  {
    id: integer('id').notNull(),
    changeXid: xid8('change_xid').notNull(),
  },
  (table) => [index('expert_search_removed_change_xid').on(table.changeXid)],
);
