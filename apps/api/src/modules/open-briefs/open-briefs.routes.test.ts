import { OpenBriefPageSchema, type OpenBriefPage, type Project } from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createClient, createContractor, createProject, type Account } from '../../../test/factories.js';
import { api, createFitExpert } from '../../../test/marketplace-fixtures.js';
import { getMatches, type Expert } from '../../../test/matching-fixtures.js';
import { createOpenBrief, createVerifiedClient, expressInterest } from '../../../test/open-brief-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const CLIENT_PHONE = '+6421555777';
/** A made-up word only this run's briefs use, so each test reads its own briefs out of a shared database. */
const uniqueWord = () => `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function openBriefs(token: string, query = ''): Promise<OpenBriefPage> {
  const response = await api(t.app, 'GET', `/opportunities/open?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return OpenBriefPageSchema.parse(response.json());
}

describe('a project’s visibility', () => {
  it('is stored on creation and switched open ↔ private by PATCH', async () => {
    const client = await createClient(t.app);
    const open = await createOpenBrief(t.app, client);
    expect(open.visibility).toBe('open');
    expect((await createProject(t.app, client)).visibility).toBe('private');
    const read = async () => (await api(t.app, 'GET', `/projects/${open.id}`, client.token)).json<Project>();
    expect((await read()).visibility).toBe('open');
    const closed = await api(t.app, 'PATCH', `/projects/${open.id}`, client.token, { visibility: 'private' });
    expect(closed.json<Project>().visibility).toBe('private');
    expect((await read()).visibility).toBe('private');
    await api(t.app, 'PATCH', `/projects/${open.id}`, client.token, { visibility: 'open' });
    expect((await read()).visibility).toBe('open');
    const bad = await api(t.app, 'PATCH', `/projects/${open.id}`, client.token, { visibility: 'public' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('GET /opportunities/open', () => {
  let client: Account;
  let expert: Expert;
  let word: string;
  let open: Project;

  beforeAll(async () => {
    client = await createVerifiedClient(t.app, { mobileNumber: CLIENT_PHONE, firstName: 'Aroha', lastName: 'Ngata' });
    expert = await createFitExpert(t.app);
    word = uniqueWord();
    open = await createOpenBrief(t.app, client, { name: `Series A raise ${word}` });
  });

  it('lists open briefs ranked by the expert’s own score, the very score and reasons the client sees', async () => {
    const page = await openBriefs(expert.token, `q=${word}`);
    expect(page.data.map((brief) => brief.project.id)).toEqual([open.id]);
    const [brief] = page.data;
    const seen = (await getMatches(t.app, client.token, open.id)).data.find(
      (match) => match.expert.profileId === expert.profileId,
    );
    expect(seen).toBeDefined();
    expect(brief!.match).toEqual({ score: seen!.score, factors: seen!.factors });
    expect(brief!.myInterest).toBeNull();
    expect(brief!.client).toEqual({ orgName: 'Kauri Analytics', industry: expect.any(String), rating: null });
    expect(brief!.project).not.toHaveProperty('client');
  });

  it('never shows the client’s names, e-mail or phone', async () => {
    const body = JSON.stringify(await openBriefs(expert.token, `q=${word}`));
    for (const secret of [client.email, CLIENT_PHONE, 'Aroha', 'Ngata']) expect(body).not.toContain(secret);
  });

  it('never lists a private, completed or unverified client’s brief, and ranks a better match first', async () => {
    const other = uniqueWord();
    const fit = await createOpenBrief(t.app, client, { name: `Fundraising ${other}` });
    const weak = await createOpenBrief(t.app, client, {
      name: `Warehouse ${other}`,
      overview: 'Move the warehouse',
      expertiseGap: 'supply-chain',
    });
    const hidden = await createProject(t.app, client, { name: `Private ${other}` });
    const completed = await createOpenBrief(t.app, client, { name: `Done ${other}` });
    await api(t.app, 'PATCH', `/projects/${completed.id}`, client.token, { status: 'completed' });
    const unverified = await createClient(t.app);
    const unverifiedBrief = await createOpenBrief(t.app, unverified, { name: `Unverified ${other}` });
    const ids = (await openBriefs(expert.token, `q=${other}`)).data.map((brief) => brief.project.id);
    expect(ids).toEqual([fit.id, weak.id]);
    for (const id of [hidden.id, completed.id, unverifiedBrief.id]) expect(ids).not.toContain(id);
  });

  it('filters by every meaningful word of q and pages', async () => {
    const page = await openBriefs(expert.token, `q=${word}%20nothingelsezzq&limit=1`);
    expect(page.data).toEqual([]);
    const first = await openBriefs(expert.token, 'limit=1&page=1');
    expect(first.data).toHaveLength(1);
    expect(first.hasNextPage).toBe(true);
  });

  it('is for verified experts only: 401 signed out, 403 for clients, admins and unverified experts', async () => {
    expect((await api(t.app, 'GET', '/opportunities/open')).statusCode).toBe(401);
    expect((await api(t.app, 'GET', '/opportunities/open', client.token)).statusCode).toBe(403);
    const admin = await createAdmin(t.app);
    expect((await api(t.app, 'GET', '/opportunities/open', admin.token)).statusCode).toBe(403);
    const unverified = await createContractor(t.app);
    expect((await api(t.app, 'GET', '/opportunities/open', unverified.token)).statusCode).toBe(403);
    expect((await api(t.app, 'GET', '/opportunities/open?limit=51', expert.token)).statusCode).toBe(422);
  });

  it('shows the caller’s own interest', async () => {
    const interest = await expressInterest(t.app, expert.token, open.id);
    const [brief] = (await openBriefs(expert.token, `q=${word}`)).data;
    expect(brief!.myInterest).toEqual({ id: interest.id, status: 'pending', createdAt: interest.createdAt });
  });
});

describe('POST /projects/{id}/interest', () => {
  let client: Account;
  let expert: Expert;
  let open: Project;

  beforeAll(async () => {
    client = await createVerifiedClient(t.app);
    expert = await createFitExpert(t.app);
    open = await createOpenBrief(t.app, client, { currency: 'EUR' });
  });

  it('201 the interest with the expert’s card and match, the rate in the project’s currency; again → 409', async () => {
    const interest = await expressInterest(t.app, expert.token, open.id, { hourlyRate: 99.99, hoursPerWeek: 6 });
    expect(interest).toMatchObject({
      projectId: open.id,
      status: 'pending',
      hoursPerWeek: 6,
      hourlyRate: 99.99,
      currency: 'EUR',
      invitationId: null,
      declineReason: null,
      expert: { profileId: expert.profileId },
    });
    expect(interest.match.score).toBeGreaterThan(0);
    const again = await api(t.app, 'POST', `/projects/${open.id}/interest`, expert.token, {
      message: 'Again',
      hoursPerWeek: 5,
      hourlyRate: 100,
    });
    expect(again.statusCode).toBe(409);
  });

  it('404 for a private, completed or missing project, and for one’s own', async () => {
    const other = await createFitExpert(t.app);
    const body = { message: 'Hello', hoursPerWeek: 5, hourlyRate: 100 };
    const hidden = await createProject(t.app, client);
    const completed = await createOpenBrief(t.app, client);
    await api(t.app, 'PATCH', `/projects/${completed.id}`, client.token, { status: 'completed' });
    for (const id of [hidden.id, completed.id, 999_999]) {
      expect((await api(t.app, 'POST', `/projects/${id}/interest`, other.token, body)).statusCode).toBe(404);
    }
  });

  it('422 for a bad rate or message, or an expert who is not matchable', async () => {
    const other = await createFitExpert(t.app);
    const post = (token: string, body: object) =>
      api(t.app, 'POST', `/projects/${open.id}/interest`, token, { message: 'Hi', hoursPerWeek: 5, hourlyRate: 100, ...body });
    expect((await post(other.token, { hourlyRate: 10.005 })).json()).toEqual({
      status: 422,
      errors: { hourlyRate: 'tooManyDecimals' },
    });
    expect((await post(other.token, { hourlyRate: 0 })).json().errors).toEqual({ hourlyRate: 'notPositive' });
    expect((await post(other.token, { message: '' })).statusCode).toBe(422);
    expect((await post(other.token, { message: 'x'.repeat(2001) })).statusCode).toBe(422);
    const closed = await createFitExpert(t.app, { openToWork: false });
    expect((await post(closed.token, {})).json()).toEqual({ status: 422, errors: { hoursPerWeek: 'notAvailable' } });
  });

  it('409 for an expert already invited; 403 for a client, 401 signed out', async () => {
    const invited = await createFitExpert(t.app);
    const sent = await api(t.app, 'POST', `/projects/${open.id}/invitations`, client.token, {
      profileId: invited.profileId,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const body = { message: 'Hi', hoursPerWeek: 5, hourlyRate: 100 };
    expect((await api(t.app, 'POST', `/projects/${open.id}/interest`, invited.token, body)).statusCode).toBe(409);
    const otherClient = await createVerifiedClient(t.app);
    expect((await api(t.app, 'POST', `/projects/${open.id}/interest`, otherClient.token, body)).statusCode).toBe(403);
    expect((await api(t.app, 'POST', `/projects/${open.id}/interest`, undefined, body)).statusCode).toBe(401);
  });
});
