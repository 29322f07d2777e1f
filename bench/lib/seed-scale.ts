import { Roles, Timelines } from '@fractional/contract';
import pg from 'pg';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords.js';

export const SCALE_USERS = 100_000;
export const SCALE_PROJECTS = 1_000_000;
export const SCALE_CLIENT_PROJECTS = 1_000;

const SEED_EMAIL = 'seed-%@bench.example.com';
const NAMES = [
  'Market entry',
  'Finance transformation',
  'Growth plan',
  'Data platform',
  'Hiring plan',
  'Pricing review',
];

/**
 * Grows the bench database to SCALE_USERS users (every one with a profile of three roles, three
 * expertise areas and three skills, and a live session; three in five are clients with a business
 * detail) and SCALE_PROJECTS projects: SCALE_CLIENT_PROJECTS for `clientProfileId`, the rest spread
 * over the seeded clients. Plain SQL with generate_series: a minute, not an hour of API calls.
 */
export async function seedScale(url: string, clientProfileId: number, log: (line: string) => void): Promise<void> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  // Bulk rows skip the per-row triggers that keep user_revisions (a million deferred trigger calls);
  // the measured client's revision is bumped once at the end, so no cached body outlives the seed.
  await db.query('set session_replication_role = replica');
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const started = performance.now();
    const result = await db.query(text, values);
    log(`  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    const existing = Number((await db.query<{ n: string }>('select count(*) as n from users')).rows[0]?.n ?? 0);
    const passwordHash = await hashPassword('seeded-password-42');
    await step(
      'users',
      `insert into users (email, password_hash, provider, first_name, last_name, role_id, status_id, timezone,
         agreed_to_terms, agreed_to_policies, created_at, updated_at)
       select 'seed-' || g || '@bench.example.com', $1, 'email', 'First' || g, 'Last' || g,
         case when g % 5 < 3 then $3::int else $4::int end, 1, '+12:00 Pacific/Auckland', true, true,
         now() - g * interval '1 minute', now()
       from generate_series(1, $2::int) g`,
      [passwordHash, SCALE_USERS - existing, Roles.client.id, Roles.contractor.id],
    );
    await step(
      'profiles',
      `insert into profiles (user_id, description, years_of_experience, job_level, website, lead_source,
         fractional_experience)
       select id, 'Seeded expert ' || id, (array['0-4','5-9','10-14','15+'])[1 + id % 4],
         (array['executive','management','team_lead','individual_contributor'])[1 + id % 4],
         'https://example.com/u/' || id, 'referral', '1-2'
       from users where email like $1`,
      [SEED_EMAIL],
    );
    await step(
      'business details',
      `insert into business_details (user_id, org_name, industry, segment, head_quarters, team_size)
       select id, 'Organisation ' || id, 'retail,banking', 'small-business', 'NZ', '11-50'
       from users where email like $1 and role_id = $2`,
      [SEED_EMAIL, Roles.client.id],
    );
    for (const [table, column, source] of [
      ['profile_job_roles', 'job_role_id', 'job_roles'],
      ['profile_expertises', 'expertise_id', 'expertises'],
      ['profile_skills', 'skill_id', 'skills'],
    ] as const) {
      await step(
        table,
        `insert into ${table} (profile_id, ${column}, position)
         select p.id, r.ids[1 + (p.id * 7 + k * 13) % array_length(r.ids, 1)], k
         from profiles p join users u on u.id = p.user_id and u.email like $1,
           (select array_agg(id order by id) as ids from ${source}) r, generate_series(0, 2) k`,
        [SEED_EMAIL],
      );
    }
    await step(
      'sessions',
      `insert into sessions (user_id, refresh_nonce, expires_at)
       select id, md5(id::text), now() + interval '30 days' from users where email like $1`,
      [SEED_EMAIL],
    );
    const projectValues = `'Seeded overview ' || g, 'planning', g % 2 = 0, case when g % 7 = 0 then null else (g % 1000) * 100 end,
         ($TIMELINES::text[])[1 + g % 4], 'scale-operations', 'fundraising',
         (array['not_started','active','completed'])[1 + g % 3], (g % 50) / 10.0,
         now() - g * interval '1 second', now()`;
    const timelines = `array[${Timelines.values.map((value) => `'${value}'`).join(',')}]`;
    const existingProjects = Number(
      (await db.query<{ n: string }>('select count(*) as n from projects where profile_id = $1', [clientProfileId]))
        .rows[0]?.n ?? 0,
    );
    await step(
      'projects of the measured client',
      `insert into projects (profile_id, name, overview, project_stage, is_budget_allocated, budget, timeline,
         business_goal, expertise_gap, status, productivity, created_at, updated_at)
       select $1, ($3::text[])[1 + g % ${NAMES.length}] || ' ' || g, ${projectValues.replace('$TIMELINES', timelines)}
       from generate_series(1, $2::int) g`,
      [clientProfileId, SCALE_CLIENT_PROJECTS - existingProjects, NAMES],
    );
    const total = Number((await db.query<{ n: string }>('select count(*) as n from projects')).rows[0]?.n ?? 0);
    await step(
      'projects of the other clients',
      `insert into projects (profile_id, name, overview, project_stage, is_budget_allocated, budget, timeline,
         business_goal, expertise_gap, status, productivity, created_at, updated_at)
       select c.ids[1 + g % c.n], 'Project ' || g, ${projectValues.replace('$TIMELINES', timelines)}
       from generate_series(1, $1::int) g,
         (select array_agg(p.id) as ids, count(*)::int as n
            from profiles p join users u on u.id = p.user_id
           where u.email like $2 and u.role_id = $3) c`,
      [SCALE_PROJECTS - total, SEED_EMAIL, Roles.client.id],
    );
    await db.query('select bump_user_revision(user_id) from profiles where id = $1', [clientProfileId]);
    const started = performance.now();
    await db.query('vacuum analyze');
    log(`  vacuum analyze in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.end();
  }
}
