import { sql } from 'drizzle-orm';
import { check, customType, doublePrecision, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

/**
 * How many ids of each catalogue a profile's bit strings hold (`profiles.role_bits` and siblings, the
 * ranking's overlap counts; migration 0008). A catalogue row's id must fit (its CHECK); the seed
 * keeps ids dense (it never spends an id on a row that exists), and the catalogues hold 98 roles,
 * 90 expertises and 332 skills, so each width leaves more than twice the room.
 */
export const CATALOGUE_BITS = { roles: 256, expertise: 256, skills: 1024 } as const;

/**
 * Where each catalogue's ids start in `profiles.evidence_ids` (expertise ids as they are, then roles,
 * then skills; migration 0010), so one GIN index answers "holds two of the brief's items".
 */
export const EVIDENCE_OFFSETS = {
  expertise: 0,
  roles: CATALOGUE_BITS.expertise,
  skills: CATALOGUE_BITS.expertise + CATALOGUE_BITS.roles,
} as const;

/**
 * A pair of evidence items (a < b) as one number, a × EVIDENCE_PAIR_BASE + b, as `profiles.evidence_pairs`
 * keeps them (migration 0020): larger than every item (skills end at 1,536).
 */
export const EVIDENCE_PAIR_BASE = 2048;

/**
 * A catalogue name's meaningful lexemes (`english`, stop-listed, numeric and one- or two-letter ones
 * removed), kept by a trigger on each catalogue (migration 0010) so a brief is compared with them
 * without running the parser over the catalogue.
 */
const nameLexemes = () =>
  text('name_lexemes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

const fits = (name: string, width: number) => check(name, sql`id between 1 and ${sql.raw(String(width))}`);

export const jobRoles = pgTable(
  'job_roles',
  {
    id: serial('id').primaryKey(),
    roleCode: text('role_code').notNull().unique(),
    role: text('role').notNull(),
    nameLexemes: nameLexemes(),
  },
  () => [fits('job_roles_id_fits_bits', CATALOGUE_BITS.roles)],
);

export const expertises = pgTable(
  'expertises',
  {
    id: serial('id').primaryKey(),
    expertiseCode: text('expertise_code').notNull().unique(),
    expertise: text('expertise').notNull(),
    nameLexemes: nameLexemes(),
  },
  () => [fits('expertises_id_fits_bits', CATALOGUE_BITS.expertise)],
);

export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    skill: text('skill').notNull(),
    description: text('description').notNull(),
    nameLexemes: nameLexemes(),
  },
  () => [fits('skills_id_fits_bits', CATALOGUE_BITS.skills)],
);

/**
 * Lexemes that are never evidence of a fit (docs/matching.md, "Stop-list"): words of titles and briefs
 * that every role or project uses ("fractional", "head", "management", "strategy"). Filled by migration 0010.
 */
export const matchStopLexemes = pgTable('match_stop_lexemes', {
  lexeme: text('lexeme').primaryKey(),
});

/**
 * How many catalogue names (roles, expertises, skills) use each meaningful lexeme: a lexeme few names
 * use is specific evidence (docs/matching.md). Refreshed by a statement trigger on each catalogue.
 */
export const catalogueLexemes = pgTable('catalogue_lexemes', {
  lexeme: text('lexeme').primaryKey(),
  names: integer('names').notNull(),
});

/** A PostgreSQL `tsquery`; written only by the database (a trigger or a generated column). */
export const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/**
 * The business vocabulary's other words for the catalogue's (docs/matching.md, "Other words"): a phrase
 * as clients write it ("board pack") and the catalogue wording it means ("board reporting"). A brief
 * that uses the phrase asks for the roles and skills the wording names. Filled by migration 0021.
 */
export const matchSynonyms = pgTable('match_synonyms', {
  phrase: text('phrase').primaryKey(),
  means: text('means').notNull(),
  /** The phrase as a `tsquery` of adjacent words, so "board pack" matches "board packs", not "pack" alone. */
  phraseQuery: tsquery('phrase_query')
    .notNull()
    .generatedAlwaysAs(sql`phraseto_tsquery('english'::regconfig, phrase)`),
  /** The lexemes of `means`, compared with the catalogue's `name_lexemes`. */
  meansLexemes: text('means_lexemes')
    .array()
    .notNull()
    .generatedAlwaysAs(sql`tsvector_to_array(to_tsvector('english'::regconfig, means))`),
});

/**
 * The catalogue's own relations (docs/matching.md, "Typical roles and skills of a gap"): the job roles and
 * skills an expertise area typically goes with ("Revenue operations" → Fractional RevOps Lead, CRM
 * management, Sales forecasting, Pipeline management …), by code, so the rows do not depend on the ids
 * the catalogue's seed gives. An expert holding one of them can anchor the floor for a brief that names
 * the area as a gap. Filled by migration 0026.
 */
export const expertiseTypicalItems = pgTable(
  'expertise_typical_items',
  {
    expertiseCode: text('expertise_code').notNull(),
    /** 'role' (a `job_roles.role_code`) or 'skill' (a `skills.code`). */
    kind: text('kind').notNull(),
    itemCode: text('item_code').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.expertiseCode, table.kind, table.itemCode] }),
    check('expertise_typical_items_kind', sql`${table.kind} in ('role', 'skill')`),
  ],
);

/**
 * Each role and skill name's meaningful lexemes, one row each, with the name's lexeme count and the
 * lexeme's IDF (ln(catalogue names ÷ names using it)): the catalogue inverted, so the roles and skills a
 * brief asks for are found by joining the brief's lexemes to it instead of comparing every name's array
 * (docs/matching.md, "Roles and skills the brief asks for"). Rebuilt with `catalogue_lexemes`.
 */
export const catalogueNameLexemes = pgTable(
  'catalogue_name_lexemes',
  {
    lexeme: text('lexeme').notNull(),
    /** 'roles' or 'skills', as `brief_catalogue_hits` names them. */
    catalogue: text('catalogue').notNull(),
    itemId: integer('item_id').notNull(),
    nameSize: integer('name_size').notNull(),
    idf: doublePrecision('idf').notNull(),
  },
  (table) => [primaryKey({ columns: [table.lexeme, table.catalogue, table.itemId] })],
);
