import { EXPERTISE_MAX, ROLES_MAX, SKILLS_MAX, type InvitationStatus } from '@fractional/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  FACTOR_WEIGHTS,
  FRACTIONAL_SENIORITY,
  JOB_LEVEL_SENIORITY,
  LARGE_BUDGET,
  NEUTRAL,
  ROLES_FOR_FULL,
  SKILLS_FOR_FULL,
  STAGE_SENIORITY,
  TEXT_HALF,
  TIMELINE_MONTHS,
  WEEKS_PER_MONTH,
  WORKDAY_MINUTES,
  YEARS_SENIORITY,
} from './matching.weights.js';

/** Everything the ranking needs to know about a project and its client, read in one query. */
export interface Brief {
  projectId: number;
  ownerUserId: number;
  name: string;
  overview: string;
  gapIds: number[];
  /** The gaps' names, which the brief's query includes. */
  gapNames: string;
  /** The brief as an OR query of its lexemes (`'fundrais' | 'forecast'`), kept by a trigger. */
  query: string;
  /** Catalogue job roles and skills whose names use the brief's words (kept by the same trigger). */
  roleHits: number[];
  skillHits: number[];
  clientTimezone: string | null;
  clientIndustries: string[];
  hoursPerWeek: number;
  budget: number | null;
  timeline: keyof typeof TIMELINE_MONTHS;
  projectStage: keyof typeof STAGE_SENIORITY;
}

type Rows<T> = { rows: T[] };
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  // Both drivers answer raw SQL with `{ rows }`; Drizzle types the result as unknown.
  return ((await db.execute(query)) as Rows<T>).rows;
}

export async function findBrief(db: Database, projectId: number): Promise<Brief | undefined> {
  const [row] = await rows<Brief>(
    db,
    sql`
    select pr.id as "projectId", op.user_id as "ownerUserId", pr.name, pr.overview, pr.gap_ids as "gapIds",
      coalesce((select string_agg(e.expertise, ' ') from expertises e where e.id = any(pr.gap_ids)), '') as "gapNames",
      pr.brief_query::text as query, pr.hours_per_week as "hoursPerWeek", pr.budget::float8 as budget,
      pr.timeline, pr.project_stage as "projectStage", u.timezone as "clientTimezone",
      coalesce(string_to_array(bd.industry, ','), '{}') as "clientIndustries",
      pr.role_hits as "roleHits", pr.skill_hits as "skillHits"
    from projects pr
    join profiles op on op.id = pr.profile_id
    join users u on u.id = op.user_id
    left join business_details bd on bd.user_id = u.id
    where pr.id = ${projectId}`,
  );
  return row;
}

/**
 * Who may be matched at all (DESIGN §9): an active, verified, open contractor whose account is not
 * closed, with hours to give. `p` is the profile; `user_matchable` is its user's half (contractor,
 * active, verified, not closed), copied onto the row by migration 0003's triggers in the transaction
 * that changes the user, so the ranking reads profile rows only. Issue 20 adds "not rejected by
 * vetting" here. Hours to give: capacity minus `booked_hours_per_week`, the ledger of active squad
 * memberships that migration 0004's trigger keeps on the row (ADR 0012).
 */
const MATCHABLE = sql.raw(
  'p.user_matchable and p.open_to_work and p.capacity_hours_per_week > p.booked_hours_per_week',
);
const AVAILABLE_HOURS = sql.raw('greatest(0, p.capacity_hours_per_week - p.booked_hours_per_week)');

/**
 * Retrieval: shares an expertise gap, or a job role or skill whose name the brief uses: a BitmapOr of
 * three GIN indexes. The brief's words alone do not retrieve (they rank, through `text`).
 */
const CANDIDATE = (gapIds: SQL, roleHits: SQL, skillHits: SQL) =>
  sql`(p.expertise_ids && ${gapIds} or p.role_ids && ${roleHits} or p.skill_ids && ${skillHits})`;

