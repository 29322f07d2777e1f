import { ExpertSearchQuerySchema } from '@fractional/contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createExpert } from '../../../test/matching-fixtures.js';
import type { Database } from '../../db/client.js';
import { namedRows } from '../../db/prepared.js';
import type { AuthState } from '../../lib/access.js';
import { findExpertsBySql } from './discovery.repository.js';
import { searchExperts } from './discovery.service.js';

/**
 * The in-memory index (docs/discovery.md, "The search index") against the SQL it replaced (`searchQuery`,
 * the oracle): on a few hundred experts varied in every column a search reads, each search gives the same
 * page (the same experts in the same order, the same cards and highlights), total and facet counts.
 */
let t: TestApp;
let db: Database;
const admin: AuthState = { userId: 0, sessionId: 'parity', role: 'admin', revision: 0 };

const DESCRIPTIONS = [
  'Finance leader: pricing, board packs and forecasting',
  'Marketing and brand growth for retail',
  'Data security and cloud compliance',
  'Sales pricing and forecasting operator',
  'Product, brand and data strategy',
  'Operations generalist',
];

/** Copies the template experts `copies` times in SQL (as bench/matching/generate.ts does), then varies them. */
async function population(templates: number[], copies: number): Promise<void> {
  const columns = async (table: string, skip: string[]) => {
    const rows = await namedRows<{ name: string }>(
      db,
      sql`select column_name as name from information_schema.columns where table_name = ${table}
        and table_schema = current_schema() and is_generated = 'NEVER' order by ordinal_position`,
    );
    return sql.raw(
      rows
        .filter((row) => !skip.includes(row.name))
        .map((row) => `"${row.name}"`)
        .join(', '),
    );
  };
  const userColumns = await columns('users', ['id', 'email']);
  const profileColumns = await columns('profiles', ['id', 'user_id']);
  await db.execute(sql`create temp table copies as select g, (${sql.param(templates)}::int[])[1 + g % ${templates.length}::int] as template,
    null::int as user_id, null::int as profile_id from generate_series(1, ${copies}::int) g`);
  await db.execute(sql`insert into users (email, ${userColumns})
    select 'parity-' || c.g || '@example.com', ${userColumns} from copies c
    join users u on u.id = (select user_id from profiles where id = c.template)`);
  await db.execute(
    sql`update copies c set user_id = u.id from users u where u.email = 'parity-' || c.g || '@example.com'`,
  );
  await db.execute(sql`insert into profiles (user_id, ${profileColumns})
    select c.user_id, ${profileColumns} from copies c join profiles p on p.id = c.template`);
  await db.execute(sql`update copies c set profile_id = p.id from profiles p where p.user_id = c.user_id`);
  const link = (table: string, column: string, first: SQL, second: SQL) =>
    db.execute(sql`insert into ${sql.identifier(table)} (profile_id, ${sql.identifier(column)}, position)
      select c.profile_id, x.id, x.n from copies c
      cross join lateral (values (${first}, 0), (${second}, 1)) x(id, n) where x.id is not null
      on conflict do nothing`);
  await link('profile_job_roles', 'job_role_id', sql`1 + c.g % 6`, sql`case when c.g % 2 = 0 then 7 + c.g % 3 end`);
  await link('profile_skills', 'skill_id', sql`1 + c.g % 12`, sql`13 + c.g % 5`);
  await link('profile_expertises', 'expertise_id', sql`1 + c.g % 9`, sql`case when c.g % 3 > 0 then 10 + c.g % 4 end`);
  await db.execute(sql`update users u set timezone = (array['-05:00 America/New_York', '+00:00 UTC',
    '+01:00 Europe/Paris', '+05:30 Asia/Kolkata', '+10:00 Australia/Sydney', null])[1 + c.g % 6]
    from copies c where u.id = c.user_id`);
  // Every change through the profile, so its triggers write the search table as a real edit would.
  await db.execute(sql`update profiles p set
    description = (${sql.param(DESCRIPTIONS)}::text[])[1 + c.g % 6],
    job_level = (array['executive', 'management', 'team_lead', 'individual_contributor', null])[1 + c.g % 5],
    industries = case c.g % 4 when 0 then array['banking', 'retail'] when 1 then array['retail', 'healthcare']
      when 2 then array['information-technology'] else array['banking', 'insurance'] end,
    capacity_hours_per_week = 5 + (c.g * 7) % 36,
    hourly_rate_min = case when c.g % 7 = 0 then null else 50 + (c.g * 13) % 120 end,
    hourly_rate_max = case when c.g % 5 = 0 then null else 170 + (c.g * 17) % 250 end,
    rate_currency = (array['USD', 'EUR', 'GBP'])[1 + c.g % 3],
    vetting = case when c.g % 4 = 0 then 'approved' when c.g % 23 = 0 then 'rejected' else 'pending' end,
    listed = c.g % 11 <> 0
    from copies c where p.id = c.profile_id`);
  // Ratings as the reviews' trigger would leave them: some with a review due later, some whose is past due.
  await db.execute(sql`update expert_search s set rating_sum = (c.g % 5) * (3 + c.g % 3), rating_count = c.g % 5,
    rating_due = case when c.g % 13 = 0 then now() + interval '1 day' when c.g % 17 = 0 then now() - interval '1 hour' end
    from copies c where s.id = c.profile_id`);
}

beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.deps.database.db;
  const templates: number[] = [];
  for (const [i, description] of DESCRIPTIONS.slice(0, 3).entries()) {
    const expert = await createExpert(
      t.app,
      { description, mobileNumber: '+14155552671' },
      { capacityHoursPerWeek: 10 + i },
    );
    templates.push(expert.profileId);
  }
  await population(templates, 400);
}, 240_000);
afterAll(async () => t.close());

const WORDS = ['', 'pricing', 'brand data', 'security', 'board pack', 'forecasting operator', 'nothingthere'];
const FILTERS = [
  '',
  'industries=banking,retail&jobLevel=executive,management',
  'minAvailableHours=10&maxRate=250&currency=EUR',
  'overlapWith=Europe/London&minOverlapHours=4',
  'roles=1,2&skills=3,4,5',
  'expertise=1,2,3&vetted=true',
  'minRating=4',
  'minRate=80&maxRate=200&currency=GBP',
  'vetted=false&minRating=3.5&jobLevel=team_lead',
];
const SORTS = ['relevance', 'rating', 'rate', 'availability'];
const PAGES = ['page=1&limit=5', 'page=3&limit=7', 'page=1&limit=50', 'page=2&limit=20'];

const CASES = WORDS.flatMap((words, w) =>
  FILTERS.map((filters, f) =>
    [
      words ? `q=${encodeURIComponent(words)}` : '',
      filters,
      `sort=${SORTS[(w + f) % SORTS.length]!}`,
      PAGES[(w * 3 + f) % PAGES.length]!,
    ]
      .filter(Boolean)
      .join('&'),
  ),
);

describe('the in-memory index against the SQL it replaced', () => {
  it('gives the same page, total and facets for every search', async () => {
    let nonEmpty = 0;
    for (const search of [...CASES, ...SORTS.map((sort) => `sort=${sort}&page=2&limit=30`)]) {
      const query = ExpertSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
      const byIndex = await searchExperts(db, admin, query);
      const bySql = await searchExperts(db, admin, query, findExpertsBySql);
      expect(byIndex, search).toEqual(bySql);
      if (byIndex.data.length > 0) nonEmpty += 1;
    }
    // The population is large enough that relevance's pruning (the best ~200 by structured sum) takes effect.
    const all = await searchExperts(db, admin, ExpertSearchQuerySchema.parse({}));
    expect(all.total).toBeGreaterThan(300);
    expect(nonEmpty).toBeGreaterThan(CASES.length / 2);
  }, 240_000);
});
