import { MatchFactorKeys, MatchPageSchema, ExpertCardSchema } from '@fractional/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createClient, createProject, PASSWORD, type Account } from '../../../test/factories.js';
import { createExpert, getMatches, idsOf, type Expert } from '../../../test/matching-fixtures.js';
import { users } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });

// Reference ids of the shipped catalogue (seed order): expertise 1 FP&A, 2 Fundraising,
// 3 Mergers & acquisitions; skills 1 Financial modelling, 3 Cash flow management, 11 Venture fundraising;
// job role 1 Fractional CFO.
const BRIEF = {
  name: 'Series A fundraising',
  overview: 'Build the financial model and a cash forecast for our Series A raise',
  expertiseGap: 'financial-planning-analysis,fundraising,mergers-acquisitions',
  budget: 40_000,
  timeline: '6-11-months' as const,
  hoursPerWeek: 10,
  projectStage: 'planning' as const,
};
const CLIENT = { timezone: '+12:00 Pacific/Auckland' };

describe('GET /projects/{id}/matches', () => {
  let client: Account;
  let projectId: number;
  let strong: Expert;
  let medium: Expert;
  let weak: Expert;

  beforeAll(async () => {
    client = await createClient(t.app, CLIENT);
    projectId = (await createProject(t.app, client, BRIEF)).id;
    strong = await createExpert(
      t.app,
      {
        timezone: '+12:00 Pacific/Auckland',
        description: 'Fractional CFO: built 13-week cash models and led fundraising for venture-backed startups',
        expertise: [{ id: 1 }, { id: 2 }, { id: 3 }],
        jobRole: [{ id: 1 }],
        skills: [{ id: 1 }, { id: 3 }, { id: 11 }],
        mobileNumber: '+14155552671',
        fractionalExperience: '6+',
      },
      { capacityHoursPerWeek: 20, hourlyRateMin: 150, hourlyRateMax: 200, industries: 'information-technology' },
    );
    medium = await createExpert(
      t.app,
      { timezone: '+10:00 Australia/Sydney', expertise: [{ id: 2 }], skills: [{ id: 1 }], jobLevel: 'management' },
      { hourlyRateMin: 150 },
    );
    weak = await createExpert(
      t.app,
      {
        timezone: '-05:00 America/New_York',
        expertise: [{ id: 3 }],
        skills: [{ id: 1 }],
        jobLevel: 'individual_contributor',
        yearsOfExperience: '0-4',
      },
      { hourlyRateMin: 400, capacityHoursPerWeek: 5 },
    );
  });

  it('ranks the obvious order, with the contract shape and reasons naming the overlap', async () => {
    const page = await getMatches(t.app, client.token, projectId);
    expect(MatchPageSchema.parse(page)).toEqual(page);
    expect(idsOf(page)).toEqual([strong.profileId, medium.profileId, weak.profileId]);
    const scores = page.data.map((match) => match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const [best] = page.data;
    expect(best!.engagement).toBeNull();
    expect(best!.factors.map((factor) => factor.key)).toEqual(MatchFactorKeys.values);
    expect(best!.factors.reduce((sum, factor) => sum + factor.weight, 0)).toBeCloseTo(1);
    const reason = (key: string) => best!.factors.find((factor) => factor.key === key)!.reason;
    expect(reason('expertise')).toBe(
      'Covers 3 of 3 expertise gaps: Financial planning & analysis, Fundraising, Mergers & acquisitions',
    );
    expect(reason('timezone')).toBe('Overlaps 8 working hours with Pacific/Auckland');
    expect(reason('budget')).toBe('USD 150/h × 10 h/week fits the USD 40,000 budget over 6-11 months');
    expect(reason('availability')).toBe('20 h/week free for the 10 h/week asked');
    expect(reason('industry')).toBe('Has served information technology');
    expect(reason('skills')).toBe('1 skill the brief asks for: Financial modelling (“financial”, “model”)');
    expect(reason('roles')).toBe('No job role of the expert is one the brief asks for');
    // Only the expert's own words, as the client wrote them, in the brief's order; never "13" or "build".
    // Quoted whole, to the sentence's end, and named as the expert's own words (issue 45).
    expect(reason('text')).toBe(
      'The profile mentions fundraising, model, cash from the brief; from their profile: “Fractional CFO: built 13-week cash models and led fundraising for venture-backed startups”',
    );
    expect(page.data[1]!.factors.find((factor) => factor.key === 'timezone')!.reason).toBe(
      'Overlaps 6 working hours with Pacific/Auckland',
    );
    expect(page.data[2]!.factors.find((factor) => factor.key === 'budget')!.reason).toBe(
      'USD 400/h × 5 h/week (all that is free of the 10 asked) over 6-11 months comes to at least USD 52,000, above the USD 40,000 budget',
    );
  });

  it('counts a time zone unknown on either side as neutral (0.5), not as no overlap', async () => {
    const owner = await createClient(t.app, CLIENT);
    const project = await createProject(t.app, owner, BRIEF);
    const expert = await createExpert(t.app, { expertise: [{ id: 1 }], skills: [{ id: 1 }] });
    const page = await getMatches(t.app, owner.token, project.id);
    const match = page.data.find((item) => item.expert.profileId === expert.profileId)!;
    expect(match.factors.find((factor) => factor.key === 'timezone')).toMatchObject({
      score: 0.5,
      reason: 'Time zone unknown; counted as neutral',
    });
  });

  it('shows the public card only: no e-mail, phone or CV', async () => {
    const page = await getMatches(t.app, client.token, projectId);
    const card = page.data[0]!.expert;
    expect(Object.keys(card).sort()).toEqual(Object.keys(ExpertCardSchema.shape).sort());
    expect(JSON.stringify(page)).not.toContain(strong.email);
    expect(JSON.stringify(page)).not.toContain('4155552671');
    expect(card).toMatchObject({
      vetting: 'pending',
      capacityHoursPerWeek: 20,
      availableHoursPerWeek: 20,
      hourlyRateMin: 150,
      hourlyRateMax: 200,
      industries: 'information-technology',
    });
  });

  it('pages stably: ties by profile id, no expert on two pages, hasNextPage', async () => {
    const first = await getMatches(t.app, client.token, projectId, 'limit=2&page=1');
    const second = await getMatches(t.app, client.token, projectId, 'limit=2&page=2');
    expect(first.hasNextPage).toBe(true);
    expect(second.hasNextPage).toBe(false);
    expect([...idsOf(first), ...idsOf(second)]).toEqual(idsOf(await getMatches(t.app, client.token, projectId)));
  });

  it('breaks ties by profile id ascending', async () => {
    const tieClient = await createClient(t.app, CLIENT);
    const tie = { name: 'Quarterly zebrafish ledger', overview: 'Zebrafish ledger work', expertiseGap: 'tax-strategy' };
    const project = await createProject(t.app, tieClient, tie);
    const twins = [];
    // Tax strategy (expertise 8) and Tax planning (skill 19): two pieces of evidence each.
    for (let i = 0; i < 3; i += 1)
      twins.push(await createExpert(t.app, { expertise: [{ id: 8 }], skills: [{ id: 19 }] }));
    const page = await getMatches(t.app, tieClient.token, project.id);
    expect(idsOf(page)).toEqual(twins.map((twin) => twin.profileId));
    expect(new Set(page.data.map((match) => match.score)).size).toBe(1);
  });

  it('lists nobody under the floor: one ticked box, or roles and skills without a gap, is not a fit', async () => {
    const owner = await createClient(t.app, CLIENT);
    const brief = {
      name: 'Turnaround of a quarrying cooperative',
      overview: 'Turnaround management and cash flow for our quarrying cooperative',
      expertiseGap: 'turnaround-restructuring', // expertise 15
    };
    const project = await createProject(t.app, owner, brief);
    const gapOnly = await createExpert(t.app, { expertise: [{ id: 15 }] }, { capacityHoursPerWeek: 30 });
    // "Management" is in both skills below and in the brief: a stop-listed word is no evidence.
    const managementOnly = await createExpert(t.app, { skills: [{ id: 3 }, { id: 5 }] });
    // A role and a skill the brief's words ask for, but none of the gaps the client picked and no skill
    // typical of one (Cash flow management is not typical of Turnaround & restructuring): no anchor.
    const noGap = await createExpert(t.app, {
      expertise: [{ id: 12 }],
      jobRole: [{ id: 93 }],
      skills: [{ id: 3 }],
    });
    const turnaround = await createExpert(
      t.app,
      {
        timezone: '-05:00 America/New_York',
        expertise: [{ id: 15 }],
        jobRole: [{ id: 93 }], // Interim Turnaround Executive
        skills: [{ id: 41 }, { id: 3 }], // Turnaround management, Cash flow management
      },
      { capacityHoursPerWeek: 20, hourlyRateMin: 100 },
    );
    const page = await getMatches(t.app, owner.token, project.id);
    expect(idsOf(page)).toEqual([turnaround.profileId]);
    expect(idsOf(page)).not.toContain(gapOnly.profileId);
    expect(idsOf(page)).not.toContain(managementOnly.profileId);
    expect(idsOf(page)).not.toContain(noGap.profileId);
    const reason = (key: string) => page.data[0]!.factors.find((factor) => factor.key === key)!.reason;
    expect(reason('roles')).toBe('Job role the brief asks for: Interim Turnaround Executive (“turnaround”)');
    expect(reason('skills')).toBe(
      '2 skills the brief asks for: Turnaround management (“turnaround”), Cash flow management (“cash”, “flow”)',
    );
    // An invitation is refused for an expert under the floor, as for one not matchable.
    const invite = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${project.id}/invitations`,
      headers: bearer(owner.token),
      payload: { profileId: gapOnly.profileId },
    });
    expect(invite.statusCode).toBe(422);
  });

  it('lists a right person who ticked none of the gaps on a skill asked for and typical of one, with another item', async () => {
    const owner = await createClient(t.app, CLIENT);
    const project = await createProject(t.app, owner, {
      name: 'Warehouse operations for a garden-furniture importer',
      overview: 'Our warehouse operations need an owner: picking is slow and stock goes missing.',
      expertiseGap: 'logistics', // expertise 59, Logistics & fulfilment
    });
    // Fractional Logistics Manager (asked for by the gap's name) with Warehouse operations (asked for, and
    // typical of Logistics & fulfilment, migration 0026), who ticked Unit economics instead of the gap.
    const inOtherWords = await createExpert(t.app, {
      expertise: [{ id: 12 }],
      jobRole: [{ id: 73 }],
      skills: [{ id: 244 }],
    });
    // The gap and a skill typical of it (Import & export compliance), nothing else the brief asks for:
    // what an over-claimer ticks.
    const gapAndTypical = await createExpert(t.app, { expertise: [{ id: 59 }], skills: [{ id: 246 }] });
    // Two skills typical of the gap, neither asked for by the brief's words, and no gap: not enough either.
    const twoTypical = await createExpert(t.app, { skills: [{ id: 243 }, { id: 246 }] });
    // Warehouse operations (asked for, typical) and Import & export compliance (typical): listed.
    const typicalPair = await createExpert(t.app, { skills: [{ id: 244 }, { id: 246 }] });
    const page = await getMatches(t.app, owner.token, project.id);
    expect(idsOf(page).sort()).toEqual([inOtherWords.profileId, typicalPair.profileId].sort());
    expect(idsOf(page)).not.toContain(gapAndTypical.profileId);
    expect(idsOf(page)).not.toContain(twoTypical.profileId);
    const listed = page.data.find((match) => match.expert.profileId === inOtherWords.profileId)!;
    expect(listed.factors.find((factor) => factor.key === 'expertise')).toMatchObject({
      score: 0,
      reason:
        'Covers none of the 1 expertise gap (Logistics & fulfilment); typical of the gaps: Fractional Logistics Manager (Logistics & fulfilment), Warehouse operations (Logistics & fulfilment)',
    });
    // The card rule agrees with the list: the client may read the listed expert's card, not the others'.
    expect((await call('GET', `/profiles/${inOtherWords.profileId}/card`, owner.token)).statusCode).toBe(200);
    expect((await call('GET', `/profiles/${gapAndTypical.profileId}/card`, owner.token)).statusCode).toBe(404);
    expect((await call('GET', `/profiles/${twoTypical.profileId}/card`, owner.token)).statusCode).toBe(404);
    expect((await call('GET', `/profiles/${typicalPair.profileId}/card`, owner.token)).statusCode).toBe(200);
  });

  it('orders by score alone: a better fit covering one gap stands above box-tickers covering two, on every page', async () => {
    const owner = await createClient(t.app, CLIENT);
    const project = await createProject(t.app, owner, {
      name: 'Close the books and raise',
      overview: 'Month-end close and investor reporting',
      expertiseGap: 'accounting-reporting,finance-operations,treasury-cash-management', // expertise 5, 6, 7
    });
    const weak = {
      jobLevel: 'individual_contributor',
      yearsOfExperience: '0-4',
      timezone: '-05:00 America/New_York',
    } as const;
    const strong = {
      timezone: '+12:00 Pacific/Auckland',
      jobLevel: 'executive',
      yearsOfExperience: '15+',
      fractionalExperience: '6+',
      description: 'Month-end close, investor reporting and treasury for growing companies',
    } as const;
    // Two cover two gaps and fit badly otherwise; two cover one gap and the Month-end close skill (4) and fit well.
    const pairCoverers = [
      await createExpert(t.app, { ...weak, expertise: [{ id: 5 }, { id: 6 }] }, { hourlyRateMin: 500 }),
      await createExpert(t.app, { ...weak, expertise: [{ id: 6 }, { id: 7 }] }, { hourlyRateMin: 500 }),
    ];
    const oneGap = [
      await createExpert(
        t.app,
        { ...strong, expertise: [{ id: 5 }], skills: [{ id: 4 }] },
        { capacityHoursPerWeek: 30, hourlyRateMin: 60 },
      ),
      await createExpert(
        t.app,
        { ...strong, expertise: [{ id: 7 }], skills: [{ id: 4 }] },
        { capacityHoursPerWeek: 30, hourlyRateMin: 60 },
      ),
    ];
    const full = await getMatches(t.app, owner.token, project.id);
    const ids = idsOf(full);
    const at = (expert: Expert) => ids.indexOf(expert.profileId);
    expect(ids.slice(0, 2)).toEqual(oneGap.map((expert) => expert.profileId));
    for (const expert of pairCoverers) expect(at(expert)).toBeGreaterThan(1);
    const scores = full.data.map((match) => match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(full.data[at(oneGap[1]!)]!.score).toBeGreaterThan(full.data[at(pairCoverers[0]!)]!.score);
    const expertise = (index: number) => full.data[index]!.factors.find((factor) => factor.key === 'expertise')!;
    expect(expertise(0).reason).toMatch(/^Covers 1 of 3 expertise gaps: /);
    expect(expertise(at(pairCoverers[0]!)).reason).toMatch(/^Covers 2 of 3 expertise gaps: /);
    // Walking one row at a time gives the same order.
    const walked = [];
    for (let page = 1; page <= ids.length; page += 1)
      walked.push(...idsOf(await getMatches(t.app, owner.token, project.id, `limit=1&page=${page}`)));
    expect(walked).toEqual(ids);
  });

  it('refuses a foreign project (404), a contractor (403), a bad id and a limit above 50 (4xx naming the field)', async () => {
    const other = await createClient(t.app);
    expect((await call('GET', `/projects/${projectId}/matches`, other.token)).statusCode).toBe(404);
    expect((await call('GET', '/projects/999999/matches', client.token)).statusCode).toBe(404);
    expect((await call('GET', `/projects/${projectId}/matches`, strong.token)).statusCode).toBe(403);
    expect((await call('GET', `/projects/${projectId}/matches`)).statusCode).toBe(401);
    const bad = await call('GET', '/projects/abc/matches', client.token);
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    const tooMany = await call('GET', `/projects/${projectId}/matches?limit=51`, client.token);
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['limit']);
    expect((await call('GET', `/projects/${projectId}/matches?page=0`, client.token)).json().errors).toHaveProperty(
      'page',
    );
  });
});

describe('who is matched', () => {
  let client: Account;
  let projectId: number;
  const ask = async () => idsOf(await getMatches(t.app, client.token, projectId));

  beforeAll(async () => {
    client = await createClient(t.app, CLIENT);
    projectId = (await createProject(t.app, client, { ...BRIEF, name: 'Fundraising round' })).id;
  });

  // Fundraising (expertise 2) and Financial modelling (skill 1): two pieces of evidence.
  const matchable = () => createExpert(t.app, { expertise: [{ id: 2 }], skills: [{ id: 1 }] });

  it('leaves out unverified contractors, clients and experts without hours', async () => {
    const unverified = await createClient(t.app); // a client with the same expertise is never matched
    const noHours = await createExpert(
      t.app,
      { expertise: [{ id: 2 }], skills: [{ id: 1 }] },
      { capacityHoursPerWeek: 0 },
    );
    const listed = await matchable();
    const ids = await ask();
    expect(ids).toContain(listed.profileId);
    expect(ids).not.toContain(noHours.profileId);
    expect(ids).not.toContain(unverified.user.profiles[0]!.id);
    const pending = await createExpert(t.app, { expertise: [{ id: 2 }], skills: [{ id: 1 }] });
    await t.app.deps.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, pending.user.id));
    expect(await ask()).not.toContain(pending.profileId);
  });

  it('drops an expert at once when they turn openToWork off, and brings them back when on', async () => {
    const expert = await matchable();
    expect(await ask()).toContain(expert.profileId);
    expect((await call('PATCH', `/profiles/${expert.profileId}`, expert.token, { openToWork: false })).statusCode).toBe(
      200,
    );
    expect(await ask()).not.toContain(expert.profileId);
    expect((await call('GET', `/profiles/${expert.profileId}/card`, client.token)).statusCode).toBe(404);
    expect((await call('PATCH', '/auth/me', expert.token, { profile: { openToWork: true } })).statusCode).toBe(200);
    expect(await ask()).toContain(expert.profileId);
  });

  it('drops an expert at once when they close their account', async () => {
    const expert = await matchable();
    expect(await ask()).toContain(expert.profileId);
    expect((await call('DELETE', '/auth/me', expert.token, { password: PASSWORD })).statusCode).toBe(204);
    expect(await ask()).not.toContain(expert.profileId);
    expect((await call('GET', `/profiles/${expert.profileId}/card`, client.token)).statusCode).toBe(404);
  });

  it('drops an expert at once when they are deactivated', async () => {
    const expert = await matchable();
    expect(await ask()).toContain(expert.profileId);
    await t.app.deps.database.db.update(users).set({ statusId: 2 }).where(eq(users.id, expert.user.id));
    expect(await ask()).not.toContain(expert.profileId);
  });

  it('follows profile edits: new expertise or skills are matched at once', async () => {
    // One piece of evidence (the Fundraising gap) is under the floor; a skill the brief asks for lifts it.
    const expert = await createExpert(t.app, { expertise: [{ id: 2 }] });
    expect(await ask()).not.toContain(expert.profileId);
    const patched = await call('PATCH', `/profiles/${expert.profileId}`, expert.token, { skills: [{ id: 1 }] });
    expect(patched.statusCode).toBe(200);
    expect(await ask()).toContain(expert.profileId);
  });

  it('follows edits of the brief and of its client at once (each instance keeps a brief per owner revision)', async () => {
    const own = (await createProject(t.app, client, { ...BRIEF, name: 'Raise a round' })).id;
    const expert = await matchable();
    // Without the Fundraising gap the expert holds one piece of evidence (the skill): gone at once.
    const edited = await call('PATCH', `/projects/${own}`, client.token, { expertiseGap: 'mergers-acquisitions' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(idsOf(await getMatches(t.app, client.token, own))).not.toContain(expert.profileId);
    expect((await call('PATCH', `/projects/${own}`, client.token, { expertiseGap: 'fundraising' })).statusCode).toBe(
      200,
    );
    expect(idsOf(await getMatches(t.app, client.token, own))).toContain(expert.profileId);
    // The client's time zone is part of the brief too.
    const zoned = await createExpert(t.app, {
      expertise: [{ id: 2 }],
      skills: [{ id: 1 }],
      timezone: '+12:00 Pacific/Auckland',
    });
    const zoneReason = async () =>
      (await getMatches(t.app, client.token, own)).data
        .find((match) => match.expert.profileId === zoned.profileId)
        ?.factors.find((factor) => factor.key === 'timezone')?.reason;
    expect(await zoneReason()).toMatch(/Pacific\/Auckland/);
    expect((await call('PATCH', '/auth/me', client.token, { timezone: '-05:00 America/New_York' })).statusCode).toBe(
      200,
    );
    expect(await zoneReason()).toMatch(/America\/New_York/);
    expect((await call('PATCH', '/auth/me', client.token, CLIENT)).statusCode).toBe(200);
  });
});

describe('GET /profiles/{id}/card', () => {
  it('answers the owner of a project the expert is matched to, and nobody else', async () => {
    const client = await createClient(t.app, CLIENT);
    await createProject(t.app, client, BRIEF);
    const expert = await createExpert(t.app, {
      expertise: [{ id: 2 }],
      skills: [{ id: 1 }],
      mobileNumber: '+14155552672',
    });
    const unrelated = await createExpert(t.app, { expertise: [{ id: 40 }] });
    const card = await call('GET', `/profiles/${expert.profileId}/card`, client.token);
    expect(card.statusCode).toBe(200);
    expect(ExpertCardSchema.parse(card.json())).toEqual(card.json());
    expect(card.body).not.toContain(expert.email);
    expect(card.body).not.toContain('4155552672');
    expect((await call('GET', `/profiles/${unrelated.profileId}/card`, client.token)).statusCode).toBe(404);
    expect(
      (await call('GET', `/profiles/${expert.profileId}/card`, (await createClient(t.app)).token)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/profiles/${expert.profileId}/card`, unrelated.token)).statusCode).toBe(403);
    expect((await call('GET', '/profiles/abc/card', client.token)).statusCode).toBeLessThan(500);
  });
});

