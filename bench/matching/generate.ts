/**
 * Writes a generated matching population straight into a database (PostgreSQL or PGlite) with the
 * app's own migrations (prepareDatabase), in batched multi-row INSERTs: users, profiles, their links,
 * business details and projects. The columns the matcher reads (role/expertise/skill id arrays, the
 * profile's tsvector, the project's gap ids and brief query) are computed by the app's own triggers
 * (migration 0003): profiles are written with triggers off and then touched once (`set id = id`), which
 * runs the same trigger a sign-up or a PATCH runs; each distinct project is inserted with its trigger on.
 * The large project table repeats those distinct projects (their derived columns included) with
 * generate_series, so a million rows take a minute. Three experts in ten get ended engagements with published
 * reviews (writeTrackRecords). A stamp row keeps a generated database for re-runs.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Roles } from '@fractional/contract';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../apps/api/src/db/client.js';
import { MIGRATIONS_FOLDER } from '../../apps/api/src/db/migrate.js';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords.js';
import { ROOT } from '../lib/processes.js';
import type { Expert, Population, Project } from './population.js';

const BATCH = 5_000;
export const BENCH_EMAIL_DOMAIN = 'matching.bench.example.com';
const email = (key: string) => `${key}@${BENCH_EMAIL_DOMAIN}`;
/** The client who owns the measured project `index`. */
export const measuredClientEmail = (index: number) => email(`measured-client-${index}`);
export const BENCH_PASSWORD = 'bench-matching-42';

/** Changes whenever the generator, the population or the migrations change, or the sizes differ. */
export function populationStamp(sizes: Record<string, number>): string {
  const hash = createHash('sha256');
  for (const file of ['bench/matching/population.ts', 'bench/matching/generate.ts'])
    hash.update(readFileSync(path.join(ROOT, file)));
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((name) => name.endsWith('.sql'))
    .sort())
    hash.update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  hash.update(JSON.stringify(sizes));
  return hash.digest('hex').slice(0, 16);
}

