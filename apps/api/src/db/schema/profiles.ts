import { sql } from 'drizzle-orm';
import { Currencies, VettingStatuses } from '@fractional/contract';
import {
  type AnyPgColumn,
  bit,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { CATALOGUE_BITS, expertises, jobRoles, skills } from './reference.js';
import { timestamps, users } from './users.js';

/** A PostgreSQL `tsvector` (full-text document); written only by the database's triggers. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Matching (docs/matching.md): the availability a contractor edits, and columns the
 * database keeps for the ranking query (migration 0003's triggers): the ids of the profile's job roles,
 * expertise and skills as int[], each with a GIN index (the text lives in `profileSearchDocuments`).
 * Never written by the app.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description'),
    yearsOfExperience: text('years_of_experience'),
    jobLevel: text('job_level'),
    website: text('website'),
    fxnlScore: real('fxnl_score'),
    titleHeader: text('title_header'),
    leadSource: text('lead_source'),
    fractionalExperience: text('fractional_experience'),
    openToWork: boolean('open_to_work').notNull().default(true),
    /** Whether the expert appears in Find experts (docs/discovery.md); the expert may unlist (migration 0035). */
    listed: boolean('listed').notNull().default(true),
    /**
     * Whether the profile may be matched apart from its own availability: the user's half (contractor,
     * active, verified, not closed) and the vetting (not rejected), kept by triggers (0003, 0006) with
     * the user's time-zone offset.
     */
    userMatchable: boolean('user_matchable').notNull().default(false),
    timezoneOffset: smallint('timezone_offset'),
    capacityHoursPerWeek: smallint('capacity_hours_per_week').notNull().default(10),
    /**
     * Whether the expert ever said their availability (open to work, capacity, rates): until then the
     * stored defaults only let matching work, and the profile reads "Availability not set".
     */
    availabilitySet: boolean('availability_set').notNull().default(false),
    /**
     * The capacity ledger (docs/api.md#invitations-and-squads, ADR 0012): hours of the expert's active squad memberships, kept
     * by migration 0004's trigger on `squad_members`; available hours = capacity − booked. Never written by the app.
     */
    bookedHoursPerWeek: smallint('booked_hours_per_week').notNull().default(0),
    hourlyRateMin: integer('hourly_rate_min'),
    hourlyRateMax: integer('hourly_rate_max'),
    /** The currency of the rate range (docs/money.md); matching converts through the fx rates. */
    rateCurrency: text('rate_currency').notNull().default('USD'),
    industries: text('industries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    roleIds: integer('role_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    expertiseIds: integer('expertise_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    skillIds: integer('skill_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /**
     * The three lists as one, for matching's retrieval by two pieces of evidence (docs/matching.md,
     * "Retrieval"): expertise ids as they are, job role ids + EVIDENCE_OFFSETS.roles, skill ids +
     * EVIDENCE_OFFSETS.skills. Kept by the profile's BEFORE trigger (migration 0010).
     */
    evidenceIds: integer('evidence_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /**
     * Every pair of `evidence_ids` as one number (smaller × EVIDENCE_PAIR_BASE + larger; migration 0020),
     * so "holds two of the brief's items" is one GIN overlap with the brief's pairs, whose posting
     * lists hold only the experts holding both (docs/matching.md, "The floor and the pair index").
     */
    evidencePairs: integer('evidence_pairs')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`evidence_pairs_of(evidence_ids)`),
    /**
     * The same three lists as bit strings (bit n set: catalogue id n + 1 is listed), kept by the same
     * trigger (migration 0008), so the ranking counts an overlap with one `bit_count(a & b)` instead of
     * an array comparison per item (docs/matching.md "The query"). Widths: CATALOGUE_BITS.
     */
    roleBits: bit('role_bits', { dimensions: CATALOGUE_BITS.roles })
      .notNull()
      .default(sql`B'0'::bit(${sql.raw(String(CATALOGUE_BITS.roles))})`),
    expertiseBits: bit('expertise_bits', { dimensions: CATALOGUE_BITS.expertise })
      .notNull()
      .default(sql`B'0'::bit(${sql.raw(String(CATALOGUE_BITS.expertise))})`),
    skillBits: bit('skill_bits', { dimensions: CATALOGUE_BITS.skills })
      .notNull()
      .default(sql`B'0'::bit(${sql.raw(String(CATALOGUE_BITS.skills))})`),
    /**
     * How senior the profile reads, 0–1: the mean of its job level, years and fractional experience
     * as matching.weights.ts scores them, kept by the same trigger (migration 0008) for the ranking.
     */
    seniority: doublePrecision('seniority').notNull().default(0),
    /** An admin's vetting decision (docs/api.md#matcher-console); `rejected` clears `userMatchable` (migration 0006's trigger). */
    vetting: text('vetting', { enum: VettingStatuses.values }).notNull().default('pending'),
    vettingNote: text('vetting_note'),
    vettingDecidedBy: integer('vetting_decided_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    vettingDecidedAt: timestamp('vetting_decided_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    check('profiles_vetting_known', sql`${table.vetting} in ('pending', 'approved', 'rejected')`),
    index('profiles_vetting_idx').on(table.vetting, table.createdAt, table.id),
    check('profiles_capacity_range', sql`${table.capacityHoursPerWeek} between 0 and 60`),
    check('profiles_booked_hours', sql`${table.bookedHoursPerWeek} >= 0`),
    check('profiles_rate_band', sql`${table.hourlyRateMin} <= ${table.hourlyRateMax}`),
    check(
      'profiles_rate_currency',
      sql`${table.rateCurrency} in (${sql.raw(Currencies.values.map((code) => `'${code}'`).join(', '))})`,
    ),
    index('profiles_role_ids_gin').using('gin', table.roleIds),
    index('profiles_expertise_ids_gin').using('gin', table.expertiseIds),
    // Matching's first tier (experts who cover a gap) reads matchable profiles only: migration 0007.
    index('profiles_matchable_expertise_ids_gin')
      .using('gin', table.expertiseIds)
      .where(
        sql`${table.userMatchable} and ${table.openToWork} and ${table.capacityHoursPerWeek} > ${table.bookedHoursPerWeek}`,
      ),
    index('profiles_skill_ids_gin').using('gin', table.skillIds),
    // Matching's retrieval: matchable experts holding two of the brief's items (migration 0020).
    index('profiles_matchable_evidence_pairs_gin')
      .using('gin', table.evidencePairs)
      .where(
        sql`${table.userMatchable} and ${table.openToWork} and ${table.capacityHoursPerWeek} > ${table.bookedHoursPerWeek}`,
      ),
    // The deep market's floor: matchable experts holding three of the brief's items (migration 0025). An
    // expression index, so the triples live in the index only and the rows the ranking reads stay narrow.
    index('profiles_matchable_evidence_triples_gin')
      .using('gin', sql`evidence_triples_of(${table.evidenceIds})`)
      .where(
        sql`${table.userMatchable} and ${table.openToWork} and ${table.capacityHoursPerWeek} > ${table.bookedHoursPerWeek}`,
      ),
    index('profiles_industries_gin').using('gin', table.industries),
  ],
);

/**
 * Each profile's full-text document for matching's `text` factor: the expert's own words only, the
 * headline (weight A) and the description (B), `english` configuration (migration 0010; catalogue names
 * count in the roles and skills factors, not here). Written by the profile's AFTER trigger; a table of
 * its own so the profile rows the ranking scans stay narrow.
 */
export const profileSearchDocuments = pgTable(
  'profile_search_documents',
  {
    profileId: integer('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    searchVector: tsvector('search_vector').notNull(),
  },
  (table) => [index('profile_search_documents_gin').using('gin', table.searchVector)],
);

/** The ordered reference links of a profile: `position` keeps the order the user chose. */
function profileLinks<TName extends string, TColumn extends string>(
  name: TName,
  column: TColumn,
  target: () => AnyPgColumn,
) {
  return pgTable(
    name,
    {
      profileId: integer('profile_id')
        .notNull()
        .references(() => profiles.id, { onDelete: 'cascade' }),
      refId: integer(column).notNull().references(target, { onDelete: 'cascade' }),
      position: smallint('position').notNull(),
    },
    (table) => [primaryKey({ columns: [table.profileId, table.refId] }), index(`${name}_ref_idx`).on(table.refId)],
  );
}

export const profileJobRoles = profileLinks('profile_job_roles', 'job_role_id', () => jobRoles.id);
export const profileExpertises = profileLinks('profile_expertises', 'expertise_id', () => expertises.id);
export const profileSkills = profileLinks('profile_skills', 'skill_id', () => skills.id);

export const businessDetails = pgTable('business_details', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  orgName: text('org_name').notNull(),
  industry: text('industry').notNull(),
  segment: text('segment').notNull(),
  headQuarters: text('head_quarters').notNull(),
  teamSize: text('team_size').notNull(),
  ...timestamps,
});