describe('availability on the profile', () => {
  it('defaults, and saves each field through PATCH /profiles/{id} and PATCH /auth/me', async () => {
    const expert = await createExpert(t.app);
    const me = (await call('GET', '/auth/me', expert.token)).json();
    expect(me.profiles[0]).toMatchObject({
      openToWork: true,
      capacityHoursPerWeek: 10,
      hourlyRateMin: null,
      hourlyRateMax: null,
      industries: null,
    });
    const body = { capacityHoursPerWeek: 60, hourlyRateMin: 0, hourlyRateMax: 90, industries: 'banking,retail' };
    const saved = await call('PATCH', `/profiles/${expert.profileId}`, expert.token, body);
    expect(saved.json()).toMatchObject(body);
    const viaMe = await call('PATCH', '/auth/me', expert.token, { profile: { hourlyRateMax: null, industries: null } });
    expect(viaMe.json().profiles[0]).toMatchObject({ hourlyRateMin: 0, hourlyRateMax: null, industries: null });
  });

  it('refuses capacity outside 0–60, a min above max (also against the stored bound) and unknown industries', async () => {
    const expert = await createExpert(t.app);
    const patch = (body: object) => call('PATCH', `/profiles/${expert.profileId}`, expert.token, body);
    for (const [body, field] of [
      [{ capacityHoursPerWeek: 61 }, 'capacityHoursPerWeek'],
      [{ capacityHoursPerWeek: -1 }, 'capacityHoursPerWeek'],
      [{ capacityHoursPerWeek: 1.5 }, 'capacityHoursPerWeek'],
      [{ hourlyRateMin: -5 }, 'hourlyRateMin'],
      [{ industries: 'banking,mining' }, 'industries'],
    ] as const) {
      const response = await patch(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    expect((await patch({ hourlyRateMin: 200, hourlyRateMax: 100 })).json()).toEqual({
      status: 422,
      errors: { hourlyRateMin: 'minAboveMax' },
    });
    expect((await patch({ hourlyRateMax: 100 })).statusCode).toBe(200);
    expect((await patch({ hourlyRateMin: 150 })).json().errors).toEqual({ hourlyRateMin: 'minAboveMax' });
    const nested = await call('PATCH', '/auth/me', expert.token, { profile: { hourlyRateMin: 101 } });
    expect(nested.json().errors).toEqual({ 'profile.hourlyRateMin': 'minAboveMax' });
    const me = (await call('GET', '/auth/me', expert.token)).json();
    expect(me.profiles[0]).toMatchObject({ hourlyRateMin: null, hourlyRateMax: 100 });
  });

  it("refuses a client's availability with 422 naming each field", async () => {
    const client = await createClient(t.app);
    const profileId = client.user.profiles[0]!.id;
    const response = await call('PATCH', `/profiles/${profileId}`, client.token, {
      openToWork: true,
      hourlyRateMin: 5,
    });
    expect(response.json()).toEqual({
      status: 422,
      errors: { openToWork: 'contractorOnly', hourlyRateMin: 'contractorOnly' },
    });
    const nested = await call('PATCH', '/auth/me', client.token, { profile: { capacityHoursPerWeek: 5 } });
    expect(nested.json().errors).toEqual({ 'profile.capacityHoursPerWeek': 'contractorOnly' });
  });
});

describe('project hoursPerWeek', () => {
  it('defaults to 10 and refuses 0 and 61', async () => {
    const client = await createClient(t.app);
    expect((await createProject(t.app, client)).hoursPerWeek).toBe(10);
    expect((await createProject(t.app, client, { hoursPerWeek: 60 })).hoursPerWeek).toBe(60);
    for (const hoursPerWeek of [0, 61]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects',
        headers: bearer(client.token),
        payload: {
          ...BRIEF,
          projectStage: 'planning',
          isBudgetAllocated: true,
          businessGoal: 'scale-operations',
          hoursPerWeek,
        },
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['hoursPerWeek']);
    }
  });
});

describe('relevance of the method (docs/matching.md, "Changed on 2026-11-26")', () => {
  const factorOf = (match: { factors: Array<{ key: string; score: number; reason: string }> }, key: string) =>
    match.factors.find((factor) => factor.key === key)!;

  it('reads "M&A" as mergers and acquisitions: an M&A Advisor covering the M&A gap is asked for and listed', async () => {
    const owner = await createClient(t.app, CLIENT);
    const project = await createProject(t.app, owner, {
      name: 'Prepare our clinic group for a sale',
      overview: 'Private equity has approached us; we want someone who has sold a provider group.',
      expertiseGap: 'mergers-acquisitions', // expertise 3
    });
    const adviser = await createExpert(t.app, { expertise: [{ id: 3 }], jobRole: [{ id: 27 }] }); // M&A Advisor
    const page = await getMatches(t.app, owner.token, project.id);
    expect(idsOf(page)).toEqual([adviser.profileId]);
    expect(factorOf(page.data[0]!, 'roles').reason).toBe(
      'Job role the brief asks for: M&A Advisor (“mergers”, “acquisitions”)',
    );
  });

  it('counts a domain gap once, in industry; the functional gaps make the expertise factor and the anchor', async () => {
    const owner = await createClient(t.app, CLIENT);
    const project = await createProject(t.app, owner, {
      name: 'Product lead for our tutoring marketplace',
      overview: 'Own the product roadmap of our two-sided tutoring marketplace.',
      expertiseGap: 'product-management,marketplaces', // expertise 36 (a function), 84 (a domain)
    });
    // Fractional Chief Product Officer (job role 6): asked for by "product".
    const both = await createExpert(t.app, { expertise: [{ id: 36 }, { id: 84 }], jobRole: [{ id: 6 }] });
    // The domain and a role or skill, but no functional gap: not anchored, not listed.
    const domainOnly = await createExpert(t.app, { expertise: [{ id: 84 }, { id: 1 }], jobRole: [{ id: 6 }] });
    const page = await getMatches(t.app, owner.token, project.id);
    expect(idsOf(page)).toContain(both.profileId);
    expect(idsOf(page)).not.toContain(domainOnly.profileId);
    const match = page.data.find((item) => item.expert.profileId === both.profileId)!;
    expect(factorOf(match, 'expertise')).toMatchObject({
      score: 1,
      // The count names every gap the brief asks for (issue 45); the domain one scores in industry.
      reason: 'Covers 2 of 2 expertise gaps: Product management, Marketplaces',
    });
    expect(factorOf(match, 'industry')).toMatchObject({
      score: 1,
      reason: 'Knows the domain the brief asks for: Marketplaces',
    });
  });

  it('scores half a working day in common as full, and no hour in common 10 points below the factor', async () => {
    const owner = await createClient(t.app, { timezone: '+00:00 Europe/London' });
    const project = await createProject(t.app, owner, {
      name: 'Tax strategy review',
      overview: 'Tax planning for our UK and Irish entities',
      expertiseGap: 'tax-strategy', // expertise 8
    });
    const fit = { expertise: [{ id: 8 }], skills: [{ id: 19 }] }; // Tax strategy, Tax planning
    const sameZone = await createExpert(t.app, { ...fit, timezone: '+00:00 Europe/London' });
    const fourHours = await createExpert(t.app, { ...fit, timezone: '+04:00 Asia/Dubai' });
    const oneHour = await createExpert(t.app, { ...fit, timezone: '+07:00 Asia/Bangkok' });
    const none = await createExpert(t.app, { ...fit, timezone: '+10:00 Australia/Sydney' });
    const page = await getMatches(t.app, owner.token, project.id);
    const of = (expert: Expert) => page.data.find((item) => item.expert.profileId === expert.profileId)!;
    expect(factorOf(of(fourHours), 'timezone')).toMatchObject({
      score: 1,
      reason: 'Overlaps 4 working hours with Europe/London',
    });
    expect(of(fourHours).score).toBe(of(sameZone).score);
    expect(factorOf(of(oneHour), 'timezone')).toMatchObject({
      score: 0.25,
      reason: 'Overlaps 1 working hour with Europe/London',
    });
    expect(factorOf(of(none), 'timezone')).toMatchObject({
      score: 0,
      reason: 'No working hours overlap with Europe/London',
    });
    // 11.4 points of the factor and the 10-point deduction: 21 (rounding may move it by one).
    expect(of(sameZone).score - of(none).score).toBeGreaterThanOrEqual(21);
    expect(of(sameZone).score - of(none).score).toBeLessThanOrEqual(22);
    const mine = [sameZone, fourHours, oneHour, none].map((expert) => expert.profileId);
    // Other tests of this file plant tax experts too: the order among this test's own.
    expect(idsOf(page).filter((id) => mine.includes(id))).toEqual(mine);
  });

  it('scores up to 10 % over the budget as full, falling to 0 at 50 % over with up to 10 points off; bills the hours free', async () => {
    const owner = await createClient(t.app, { timezone: '+00:00 Europe/London' });
    const project = await createProject(t.app, owner, {
      name: 'Tax strategy review',
      overview: 'Tax planning for our UK and Irish entities',
      expertiseGap: 'tax-strategy', // expertise 8
      budget: 40_000,
      timeline: '6-11-months', // 26 weeks at the shortest
      hoursPerWeek: 10,
    });
    const fit = { expertise: [{ id: 8 }], skills: [{ id: 19 }], timezone: '+00:00 Europe/London' };
    const at = (rate: number, capacity = 20) =>
      createExpert(t.app, fit, { hourlyRateMin: rate, hourlyRateMax: rate, capacityHoursPerWeek: capacity });
    const within = await at(150); // 39,000
    const about = await at(165); // 42,900: 7 % over
    const above = await at(200); // 52,000: 30 % over, half-way from 10 % to 50 %
    const wellAbove = await at(250); // 65,000: 62.5 % over
    const partTime = await at(250, 6); // 6 h free of the 10 asked: 39,000
    const page = await getMatches(t.app, owner.token, project.id);
    const of = (expert: Expert) => page.data.find((item) => item.expert.profileId === expert.profileId)!;
    expect(factorOf(of(within), 'budget')).toMatchObject({
      score: 1,
      reason: 'USD 150/h × 10 h/week fits the USD 40,000 budget over 6-11 months',
    });
    expect(factorOf(of(about), 'budget')).toMatchObject({
      score: 1,
      reason:
        'USD 165/h × 10 h/week over 6-11 months comes to at least USD 42,900, within 10 % of the USD 40,000 budget',
    });
    expect(of(about).score).toBe(of(within).score);
    expect(factorOf(of(above), 'budget')).toMatchObject({
      score: 0.5,
      reason: 'USD 200/h × 10 h/week over 6-11 months comes to at least USD 52,000, above the USD 40,000 budget',
    });
    expect(factorOf(of(wellAbove), 'budget')).toMatchObject({
      score: 0,
      reason: 'USD 250/h × 10 h/week over 6-11 months comes to at least USD 65,000, well above the USD 40,000 budget',
    });
    // Half of the factor's 5.7 points and half the 10-point deduction; then all of both (rounding: ±1).
    expect(of(within).score - of(above).score).toBeGreaterThanOrEqual(7);
    expect(of(within).score - of(above).score).toBeLessThanOrEqual(9);
    expect(of(within).score - of(wellAbove).score).toBeGreaterThanOrEqual(15);
    expect(of(within).score - of(wellAbove).score).toBeLessThanOrEqual(17);
    // Billed for the 6 hours free, within the budget; the shortfall is the availability factor's alone.
    expect(factorOf(of(partTime), 'budget')).toMatchObject({
      score: 1,
      reason: 'USD 250/h × 6 h/week (all that is free of the 10 asked) fits the USD 40,000 budget over 6-11 months',
    });
    expect(factorOf(of(partTime), 'availability').score).toBe(0.6);
  });

  it('judges the cost against the top of a budget range (budgetMax), not its bottom', async () => {
    const owner = await createClient(t.app, { timezone: '+00:00 Europe/London' });
    const project = await createProject(t.app, owner, {
      name: 'Tax range review',
      overview: 'Tax planning for our UK and Irish entities',
      expertiseGap: 'tax-strategy',
      budget: 30_000,
      budgetMax: 52_000,
      timeline: '6-11-months',
      hoursPerWeek: 10,
    });
    const fit = { expertise: [{ id: 8 }], skills: [{ id: 19 }], timezone: '+00:00 Europe/London' };
    // 52,000 over the shortest timeline: 73 % over the bottom, at the top.
    const expert = await createExpert(t.app, fit, { hourlyRateMin: 200, hourlyRateMax: 200, capacityHoursPerWeek: 20 });
    const page = await getMatches(t.app, owner.token, project.id);
    const match = page.data.find((item) => item.expert.profileId === expert.profileId)!;
    expect(factorOf(match, 'budget')).toMatchObject({
      score: 1,
      reason: 'USD 200/h × 10 h/week fits the USD 30,000–52,000 budget over 6-11 months',
    });
  });
});

describe('other words for the catalogue\'s (docs/matching.md, "Other words")', () => {
  const skillsReason = (match: { factors: Array<{ key: string; reason: string }> }) =>
    match.factors.find((factor) => factor.key === 'skills')!.reason;
  // Expertise 6 Finance operations; skills 4 Month-end close, 6 Board reporting.
  const controller = { expertise: [{ id: 6 }], skills: [{ id: 4 }, { id: 6 }] };

  it('finds the expert a brief describes in other words, and the reason quotes the phrase', async () => {
    const owner = await createClient(t.app, CLIENT);
    const project = await createProject(t.app, owner, {
      name: 'Finance operations for a growing distributor',
      overview: 'We need to close the books in five days and send the board packs on time.',
      expertiseGap: 'finance-operations',
    });
    const expert = await createExpert(t.app, controller);
    const page = await getMatches(t.app, owner.token, project.id);
    expect(idsOf(page)).toEqual([expert.profileId]);
    // "close" is the brief's own word in "Month-end close"; "books" and "report" come from the phrases.
    expect(skillsReason(page.data[0]!)).toBe(
      '2 skills the brief asks for: Month-end close (“close”, “close the books”), Board reporting (“board”, “board pack”)',
    );
  });

  it('matches a phrase as adjacent words only: "board", "pack", "close" and "books" apart ask for nothing', async () => {
    const owner = await createClient(t.app, CLIENT);
    const project = await createProject(t.app, owner, {
      name: 'Finance operations for our book shop',
      overview: 'We pack and ship books; the board wants every order closed within a day.',
      expertiseGap: 'finance-operations',
    });
    await createExpert(t.app, controller);
    // The gap alone is one piece of evidence: under the floor, so nobody is listed.
    expect(idsOf(await getMatches(t.app, owner.token, project.id))).toEqual([]);
  });
});
