import type { ExpertSearchPage } from '@fractional/contract';
import { Statuses } from '@fractional/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createClient, createProject, type Account } from '../../../test/factories.js';
import { createExpert, type Expert } from '../../../test/matching-fixtures.js';
import type { Database } from '../../db/client.js';
import { namedRows } from '../../db/prepared.js';
import { profiles, users } from '../../db/schema/index.js';
import { SEARCH_ROW_TRACK, TRACK } from '../matching/factor-scores.sql.js';
import { structuredScore, type Brief } from '../matching/index.js';

/**
 * Find experts' search table, `expert_search` (migration 0037, docs/discovery.md "The search table"): it
 * follows every change in the transaction that makes it, and the facets counted from it are exact.
 */
let t: TestApp;
let client: Account;
let db: Database;
/**
 * The client's projects the engagements and reviews are on, one an engagement (an expert is engaged once
 * a project); made first, as the HTTP API cannot run inside a test's transaction on PGlite.
 */
const projectIds: number[] = [];
const nextProject = () => projectIds.shift()!;

beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.deps.database.db;
  client = await createClient(t.app);
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, client.user.id));
  for (let i = 0; i < 6; i += 1) projectIds.push((await createProject(t.app, client, { name: `Engagement ${i}` })).id);
});
afterAll(async () => t.close());