/** Both drivers answer raw SQL with `{ rows }`. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export async function readStamp(db: Database): Promise<string | null> {
  await db.execute(sql`create table if not exists bench_matching_stamp (stamp text not null)`);
  const [row] = await rowsOf<{ stamp: string }>(db, sql`select stamp from bench_matching_stamp limit 1`);
  return row?.stamp ?? null;
}

const pgArray = (values: Array<number | string>) =>
  `{${values.map((value) => JSON.stringify(String(value))).join(',')}}`;

async function inBatches<T>(db: Database, rows: T[], insert: (json: string) => SQL): Promise<void> {
  for (let from = 0; from < rows.length; from += BATCH)
    await db.execute(insert(JSON.stringify(rows.slice(from, from + BATCH))));
}

async function insertUsers(db: Database, users: Array<Record<string, unknown>>, passwordHash: string) {
  await inBatches(
    db,
    users,
    (json) => sql`
    insert into users (email, email_verified_at, password_hash, provider, first_name, last_name, role_id, status_id,
      timezone, agreed_to_terms, agreed_to_policies)
    select r.email, case when r.verified then now() end, ${passwordHash}, 'email', r.first_name, r.last_name, r.role_id, 1,
      r.timezone, true, true
    from json_to_recordset(${json}::json) as r(email text, verified boolean, first_name text, last_name text,
      role_id int, timezone text)`,
  );
}

async function insertExperts(db: Database, experts: Expert[], passwordHash: string): Promise<void> {
  await insertUsers(
    db,
    experts.map((e) => ({
      email: email(e.key),
      verified: e.verified,
      first_name: e.firstName,
      last_name: e.lastName,
      role_id: Roles.contractor.id,
      timezone: e.timezone,
    })),
    passwordHash,
  );
  await inBatches(
    db,
    experts.map((e) => ({
      email: email(e.key),
      description: e.description,
      years: e.yearsOfExperience,
      level: e.jobLevel,
      fractional: e.fractionalExperience,
      title: e.titleHeader,
      open: e.openToWork,
      capacity: e.capacityHoursPerWeek,
      rate_min: e.hourlyRateMin,
      rate_max: e.hourlyRateMax,
      industries: pgArray(e.industries),
    })),
    (json) => sql`
    insert into profiles (user_id, description, years_of_experience, job_level, fractional_experience, title_header,
      lead_source, open_to_work, capacity_hours_per_week, hourly_rate_min, hourly_rate_max, industries)
    select u.id, r.description, r.years, r.level, r.fractional, r.title, 'referral', r.open, r.capacity,
      least(r.rate_min, coalesce(r.rate_max, r.rate_min)), greatest(r.rate_max, coalesce(r.rate_min, r.rate_max)),
      r.industries::text[]
    from json_to_recordset(${json}::json) as r(email text, description text, years text, level text, fractional text,
      title text, open boolean, capacity int, rate_min int, rate_max int, industries text)
    join users u on u.email = r.email`,
  );
  for (const [table, column, pick] of [
    ['profile_job_roles', 'job_role_id', (e: Expert) => e.roleIds],
    ['profile_expertises', 'expertise_id', (e: Expert) => e.expertiseIds],
    ['profile_skills', 'skill_id', (e: Expert) => e.skillIds],
  ] as const) {
    await inBatches(
      db,
      experts.map((e) => ({ email: email(e.key), ids: pgArray(pick(e)) })),
      (json) => sql`
      insert into ${sql.identifier(table)} (profile_id, ${sql.identifier(column)}, position)
      select p.id, l.id, l.position - 1
      from json_to_recordset(${json}::json) as r(email text, ids text)
      join users u on u.email = r.email join profiles p on p.user_id = u.id,
        unnest(r.ids::int[]) with ordinality as l(id, position)`,
    );
  }
}

async function insertClients(db: Database, projects: Project[], passwordHash: string): Promise<void> {
  await insertUsers(
    db,
    projects.map((p) => ({
      email: email(p.clientKey),
      verified: true,
      first_name: 'Client',
      last_name: p.clientKey,
      role_id: Roles.client.id,
      timezone: p.clientTimezone,
    })),
    passwordHash,
  );
  await inBatches(
    db,
    projects.map((p) => ({ email: email(p.clientKey), industry: p.industry })),
    (json) => sql`
    with r as (select * from json_to_recordset(${json}::json) as r(email text, industry text)),
    made as (
      insert into profiles (user_id, description) select u.id, 'Client' from r join users u on u.email = r.email
      returning user_id)
    insert into business_details (user_id, org_name, industry, segment, head_quarters, team_size)
    select u.id, 'Organisation ' || u.id, r.industry, 'mid-market', 'NZ', '51-200'
    from r join users u on u.email = r.email`,
  );
}

async function insertProjects(db: Database, projects: Project[]): Promise<void> {
  await inBatches(
    db,
    projects.map((p) => ({
      email: email(p.clientKey),
      name: p.name,
      overview: p.overview,
      stage: p.projectStage,
      budget: p.budget,
      timeline: p.timeline,
      goal: p.businessGoal,
      gap: p.expertiseGap,
      hours: p.hoursPerWeek,
    })),
    (json) => sql`
    insert into projects (profile_id, name, overview, project_stage, is_budget_allocated, budget, timeline,
      business_goal, expertise_gap, hours_per_week)
    select p.id, r.name, r.overview, r.stage, r.budget is not null, r.budget, r.timeline, r.goal, r.gap, r.hours
    from json_to_recordset(${json}::json) as r(email text, name text, overview text, stage text, budget int,
      timeline text, goal text, gap text, hours int)
    join users u on u.email = r.email join profiles p on p.user_id = u.id`,
  );
}

/** A table's columns but `except`, quoted and comma-separated, to copy rows of it with SQL. */
async function columnList(db: Database, table: string, except: string[]): Promise<SQL> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
      and not (column_name = any(${sql.param(except)}::text[]))
    order by ordinal_position`,
  );
  return sql.join(
    rows.map((row) => sql.identifier(row.name)),
    sql`, `,
  );
}

/**
 * Repeats the random experts (`random-…`, written above with their triggers run) as `copies` more
 * experts, set-based: users, profiles with the derived match columns copied as they are (triggers off),
 * their role/expertise/skill links and search documents. A million experts in minutes, where writing
 * them from Node and running each profile's trigger took hours.
 */
async function repeatExperts(db: Database, copies: number): Promise<void> {
  const copyEmail = sql`'copy-' || c.g || ${`@${BENCH_EMAIL_DOMAIN}`}`;
  await db.execute(sql`
    create temp table expert_copies on commit drop as
    select g, t.profile_id as template_profile, t.user_id as template_user, null::int as user_id,
      null::int as profile_id
    from generate_series(1, ${copies}::int) g
    join (select row_number() over (order by p.id) - 1 as k, p.id as profile_id, p.user_id from profiles p
          join users u on u.id = p.user_id where u.email like ${`random-%@${BENCH_EMAIL_DOMAIN}`}) t
      on t.k = g % (select count(*) from users where email like ${`random-%@${BENCH_EMAIL_DOMAIN}`})`);
  const userColumns = await columnList(db, 'users', ['id', 'email']);
  await db.execute(sql`insert into users (email, ${userColumns})
    select ${copyEmail}, ${userColumns} from expert_copies c join users t on t.id = c.template_user`);
  await db.execute(
    sql`update expert_copies c set user_id = u.id from users u where lower(u.email) = lower(${copyEmail})`,
  );
  const profileColumns = await columnList(db, 'profiles', ['id', 'user_id']);
  await db.execute(sql`insert into profiles (user_id, ${profileColumns})
    select c.user_id, ${profileColumns} from expert_copies c join profiles t on t.id = c.template_profile`);
  await db.execute(sql`update expert_copies c set profile_id = p.id from profiles p where p.user_id = c.user_id`);
  for (const table of ['profile_job_roles', 'profile_expertises', 'profile_skills', 'profile_search_documents']) {
    const columns = await columnList(db, table, ['id', 'profile_id']);
    await db.execute(sql`insert into ${sql.identifier(table)} (profile_id, ${columns})
      select c.profile_id, ${columns} from expert_copies c join ${sql.identifier(table)} t
        on t.profile_id = c.template_profile`);
  }
  // Find experts' search table (migration 0037) is keyed by the profile's id.
  const searchColumns = await columnList(db, 'expert_search', ['id']);
  await db.execute(sql`insert into expert_search (id, ${searchColumns})
    select c.profile_id, ${searchColumns} from expert_copies c join expert_search t on t.id = c.template_profile`);
}

/**
 * Gives three experts in ten a track record, set-based: one to seven ended engagements each on the
 * background projects (an accepted invitation, an ended squad membership) and both sides' published
 * reviews of each, ratings mostly 4 and 5 as on a real marketplace. Matching's `track` factor and the
 * cards' ratings then read real rows (docs/benchmarks.md, "Matching"). Returns the reviews written.
 */
async function writeTrackRecords(db: Database): Promise<number> {
  await db.execute(sql`
    create temp table track_members on commit drop as
    select nextval('invitations_id_seq')::int as invitation_id, nextval('squad_members_id_seq')::int as member_id,
      e.profile_id, e.user_id, pr.id as project_id, owner.id as owner_profile_id, owner.user_id as owner_user_id,
      now() - ((e.profile_id * 7 + k * 37) % 600 + 20) * interval '1 day' as ended_at,
      (e.profile_id * 7 + k * 13) % 100 as roll
    from (select p.id as profile_id, p.user_id from profiles p join users u on u.id = p.user_id
          where u.role_id = ${Roles.contractor.id} and p.id % 10 < 3) e
    cross join generate_series(1, 1 + e.profile_id % 7) k
    join projects pr on pr.id = (select min(id) from projects)
      + (e.profile_id::int8 * 31 + k * 7919) % (select max(id) - min(id) + 1 from projects)
    join profiles owner on owner.id = pr.profile_id`);
  await db.execute(sql`
    insert into invitations (id, project_id, profile_id, invited_by_user_id, status, hours_per_week, hourly_rate_minor,
      created_at, responded_at)
    select invitation_id, project_id, profile_id, owner_user_id, 'accepted', 10, 15000,
      ended_at - interval '120 days', ended_at - interval '118 days'
    from track_members`);
  await db.execute(sql`
    insert into squad_members (id, project_id, profile_id, invitation_id, hours_per_week, hourly_rate_minor, status,
      joined_at, ended_at)
    select member_id, project_id, profile_id, invitation_id, 10, 15000, 'ended', ended_at - interval '118 days', ended_at
    from track_members`);
  // Their timesheets: four approved weeks before the end, 2 hours a weekday (40 hours, the engagement counts), or
  // a quarter of an hour a weekday for one in ten (5 hours: under the 8 of the track record, it counts nowhere).
  // The triggers are off here, so the sums they keep (migration 0045) are written as they would.
  await db.execute(sql`
    insert into timesheets (member_id, project_id, week_start, hours, status, submitted_at, decided_at)
    select m.member_id, m.project_id, (date_trunc('week', m.ended_at) - w * interval '7 days')::date,
      array_fill(case when m.roll % 10 = 0 then 0.25 else 2 end::float8, array[5]) || array[0, 0]::float8[],
      'approved', m.ended_at - (w - 1) * interval '7 days', m.ended_at - (w - 1) * interval '7 days'
    from track_members m cross join generate_series(1, 4) w`);
  await db.execute(sql`update squad_members s set approved_hours = case when m.roll % 10 = 0 then 5 else 40 end
    from track_members m where s.id = m.member_id`);
  const rating = sql`case when roll < 50 then 5 when roll < 80 then 4 when roll < 92 then 3 when roll < 97 then 2 else 1 end`;
  const [row] = await rowsOf<{ written: number }>(
    db,
    sql`
    with written as (
      insert into reviews (project_id, member_id, about, author_user_id, subject_profile_id, rating, text,
        would_work_again, created_at, published_at, announced_at, counts)
      select m.project_id, m.member_id, side.about, side.author, side.subject, side.rating,
        'Clear goals, steady delivery, and we would gladly do it again.', side.rating >= 4,
        m.ended_at + interval '3 days', m.ended_at + interval '5 days', m.ended_at + interval '5 days', m.roll % 10 <> 0
      from track_members m
      cross join lateral (values ('expert', m.owner_user_id, m.profile_id, ${rating}),
        ('client', m.user_id, m.owner_profile_id, 5 - (m.roll % 3))) as side(about, author, subject, rating)
      returning 1)
    select count(*)::int as written from written`,
  );
  return row?.written ?? 0;
}

/**
 * Inserts the population into a database already prepared by prepareDatabase, repeats its random
 * experts up to `expertTotal` experts and the background projects up to `projectTotal` projects in all.
 * Stamps it last, so a broken run regenerates.
 */
export async function writePopulation(
  db: Database,
  population: Population,
  options: {
    expertTotal?: number;
    projectTotal: number;
    stamp: string;
    log: (line: string) => void;
    /** Write track records (writeTrackRecords): the load populations do; the golden set's experts have none. */
    trackRecords?: boolean;
  },
): Promise<void> {
  const time = async (label: string, step: () => Promise<unknown>) => {
    const started = performance.now();
    await step();
    options.log(`  ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await db.transaction(async (tx) => {
    // Bulk rows skip per-row triggers (match columns, revisions); the touch below runs the match trigger once a profile.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local session_replication_role = replica`);
    await time(`${population.experts.length} experts with their links`, () =>
      insertExperts(tx, population.experts, passwordHash),
    );
    await tx.execute(sql`set local session_replication_role = origin`);
    await time('match columns of every profile (the app’s trigger)', () =>
      tx.execute(sql`update profiles set id = id`),
    );
    const all = [...population.projects, ...population.background];
    await time(`${all.length} clients`, () => insertClients(tx, all, passwordHash));
    await time(`${all.length} distinct projects (the app’s trigger)`, () => insertProjects(tx, all));
  });
  const expertCopies = (options.expertTotal ?? 0) - population.experts.length;
  if (expertCopies > 0)
    await time(`${expertCopies} more experts repeating the random ones`, () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql`set local session_replication_role = replica`);
        await repeatExperts(tx, expertCopies);
      }),
    );
  const copies = options.projectTotal - population.projects.length - population.background.length;
  if (copies > 0)
    await time(`${copies} more projects repeating the background ones`, () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`
        insert into projects (profile_id, name, overview, project_stage, is_budget_allocated, budget, timeline,
          business_goal, expertise_gap, hours_per_week, status, gap_ids, brief_query, brief_lexemes, brief_synonyms,
          role_hits, skill_hits, evidence_items, created_at)
        select t.profile_id, t.name, t.overview, t.project_stage, t.is_budget_allocated, t.budget, t.timeline,
          t.business_goal, t.expertise_gap, t.hours_per_week, (array['not_started','active','completed'])[1 + g % 3],
          t.gap_ids, t.brief_query, t.brief_lexemes, t.brief_synonyms, t.role_hits, t.skill_hits, t.evidence_items,
          now() - g * interval '1 second'
        from generate_series(1, ${copies}::int) g
        join (select row_number() over (order by pr.id) - 1 as k, pr.* from projects pr
              join profiles p on p.id = pr.profile_id join users u on u.id = p.user_id
              where u.email like ${`background-%@${BENCH_EMAIL_DOMAIN}`}) t
          on t.k = g % ${population.background.length}::int`);
      }),
    );
  if (options.trackRecords)
    await time('track records (ended engagements, published reviews)', () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql`set local session_replication_role = replica`);
        options.log(`  ${await writeTrackRecords(tx)} reviews`);
        // The reviews' trigger was off: the search table's figures, as migrations 0037 and 0044 fill them.
        await tx.execute(sql`update expert_search s set (rating_sum, rating_count, rating_due) = (x.total, x.n, x.due)
          from (select r.subject_profile_id as pid,
              coalesce(sum(r.rating) filter (where r.published_at <= now()), 0)::int as total,
              count(*) filter (where r.published_at <= now())::int as n,
              min(r.published_at) filter (where r.published_at > now()) as due
            from reviews r where r.about = 'expert' and r.hidden_at is null and r.counts group by r.subject_profile_id) x
          where s.id = x.pid`);
      }),
    );
  // The touch queued every expert for the "match appeared" pass (migration 0011): a bulk load is not news.
  await db.execute(sql`truncate match_alert_queue`);
  await time('analyze', () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`analyze`);
    }),
  );
  // The profiles as autovacuum leaves them: GIN pending lists merged and index statistics set, without
  // which the planner passes over matching's partial index (docs/matching.md). A few seconds. The search
  // table as migration 0041 leaves it, rebuilt compact (the touch above rewrote every row once).
  await time('vacuum profiles and the search table', () =>
    withoutTimeout(db, ['vacuum analyze profiles', 'vacuum full analyze expert_search']),
  );
  await readStamp(db);
  await db.execute(sql`delete from bench_matching_stamp`);
  await db.execute(sql`insert into bench_matching_stamp (stamp) values (${options.stamp})`);
}