/** Signed minutes east of UTC of a `+12:00 Pacific/Auckland` value (as `users.timezone_offset`); null when absent. */
function utcOffsetMinutes(timezone: string | null): number | null {
  const match = timezone?.match(/^([+-])(\d{2}):(\d{2}) /);
  if (!match) return null;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** How many of the first `max` items of an int[] column are in `list` (index terms, no subquery per row). */
function hits(column: string, list: SQL, max: number): SQL {
  const terms = Array.from(
    { length: max },
    (_, i) => sql`coalesce(${sql.raw(column)}[${sql.raw(String(i + 1))}] = any(${list}), false)::int`,
  );
  return sql`(${sql.join(terms, sql` + `)})`;
}

function caseOf(column: string, values: Record<string, number>, otherwise: number): SQL {
  const whens = Object.entries(values).map(([key, value]) => sql`when ${key} then ${sql.raw(String(value))}`);
  return sql`(case ${sql.raw(column)} ${sql.join(whens, sql` `)} else ${sql.raw(String(otherwise))} end)`;
}

/** Each profile list holds at most this many items (the contract's limits), so this many index terms count an overlap. */
const LIST_MAX = Math.max(EXPERTISE_MAX, ROLES_MAX, SKILLS_MAX);

/** The factors computed for every candidate; `text` (ts_rank, the costly one) only for those that can still make the page. */
type StructuredKey = Exclude<keyof typeof FACTOR_WEIGHTS, 'text'>;
const STRUCTURED_KEYS = (Object.keys(FACTOR_WEIGHTS) as Array<keyof typeof FACTOR_WEIGHTS>).filter(
  (key): key is StructuredKey => key !== 'text',
);

/** The eight structured factor scores (0–1) of a candidate row, as SQL expressions over the profile `p` and the brief's values. */
function factorScores(brief: Brief) {
  const gaps = sql`${sql.param(brief.gapIds)}::int[]`;
  const roleHits = sql`${sql.param(brief.roleHits)}::int[]`;
  const skillHits = sql`${sql.param(brief.skillHits)}::int[]`;
  const industries = sql`${sql.param(brief.clientIndustries)}::text[]`;
  const clientOffset = utcOffsetMinutes(brief.clientTimezone);
  const distance = sql`abs(p.timezone_offset - ${clientOffset}::int) % 1440`;
  const target = Math.min(1, STAGE_SENIORITY[brief.projectStage] + ((brief.budget ?? 0) >= LARGE_BUDGET ? 0.1 : 0));
  const seniority = sql`((${caseOf('p.job_level', JOB_LEVEL_SENIORITY, 0.4)} + ${caseOf('p.years_of_experience', YEARS_SENIORITY, 0.3)}
    + ${caseOf('p.fractional_experience', FRACTIONAL_SENIORITY, 0.3)}) / 3.0)`;
  const weeks = TIMELINE_MONTHS[brief.timeline] * WEEKS_PER_MONTH;
  const rate = sql.raw('coalesce(p.hourly_rate_min, p.hourly_rate_max)');
  const cost = sql`(${rate} * ${brief.hoursPerWeek}::int * ${weeks}::float8)`;
  return {
    expertise:
      brief.gapIds.length === 0
        ? sql`0.0`
        : sql`(${hits('p.expertise_ids', gaps, LIST_MAX)}::float8 / ${brief.gapIds.length}::int)`,
    roles: sql`least(1.0, ${hits('p.role_ids', roleHits, LIST_MAX)}::float8 / ${Math.max(1, Math.min(ROLES_FOR_FULL, brief.roleHits.length))}::int)`,
    skills: sql`least(1.0, ${hits('p.skill_ids', skillHits, LIST_MAX)}::float8 / ${Math.max(1, Math.min(SKILLS_FOR_FULL, brief.skillHits.length))}::int)`,
    seniority: sql`least(1.0, ${seniority} / ${target}::float8)`,
    industry:
      brief.clientIndustries.length === 0
        ? sql`${NEUTRAL}::float8`
        : sql`(case when p.industries && ${industries} then 1.0 else 0.0 end)`,
    // An explicit null case: greatest() and least() skip nulls, so an unknown zone scored 0, not neutral.
    timezone: sql`(case when ${distance} is null then ${NEUTRAL}::float8
      else greatest(0, ${WORKDAY_MINUTES}::int - least(${distance}, 1440 - ${distance}))::float8 / ${WORKDAY_MINUTES}::int end)`,
    availability: sql`least(1.0, ${AVAILABLE_HOURS}::float8 / ${brief.hoursPerWeek}::int)`,
    budget:
      brief.budget === null
        ? sql`${NEUTRAL}::float8`
        : sql`(case when ${rate} is null then ${NEUTRAL}::float8 when ${cost} <= ${brief.budget}::float8 then 1.0
            else ${brief.budget}::float8 / ${cost} end)`,
  } satisfies Record<StructuredKey, SQL>;
}

export type FactorScores = Record<keyof typeof FACTOR_WEIGHTS, number>;
export interface RankedRow extends FactorScores {
  profileId: number;
  total: number;
}

/**
 * One page of the brief's matchable candidates, best first: the nine factor scores and their weighted
 * total computed in PostgreSQL over the rows the GIN indexes retrieve (docs/matching.md has the plan).
 * Ties go to the lower profile id, so pages are stable. One row more than `limit` tells of a next page.
 */
export function rankingQuery(brief: Brief, limit: number, offset: number, onlyProfileId?: number): SQL {
  const factors = factorScores(brief);
  const columns = STRUCTURED_KEYS.map((key) => sql`(${factors[key]})::float8 as ${sql.identifier(key)}`);
  const structured = sql.join(
    STRUCTURED_KEYS.map((key) => sql`${sql.raw(String(FACTOR_WEIGHTS[key]))} * x.${sql.identifier(key)}`),
    sql` + `,
  );
  const query = sql`${brief.query}::tsquery`;
  const textWeight = sql.raw(String(FACTOR_WEIGHTS.text));
  // Exact top-N pruning: text adds less than its weight, so a candidate whose structured sum is that much
  // below the N-th best structured sum can never reach the first N; ts_rank runs only for the others.
  return sql`
    with c as materialized (
      select x.*, (${structured})::float8 as structured from (
        select p.id as "profileId", ${sql.join(columns, sql`, `)}
        from profiles p
        where ${MATCHABLE} and ${CANDIDATE(
          sql`${sql.param(brief.gapIds)}::int[]`,
          sql`${sql.param(brief.roleHits)}::int[]`,
          sql`${sql.param(brief.skillHits)}::int[]`,
        )}${onlyProfileId === undefined ? sql`` : sql` and p.id = ${onlyProfileId}`}
      ) x
    ), f as (
      select coalesce(min(top.structured), 0) - ${textWeight} as floor
      from (select structured from c order by structured desc limit ${offset + limit}) top
    )
    select c.*, t.text, (c.structured + ${textWeight} * t.text)::float8 as total
    from c
    -- A scalar subquery runs per surviving row (an index lookup each), never as a join over every document.
    cross join lateral (select coalesce((select ts_rank(d.search_vector, ${query})
      from profile_search_documents d where d.profile_id = c."profileId"), 0) as rank) r
    cross join lateral (select (r.rank / (r.rank + ${TEXT_HALF}::float8))::float8 as text) t
    where c.structured >= (select floor from f)
    order by total desc, c."profileId" asc
    limit ${limit} offset ${offset}`;
}

export async function rankCandidates(db: Database, brief: Brief, limit: number, offset: number): Promise<RankedRow[]> {
  return rows<RankedRow>(db, rankingQuery(brief, limit, offset));
}

/** One expert's ranked row for the brief; undefined when not matchable or not a candidate (the invite check). */
export async function rankOne(db: Database, brief: Brief, profileId: number): Promise<RankedRow | undefined> {
  const [row] = await rows<RankedRow>(db, rankingQuery(brief, 1, 0, profileId));
  return row;
}

/** Each listed expert's latest invitation to the project (DESIGN §9 `engagement`), by profile id. */
export async function engagementsOf(
  db: Database,
  projectId: number,
  profileIds: number[],
): Promise<Map<number, { invitationId: number; status: InvitationStatus }>> {
  if (profileIds.length === 0) return new Map();
  const found = await rows<{ profileId: number; invitationId: number; status: InvitationStatus }>(
    db,
    sql`
    select distinct on (i.profile_id) i.profile_id as "profileId", i.id as "invitationId", i.status
    from invitations i where i.project_id = ${projectId} and i.profile_id = any(${sql.param(profileIds)}::int[])
    order by i.profile_id, i.created_at desc, i.id desc`,
  );
  return new Map(found.map(({ profileId, ...engagement }) => [profileId, engagement]));
}

/** The lexemes of an OR query as PostgreSQL prints it: `'fundrais' | 'forecast'`. */
function queryLexemes(query: string): string[] {
  return [...query.matchAll(/'((?:[^']|'')*)'/g)].map((match) =>
    match[1]!.replaceAll("''", "'").replaceAll('\\\\', '\\'),
  );
}

