import type { ExpertSearchPage, Profile, Register } from '@fractional/contract';
import { Statuses } from '@fractional/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createClient, createContractor, createProject, type Account } from '../../../test/factories.js';
import { createExpert, type Expert } from '../../../test/matching-fixtures.js';
import { namedRows } from '../../db/prepared.js';
import { profiles, users } from '../../db/schema/index.js';

/** Find experts, `GET /experts` (docs/discovery.md), through HTTP on a fresh database. */
let t: TestApp;
let admin: Account;
let client: Account;
let ids: { cfo: number; cto: number; saas: number; fundraising: number; saasMetrics: number; pricing: number };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.app);
  client = await createClient(t.app);
  await verify(client);
  ids = {
    cfo: await one(sql`select id from job_roles where role_code = 'fractional-cfo'`),
    cto: await one(sql`select id from job_roles where role_code = 'fractional-cto'`),
    saas: await one(sql`select id from expertises where expertise_code = 'saas'`),
    fundraising: await one(sql`select id from expertises where expertise_code = 'fundraising'`),
    saasMetrics: await one(sql`select id from skills where code = 'saas-metrics'`),
    pricing: await one(sql`select id from skills where code = 'pricing-analysis'`),
  };
});
afterAll(async () => t.close());

/** The id of the one catalogue row `query` selects. */
async function one(query: SQL): Promise<number> {
  const [row] = await namedRows<{ id: number }>(t.app.deps.database.db, query);
  return row!.id;
}

async function verify(account: Account): Promise<void> {
  await t.app.deps.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, account.user.id));
}