/**
 * Runs `statements` (VACUUM, which no transaction may hold, so no `set local`) without the pool's statement
 * timeout on PostgreSQL: on a loaded machine a vacuum of a million rows takes longer than the app's 10 s.
 */
async function withoutTimeout(db: Database, statements: string[]): Promise<void> {
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    for (const statement of statements) await db.execute(sql.raw(statement));
    return;
  }
  const connection = await client.connect();
  try {
    await connection.query('set statement_timeout = 0');
    for (const statement of statements) await connection.query(statement);
  } finally {
    // Closed, not returned: the setting must not reach the app's next statement.
    connection.release(true);
  }
}

/** Profile ids of experts by key prefix, and project ids of the measured projects, in generation order. */
export interface Ids {
  expertByProfile: Map<number, string>;
  projectIds: number[];
}

export async function readIds(db: Database): Promise<Ids> {
  const experts = await rowsOf<{ id: number; key: string }>(
    db,
    sql`
    select p.id, split_part(u.email, '@', 1) as key from profiles p join users u on u.id = p.user_id
    where u.email like ${`plant-%@${BENCH_EMAIL_DOMAIN}`} or u.email like ${`miss-%@${BENCH_EMAIL_DOMAIN}`}
      or u.email like ${`hidden-%@${BENCH_EMAIL_DOMAIN}`}`,
  );
  const projects = await rowsOf<{ id: number; n: number }>(
    db,
    sql`
    select pr.id, split_part(split_part(u.email, '@', 1), '-', 3)::int as n from projects pr
    join profiles p on p.id = pr.profile_id join users u on u.id = p.user_id
    where u.email like ${`measured-client-%@${BENCH_EMAIL_DOMAIN}`} order by n`,
  );
  return {
    expertByProfile: new Map(experts.map((row) => [Number(row.id), row.key])),
    projectIds: projects.map((row) => Number(row.id)),
  };
}