/** For the page's reasons: which of the brief's lexemes each profile's document contains. */
export async function sharedLexemes(db: Database, brief: Brief, profileIds: number[]): Promise<Map<number, string[]>> {
  if (profileIds.length === 0) return new Map();
  const found = await rows<{ id: number; lexemes: string[] }>(
    db,
    sql`
    select d.profile_id as id, coalesce(array(select t.lexeme from unnest(d.search_vector) t
      where t.lexeme = any(${sql.param(queryLexemes(brief.query))}::text[]) order by t.lexeme), '{}') as lexemes
    from profile_search_documents d where d.profile_id = any(${sql.param(profileIds)}::int[])`,
  );
  return new Map(found.map((row) => [row.id, row.lexemes]));
}

/**
 * The brief's own words with their lexemes (`fundraising` → `fundrais`), in the order written, so a
 * reason names shared words as the client wrote them.
 */
export async function briefWords(db: Database, brief: Brief): Promise<Array<{ word: string; lexeme: string }>> {
  return rows<{ word: string; lexeme: string }>(
    db,
    sql`
    select w.word, t.lexeme
    from regexp_split_to_table(lower(${`${brief.name} ${brief.overview} ${brief.gapNames}`}), '[^[:alnum:]]+')
      with ordinality as w(word, n)
    cross join lateral unnest(to_tsvector('english', w.word)) t
    where w.word <> '' order by w.n`,
  );
}

/**
 * Whether the expert is matchable and would appear in the matches of one of this user's projects, or
 * is engaged on one (invited or accepted): the card's rule, DESIGN §9.
 */
export async function isMatchedToProjectOf(db: Database, profileId: number, ownerUserId: number): Promise<boolean> {
  const found = await rows(
    db,
    sql`
    select 1 from profiles p
    where p.id = ${profileId} and ${MATCHABLE} and exists (
      select 1 from projects pr join profiles op on op.id = pr.profile_id
      where op.user_id = ${ownerUserId} and ${CANDIDATE(sql.raw('pr.gap_ids'), sql.raw('pr.role_hits'), sql.raw('pr.skill_hits'))})
    union all
    select 1 from invitations i join projects pr on pr.id = i.project_id join profiles op on op.id = pr.profile_id
    where i.profile_id = ${profileId} and i.status in ('invited', 'accepted') and op.user_id = ${ownerUserId}
    limit 1`,
  );
  return found.length > 0;
}