/** A word no other test's experts use: consonants only, so the English stemmer leaves it as it is. */
function uniqueWord(): string {
  const letters = 'bcdfghjkmnpqrtvwxz';
  return `zq${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
}

/** An expert whose description carries `word`, so a search for it reads only this test's experts. */
function expertWith(
  word: string,
  signUp: Partial<Register> = {},
  availability: Parameters<typeof createExpert>[2] = {},
) {
  return createExpert(
    t.app,
    { description: `Hands-on operator ${word}`, mobileNumber: '+14155552671', ...signUp },
    { capacityHoursPerWeek: 20, ...availability },
  );
}

async function search(query: string, token = client.token): Promise<ExpertSearchPage> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/experts?${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExpertSearchPage>();
}
const idsOf = (page: ExpertSearchPage) => page.data.map((hit) => hit.expert.profileId);
const hitOf = (page: ExpertSearchPage, expert: Expert) =>
  page.data.find((hit) => hit.expert.profileId === expert.profileId)!;

async function setRates(rates: Record<string, number>): Promise<void> {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/fx-rates',
    headers: bearer(admin.token),
    payload: { rates },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /experts: words', () => {
  it('finds every word in roles, expertise, skills or own words, and the highlight names them', async () => {
    const word = uniqueWord();
    const fit = await expertWith(word, { jobRole: [{ id: ids.cfo }], expertise: [{ id: ids.saas }] });
    const noCfo = await expertWith(word, { jobRole: [{ id: ids.cto }], expertise: [{ id: ids.saas }] });
    const page = await search(`q=${encodeURIComponent(`CFO SaaS ${word}`)}`);
    expect(idsOf(page)).toEqual([fit.profileId]);
    expect(page.total).toBe(1);
    expect(hitOf(page, fit).highlights[0]).toBe(
      `Matches “CFO”, “SaaS” and “${word}” in their roles, expertise and own words`,
    );
    expect(idsOf(await search(`q=${word}`)).sort()).toEqual([fit.profileId, noCfo.profileId].sort());
  });

  it('reads a synonym phrase as the catalogue wording it means', async () => {
    const word = uniqueWord();
    const boardReporting = await one(sql`select id from skills where skill = 'Board reporting'`);
    const fit = await expertWith(word, { skills: [{ id: boardReporting }] });
    await expertWith(word);
    const page = await search(`q=${encodeURIComponent(`board pack ${word}`)}`);
    expect(idsOf(page)).toEqual([fit.profileId]);
    expect(hitOf(page, fit).highlights[0]).toContain('“board pack”');
  });
});

describe('GET /experts: each filter keeps one expert and drops another', () => {
  it('roles, expertise, skills, industries, job level, vetted and available hours', async () => {
    const word = uniqueWord();
    const a = await expertWith(
      word,
      {
        jobRole: [{ id: ids.cfo }],
        expertise: [{ id: ids.saas }],
        skills: [{ id: ids.saasMetrics }],
        jobLevel: 'executive',
      },
      { industries: 'banking', capacityHoursPerWeek: 30 },
    );
    const b = await expertWith(
      word,
      {
        jobRole: [{ id: ids.cto }],
        expertise: [{ id: ids.fundraising }],
        skills: [{ id: ids.pricing }],
        jobLevel: 'management',
      },
      { industries: 'retail', capacityHoursPerWeek: 5 },
    );
    const vetting = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/experts/${a.profileId}/vetting`,
      headers: bearer(admin.token),
      payload: { vetting: 'approved' },
    });
    expect(vetting.statusCode, vetting.body).toBe(200);
    const cases: Array<[string, Expert, string]> = [
      [`roles=${ids.cfo}`, a, 'Job role you asked for: Fractional CFO'],
      [`roles=${ids.cto}`, b, 'Job role you asked for: Fractional CTO'],
      [`expertise=${ids.saas}`, a, 'Expertise you asked for: SaaS'],
      [`skills=${ids.pricing}`, b, 'Skills you asked for: Pricing analysis'],
      ['industries=banking', a, 'Has served Banking'],
      ['jobLevel=management', b, 'Management level'],
      ['vetted=true', a, 'Vetted by Fractional'],
      ['vetted=false', b, ''],
      ['minAvailableHours=20', a, '30 h a week free (you asked for 20)'],
    ];
    for (const [filter, kept, sentence] of cases) {
      const page = await search(`q=${word}&${filter}`);
      expect(idsOf(page), filter).toEqual([kept.profileId]);
      if (sentence) expect(page.data[0]!.highlights, filter).toContain(sentence);
    }
  });

  it('follows a profile edit at once: the search document is rewritten in the same transaction', async () => {
    const word = uniqueWord();
    const expert = await expertWith(word, { jobRole: [{ id: ids.cto }] }, { industries: 'retail' });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${expert.profileId}`,
      headers: bearer(expert.token),
      payload: { jobRole: [{ id: ids.cfo }], industries: 'banking' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(idsOf(await search(`q=${word}&roles=${ids.cfo}&industries=banking`))).toEqual([expert.profileId]);
    expect(idsOf(await search(`q=${word}&roles=${ids.cto}`))).toEqual([]);
    expect(idsOf(await search(`q=${word}&industries=retail`))).toEqual([]);
  });

  it('rates overlap [minRate, maxRate] in the currency asked, converted through the fx rates', async () => {
    await setRates({ EUR: 0.8, GBP: 0.5 });
    const word = uniqueWord();
    // GBP 60–75 = USD 120–150 = EUR 96–120.
    const gbp = await expertWith(word, {}, { hourlyRateMin: 60, hourlyRateMax: 75, rateCurrency: 'GBP' });
    const usd = await expertWith(word, {}, { hourlyRateMin: 200, hourlyRateMax: 250 });
    const none = await expertWith(word);
    const cheap = await search(`q=${word}&maxRate=130&currency=EUR`);
    expect(idsOf(cheap)).toEqual([gbp.profileId]);
    expect(cheap.data[0]!.highlights).toContain('€96–120 an hour (from GBP)');
    expect(idsOf(await search(`q=${word}&minRate=121&currency=EUR`))).toEqual([usd.profileId]);
    expect(idsOf(await search(`q=${word}&minRate=120&maxRate=120&currency=EUR`))).toEqual([gbp.profileId]);
    // By the range's lower end, no rate last.
    expect(idsOf(await search(`q=${word}&sort=rate&currency=USD`))).toEqual([
      gbp.profileId,
      usd.profileId,
      none.profileId,
    ]);
  });

  it('keeps experts with the working-day hours asked in common with a zone, and says how many', async () => {
    const word = uniqueWord();
    const london = await expertWith(word, { timezone: '+00:00 Europe/London' });
    const berlin = await expertWith(word, { timezone: '+04:00 Asia/Dubai' });
    const sydney = await expertWith(word, { timezone: '+10:00 Australia/Brisbane' });
    const page = await search(`q=${word}&overlapWith=Atlantic/Reykjavik&minOverlapHours=4`);
    expect(idsOf(page).sort()).toEqual([london.profileId, berlin.profileId].sort());
    expect(hitOf(page, london).highlights).toContain('8 h of working-day overlap with Reykjavik');
    expect(hitOf(page, berlin).highlights).toContain('4 h of working-day overlap with Reykjavik');
    const all = await search(`q=${word}&overlapWith=Atlantic/Reykjavik`);
    expect(hitOf(all, sydney).highlights).toContain('No working-day overlap with Reykjavik');
  });
});

/** A past engagement of the expert on a project of its own, reviewed by `client` with `rating` (published, visible). */
async function reviewed(expert: Expert, rating: number): Promise<void> {
  const project = await createProject(t.app, client, { name: 'An earlier engagement' });
  await t.app.deps.database.db.execute(sql`
    with i as (
      insert into invitations (project_id, profile_id, status, hours_per_week, responded_at)
      values (${project.id}, ${expert.profileId}, 'accepted', 5, now()) returning id
    ), m as (
      insert into squad_members (project_id, profile_id, invitation_id, hours_per_week, status, ended_at)
      select ${project.id}, ${expert.profileId}, i.id, 5, 'ended', now() from i returning id
    ), ts as (
      insert into timesheets (member_id, project_id, week_start, hours, status, submitted_at, decided_at)
      select m.id, ${project.id}::int, date_trunc('week', now())::date - 7, array[8, 0, 0, 0, 0, 0, 0]::float8[], 'approved', now(), now()
      from m
    )
    -- One working day approved: the engagement counts towards the track record (migration 0041).
    insert into reviews (project_id, member_id, about, author_user_id, subject_profile_id, rating, would_work_again, published_at)
    select ${project.id}, m.id, 'expert', ${client.user.id}, ${expert.profileId}, ${rating}, true, now() - interval '1 hour'
    from m`);
}

describe('GET /experts: reviews', () => {
  it('minRating keeps the experts whose published mean reaches it; sort=rating puts the best first, none last', async () => {
    const word = uniqueWord();
    const none = await expertWith(word);
    const good = await expertWith(word);
    const best = await expertWith(word);
    await reviewed(good, 4);
    await reviewed(good, 3);
    await reviewed(best, 5);
    const page = await search(`q=${word}&minRating=3.5`);
    expect(idsOf(page).sort()).toEqual([good.profileId, best.profileId].sort());
    expect(hitOf(page, good).highlights).toContain('Rated 3.5 from 2 reviews');
    expect(hitOf(page, good).expert.completedEngagements).toBe(2);
    expect(idsOf(await search(`q=${word}&minRating=4`))).toEqual([best.profileId]);
    expect(idsOf(await search(`q=${word}&sort=rating`))).toEqual([best.profileId, good.profileId, none.profileId]);
  });
});

describe('GET /experts: facets, total, sorts and pages', () => {
  it('counts each facet exactly over the whole result, not the page', async () => {
    const word = uniqueWord();
    await expertWith(
      word,
      { jobRole: [{ id: ids.cfo }], expertise: [{ id: ids.saas }], jobLevel: 'executive' },
      { industries: 'banking,retail' },
    );
    await expertWith(
      word,
      { jobRole: [{ id: ids.cfo }, { id: ids.cto }], jobLevel: 'executive' },
      { industries: 'banking' },
    );
    await expertWith(word, { jobRole: [{ id: ids.cto }], skills: [{ id: ids.pricing }], jobLevel: 'management' });
    const page = await search(`q=${word}&limit=1`);
    expect(page.data).toHaveLength(1);
    expect(page.hasNextPage).toBe(true);
    expect(page.total).toBe(3);
    expect(page.facets.roles).toEqual([
      { id: ids.cfo, label: 'Fractional CFO', count: 2 },
      { id: ids.cto, label: 'Fractional CTO', count: 2 },
    ]);
    expect(page.facets.expertise).toEqual([{ id: ids.saas, label: 'SaaS', count: 1 }]);
    expect(page.facets.skills).toEqual([{ id: ids.pricing, label: 'Pricing analysis', count: 1 }]);
    expect(page.facets.industries).toEqual([
      { key: 'banking', label: 'Banking', count: 2 },
      { key: 'retail', label: 'Retail', count: 1 },
    ]);
    expect(page.facets.jobLevel).toEqual([
      { key: 'executive', label: 'Executive', count: 2 },
      { key: 'management', label: 'Management', count: 1 },
    ]);
    const second = await search(`q=${word}&limit=1&page=3`);
    expect(second.hasNextPage).toBe(false);
    expect(second.total).toBe(3);
  });

  it('sorts by availability (most free first) and by relevance (the matcher’s score against the filters)', async () => {
    const word = uniqueWord();
    const few = await expertWith(word, {}, { capacityHoursPerWeek: 5 });
    const many = await expertWith(word, {}, { capacityHoursPerWeek: 40 });
    const fit = await expertWith(
      word,
      { jobRole: [{ id: ids.cfo }], expertise: [{ id: ids.saas }] },
      { capacityHoursPerWeek: 10 },
    );
    expect(idsOf(await search(`q=${word}&sort=availability`))).toEqual([many.profileId, fit.profileId, few.profileId]);
    // Relevance: the matcher's score against the filters. Both meet `roles`; holding both roles asked for
    // fills the roles factor (1 against 0.5), so the expert created later stands first.
    const oneRole = await expertWith(word, { jobRole: [{ id: ids.cto }] }, { capacityHoursPerWeek: 10 });
    const twoRoles = await expertWith(
      word,
      { jobRole: [{ id: ids.cfo }, { id: ids.cto }] },
      { capacityHoursPerWeek: 10 },
    );
    const relevant = await search(`q=${word}&roles=${ids.cfo},${ids.cto}`);
    expect(idsOf(relevant)).toEqual([twoRoles.profileId, fit.profileId, oneRole.profileId]);
  });
});

describe('GET /experts: who is found, and who may search', () => {
  it('never lists unlisted, unverified, deactivated or rejected experts, nor any e-mail, phone or CV', async () => {
    const word = uniqueWord();
    const listed = await expertWith(word);
    const unlisted = await expertWith(word, {}, { listed: false });
    const deactivated = await expertWith(word);
    const rejected = await expertWith(word);
    const unverified = await createContractor(t.app, { description: `Hands-on operator ${word}` });
    const { db } = t.app.deps.database;
    await db.update(users).set({ statusId: Statuses.inactive.id }).where(eq(users.id, deactivated.user.id));
    await db.update(profiles).set({ vetting: 'rejected' }).where(eq(profiles.id, rejected.profileId));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/experts?q=${word}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    expect(idsOf(response.json<ExpertSearchPage>())).toEqual([listed.profileId]);
    for (const secret of [listed.email, '4155552671', 'cvPath', 'email', 'mobile'])
      expect(response.body).not.toContain(secret);
    expect(unverified.user.profiles[0]!.id).not.toBe(listed.profileId);
    // The switch is the expert's, on their own profile.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/profiles/${unlisted.profileId}`,
      headers: bearer(unlisted.token),
    });
    expect(own.json<Profile>().listed).toBe(false);
    const relist = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${unlisted.profileId}`,
      headers: bearer(unlisted.token),
      payload: { listed: true },
    });
    expect(relist.json<Profile>().listed).toBe(true);
    expect(idsOf(await search(`q=${word}`)).sort()).toEqual([listed.profileId, unlisted.profileId].sort());
  });

  it('401 without a session, 403 for a contractor and an unverified client', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/experts' });
    expect(anonymous.statusCode).toBe(401);
    const contractor = await createExpert(t.app);
    const unverified = await createClient(t.app);
    for (const token of [contractor.token, unverified.token]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/experts', headers: bearer(token) });
      expect(response.statusCode).toBe(403);
    }
  });

  it('422 naming the field for bad input, never 500', async () => {
    const cases: Array<[string, string]> = [
      ['sort=cheapest', 'sort'],
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['overlapWith=Mars/Olympus', 'overlapWith'],
      ['overlapWith=%2B01:00', 'overlapWith'],
      ['minRate=200&maxRate=100', 'minRate'],
      ['currency=XYZ', 'currency'],
      ['roles=1,x', 'roles'],
      ['industries=space', 'industries'],
      ['minOverlapHours=3', 'overlapWith'],
    ];
    for (const [query, field] of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/experts?${query}`,
        headers: bearer(client.token),
      });
      expect(response.statusCode, query).toBe(422);
      expect(JSON.stringify(response.json()), query).toContain(field);
    }
  });
});