function uniqueWord(): string {
  const letters = 'bcdfghjkmnpqrtvwxz';
  return `zq${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
}

const expertWith = (
  word: string,
  availability: Parameters<typeof createExpert>[2] = {},
  signUp: Parameters<typeof createExpert>[1] = {},
) => createExpert(t.app, { description: `Operator ${word}`, mobileNumber: '+14155552671', ...signUp }, availability);

/**
 * The expert's search-table row beside what it must hold, worked out from the profile, its own words and
 * the reviews now; equal when the table follows. `track`: the ranking's, from the row (SEARCH_ROW_TRACK, what
 * Find experts' relevance reads) and from the reviews (TRACK, the matcher's), the same double.
 */
async function rowAndTruth(on: Database, profileId: number): Promise<{ row: unknown; truth: unknown }> {
  const [result] = await namedRows<{ row: unknown; truth: unknown }>(
    on,
    sql`select
      (select row_to_json(s) from (select id, discovery_vector::text, user_matchable, listed, role_ids, expertise_ids,
        skill_ids, industries, job_level, vetting, seniority, capacity_hours_per_week, booked_hours_per_week, hourly_rate_min, hourly_rate_max, rate_currency,
        timezone_offset, rating_sum, rating_count, rating_due, ${SEARCH_ROW_TRACK} as track
        from expert_search p where id = ${profileId}) s) as row,
      (select row_to_json(x) from (select p.id, (d.search_vector || discovery_terms(p))::text as discovery_vector,
        p.user_matchable, p.listed, p.role_ids, p.expertise_ids, p.skill_ids, p.industries, p.job_level, p.vetting,
        p.seniority, p.capacity_hours_per_week,
        p.booked_hours_per_week, p.hourly_rate_min, p.hourly_rate_max, p.rate_currency, p.timezone_offset,
        r.total as rating_sum, r.n as rating_count, r.due as rating_due, ${TRACK} as track
        from profiles p join profile_search_documents d on d.profile_id = p.id
        cross join expert_rating_stats(p.id) r cross join lateral (select p.id as "profileId") top
        where p.id = ${profileId}) x) as truth`,
  );
  return result!;
}

/** Runs `change` and checks the row inside the same transaction, before it commits. */
async function followsInTransaction(expert: Expert, change: (tx: Database) => Promise<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await rowAndTruth(tx, expert.profileId);
    await change(tx);
    const after = await rowAndTruth(tx, expert.profileId);
    expect(after.truth).not.toEqual(before.truth);
    expect(after.row).toEqual(after.truth);
  });
}

async function search(query: string): Promise<ExpertSearchPage> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/experts?${query}`,
    headers: bearer(client.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExpertSearchPage>();
}

/** An ended engagement of the expert with a review about them, published at `publishedAt`. */
async function review(on: Database, expert: Expert, rating: number, publishedAt: SQL): Promise<void> {
  const projectId = nextProject();
  await on.execute(sql`
    with i as (
      insert into invitations (project_id, profile_id, status, hours_per_week, responded_at)
      values (${projectId}, ${expert.profileId}, 'accepted', 5, now()) returning id
    ), m as (
      insert into squad_members (project_id, profile_id, invitation_id, hours_per_week, status, ended_at)
      select ${projectId}, ${expert.profileId}, i.id, 5, 'ended', now() from i returning id
    ), ts as (
      insert into timesheets (member_id, project_id, week_start, hours, status, submitted_at, decided_at)
      select m.id, ${projectId}::int, date_trunc('week', now())::date - 7, array[8, 0, 0, 0, 0, 0, 0]::float8[], 'approved', now(), now()
      from m
    )
    -- One working day approved: the engagement counts towards the track record (migration 0041).
    insert into reviews (project_id, member_id, about, author_user_id, subject_profile_id, rating, would_work_again, published_at)
    select ${projectId}, m.id, 'expert', ${client.user.id}, ${expert.profileId}, ${rating}, true, ${publishedAt}
    from m`);
}

describe('expert_search follows in the same transaction', () => {
  it('a profile edit, vetting, unlisting and the user deactivated', async () => {
    const expert = await expertWith(uniqueWord(), { capacityHoursPerWeek: 20 });
    expect((await rowAndTruth(db, expert.profileId)).row).toEqual((await rowAndTruth(db, expert.profileId)).truth);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${expert.profileId}`,
      headers: bearer(expert.token),
      payload: { industries: 'banking', hourlyRateMin: 90, hourlyRateMax: 120, rateCurrency: 'EUR' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const afterEdit = await rowAndTruth(db, expert.profileId);
    expect(afterEdit.row).toEqual(afterEdit.truth);
    await followsInTransaction(expert, (tx) =>
      tx.update(profiles).set({ description: 'Now a pricing strategist' }).where(eq(profiles.id, expert.profileId)),
    );
    await followsInTransaction(expert, (tx) =>
      tx.update(profiles).set({ vetting: 'approved' }).where(eq(profiles.id, expert.profileId)),
    );
    await followsInTransaction(expert, (tx) =>
      tx.update(profiles).set({ listed: false }).where(eq(profiles.id, expert.profileId)),
    );
    await followsInTransaction(expert, (tx) =>
      tx.update(users).set({ statusId: Statuses.inactive.id }).where(eq(users.id, expert.user.id)),
    );
  }, 90_000);

  it('a membership booking hours, and reviews published, due later and hidden', async () => {
    const word = uniqueWord();
    const expert = await expertWith(word, { capacityHoursPerWeek: 30 });
    const projectId = nextProject();
    await followsInTransaction(expert, (tx) =>
      tx.execute(sql`
        with i as (
          insert into invitations (project_id, profile_id, status, hours_per_week, responded_at)
          values (${projectId}, ${expert.profileId}, 'accepted', 12, now()) returning id
        )
        insert into squad_members (project_id, profile_id, invitation_id, hours_per_week, status)
        select ${projectId}, ${expert.profileId}, i.id, 12, 'active' from i`),
    );
    await followsInTransaction(expert, (tx) => review(tx, expert, 4, sql`now() - interval '1 hour'`));
    await followsInTransaction(expert, (tx) => review(tx, expert, 1, sql`now() + interval '10 days'`));
    const due = await rowAndTruth(db, expert.profileId);
    expect(due.row).toMatchObject({ rating_sum: 4, rating_count: 1 });
    await followsInTransaction(expert, (tx) =>
      tx.execute(sql`update reviews set hidden_at = now(), hidden_reason = 'abuse'
        where subject_profile_id = ${expert.profileId} and rating = 4`),
    );
    expect((await search(`q=${word}&minRating=1`)).total).toBe(0);
  }, 90_000);

  it('a review whose publication moment passed with no write since is read from the reviews', async () => {
    const word = uniqueWord();
    const expert = await expertWith(word);
    await review(db, expert, 5, sql`now() - interval '1 hour'`);
    expect((await search(`q=${word}&minRating=4.5`)).total).toBe(1);
    // As the table stands between a lone review's moment and the next write: counted figures of before, due passed.
    await db.execute(sql`update expert_search set rating_sum = 0, rating_count = 0, rating_due = now() - interval '1 minute'
      where id = ${expert.profileId}`);
    const page = await search(`q=${word}&minRating=4.5&sort=rating`);
    expect(page.data.map((hit) => hit.expert.profileId)).toEqual([expert.profileId]);
  }, 60_000);
});

describe('facets counted from expert_search', () => {
  it('equal a brute-force count over the profiles meeting the search', async () => {
    const word = uniqueWord();
    const industries = ['banking', 'retail', 'healthcare'];
    const levels = ['executive', 'management', 'team_lead'] as const;
    const experts: Expert[] = [];
    for (let i = 0; i < 7; i += 1) {
      const expert = await expertWith(
        word,
        { capacityHoursPerWeek: 10 + i, industries: industries.slice(0, 1 + (i % 3)).join(',') },
        { jobLevel: levels[i % 3], jobRole: [{ id: 1 + (i % 4) }, { id: 5 }], skills: [{ id: 1 + (i % 5) }] },
      );
      experts.push(expert);
    }
    await db.update(profiles).set({ listed: false }).where(eq(profiles.id, experts[6]!.profileId));
    const page = await search(`q=${word}&minAvailableHours=11&limit=2`);
    const rows = await namedRows<{ roleIds: number[]; skillIds: number[]; industries: string[]; jobLevel: string }>(
      db,
      sql`select role_ids as "roleIds", skill_ids as "skillIds", industries, job_level as "jobLevel" from profiles
        where id = any(${sql.param(experts.map((e) => e.profileId))}::int[]) and listed
          and capacity_hours_per_week - booked_hours_per_week >= 11`,
    );
    const count = <K extends string | number>(keys: K[]) => {
      const counts = new Map<K, number>();
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
      return counts;
    };
    expect(page.total).toBe(rows.length);
    expect(page.total).toBe(5);
    const asMap = <K>(items: Array<{ count: number }>, key: (item: never) => K) =>
      new Map(items.map((item) => [key(item as never), item.count]));
    expect(asMap(page.facets.roles, (item: { id: number }) => item.id)).toEqual(
      count(rows.flatMap((row) => row.roleIds)),
    );
    expect(asMap(page.facets.skills, (item: { id: number }) => item.id)).toEqual(
      count(rows.flatMap((row) => row.skillIds)),
    );
    expect(asMap(page.facets.industries, (item: { key: string }) => item.key)).toEqual(
      count(rows.flatMap((row) => row.industries)),
    );
    expect(asMap(page.facets.jobLevel, (item: { key: string }) => item.key)).toEqual(
      count(rows.map((row) => row.jobLevel)),
    );
    // Most frequent first, ties by id or key.
    const ordered = (items: Array<{ count: number; id?: number; key?: string }>) =>
      [...items].sort(
        (a, b) =>
          b.count - a.count || String(a.id ?? a.key).localeCompare(String(b.id ?? b.key), 'en', { numeric: true }),
      );
    for (const items of [page.facets.roles, page.facets.skills, page.facets.industries, page.facets.jobLevel]) {
      expect(items).toEqual(ordered(items));
    }
    // The page is the first two of the same result, in relevance order, and says there is more.
    expect(page.data).toHaveLength(2);
    expect(page.hasNextPage).toBe(true);
    const rest = await search(`q=${word}&minAvailableHours=11&limit=2&page=2`);
    const last = await search(`q=${word}&minAvailableHours=11&limit=2&page=3`);
    const seen = [...page.data, ...rest.data, ...last.data].map((hit) => hit.expert.profileId);
    expect(new Set(seen).size).toBe(5);
    expect(last.hasNextPage).toBe(false);
    expect(last.total).toBe(5);
  }, 120_000);
});

describe('the compact row scores as the profile', () => {
  it("the structured sum from the id arrays equals the matcher's from the bit strings, for every expert", async () => {
    const word = uniqueWord();
    for (let i = 0; i < 5; i += 1) {
      const expert = await expertWith(
        word,
        { capacityHoursPerWeek: 5 + 7 * i, industries: ['banking', 'retail', 'healthcare'][i % 3]! },
        { jobRole: [{ id: 1 + (i % 3) }, { id: 4 + i }], skills: [{ id: 1 + i }, { id: 12 + i }, { id: 20 + 3 * i }] },
      );
      await db.execute(sql`insert into profile_expertises (profile_id, expertise_id, position)
        select ${expert.profileId}, e, n::int - 1 from unnest(${sql.param([1 + i, 5, 8 + (i % 2)])}::int[]) with ordinality x(e, n) on conflict do nothing`);
    }
    const brief: Brief = {
      projectId: 0,
      ownerUserId: client.user.id,
      name: '',
      overview: '',
      gapIds: [1, 3, 4, 9],
      domainGapIds: [8],
      gapNames: '',
      gaps: [],
      query: `'${word}'`,
      roleHits: [1, 2, 5, 5],
      skillHits: [3, 12, 20, 23, 40],
      roleMatches: [],
      skillMatches: [],
      typical: [],
      typicalItems: [],
      clientTimezone: '+01:00 Europe/Paris',
      clientIndustries: ['banking'],
      hoursPerWeek: 15,
      currency: 'EUR',
      fxMicros: { USD: 1_000_000, EUR: 920_000, GBP: 790_000 },
      budget: null,
      timeline: '6-11-months',
      projectStage: 'planning',
      words: [],
    };
    const rows = await namedRows<{ id: number; fromArrays: number; fromBits: number }>(
      db,
      sql`select p.id, ${structuredScore(brief, 'arrays')} as "fromArrays", b.score as "fromBits"
        from expert_search p join (select p.id, ${structuredScore(brief, 'bits')} as score from profiles p) b on b.id = p.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((row) => row.fromBits)).size).toBeGreaterThan(1);
    for (const row of rows) expect(row.fromArrays, `profile ${row.id}`).toBe(row.fromBits);
  }, 120_000);
});
