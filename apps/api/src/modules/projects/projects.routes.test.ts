import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  bearer,
  buildProject,
  createClient,
  createContractor,
  createProject,
  type Account,
} from '../../../test/factories.js';
import { profiles } from '../../db/schema/index.js';
import { expertises } from '../../db/seed/data/expertises.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });

const [first, second, third, fourth, fifth, sixth] = expertises.map((item) => item.expertiseCode);

const totalOf = async (account: Account) => (await call('GET', '/projects', account.token)).json().total;

describe('POST /projects', () => {
  it('creates a project with defaults, readable by id and listed on the profile', async () => {
    const account = await createClient(t.app);
    const project = await createProject(t.app, account);
    expect(project).toEqual({
      id: expect.any(Number),
      ...buildProject(),
      budgetMax: null,
      currency: 'USD',
      hoursPerWeek: 10,
      visibility: 'private',
      status: 'not_started',
      progress: 0,
      squadFormedAt: null,
      productivity: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    expect((await call('GET', `/projects/${project.id}`, account.token)).json()).toEqual(project);
    const me = (await call('GET', '/auth/me', account.token)).json();
    expect(me.profiles[0].projects).toEqual([{ id: project.id, name: 'Market entry' }]);
  });

  it('stores a null budget, and drops the other-goal text when other is not chosen', async () => {
    const account = await createClient(t.app);
    const project = await createProject(t.app, account, {
      budget: null,
      isBudgetAllocated: false,
      businessGoal: 'scale-operations',
      businessGoalOther: 'Ignored',
    });
    expect(project).toMatchObject({ budget: null, businessGoal: 'scale-operations', businessGoalOther: null });
  });

  it('stores a budget range: the amount as its bottom and budgetMax as its top (null for a single amount)', async () => {
    const account = await createClient(t.app);
    const range = await createProject(t.app, account, { budget: 40_000, budgetMax: 60_000.5 });
    expect(range).toMatchObject({ budget: 40_000, budgetMax: 60_000.5 });
    expect((await call('GET', `/projects/${range.id}`, account.token)).json()).toMatchObject({ budgetMax: 60_000.5 });
    expect(await createProject(t.app, account, { budget: 40_000 })).toMatchObject({ budget: 40_000, budgetMax: null });
  });

  it('is for clients only (403) and signed-in users only (401)', async () => {
    const contractor = await createContractor(t.app);
    expect((await call('POST', '/projects', contractor.token, buildProject())).statusCode).toBe(403);
    expect((await call('POST', '/projects', undefined, buildProject())).statusCode).toBe(401);
  });

  it('asks a client without a profile to create one first', async () => {
    const account = await createClient(t.app);
    await t.database.db.delete(profiles).where(eq(profiles.userId, account.user.id));
    const response = await call('POST', '/projects', account.token, buildProject());
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ general: expect.stringContaining('profile') });
  });

  it.each([
    [{ name: '  ' }, 'name', 'name should not be empty'],
    [{ overview: 'x'.repeat(501) }, 'overview', 'overview must be shorter than or equal to 500 characters'],
    [{ projectStage: 'dreaming' }, 'projectStage', expect.stringContaining('must be one of')],
    [{ isBudgetAllocated: 'yes' }, 'isBudgetAllocated', 'isBudgetAllocated must be a boolean'],
    [{ budget: 10.123 }, 'budget', 'budget must have at most 2 decimal places'],
    [{ budget: -1 }, 'budget', 'budget must not be less than 0'],
    [{ budget: -5000 }, 'budget', 'budget must not be less than 0'],
    [{ budget: '£40k–£60k' }, 'budget', expect.any(String)],
    [{ budget: '4060' }, 'budget', expect.any(String)],
    [{ budget: 40_000, budgetMax: 39_999.99 }, 'budgetMax', 'maxBelowMin'],
    [{ budget: null, budgetMax: 60_000 }, 'budgetMax', 'maxBelowMin'],
    [{ budget: 40_000, budgetMax: -1 }, 'budgetMax', 'budgetMax must not be less than 0'],
    [{ budget: 40_000, budgetMax: 'a lot' }, 'budgetMax', expect.any(String)],
    [{ timeline: 'forever' }, 'timeline', expect.stringContaining('must be one of')],
    [
      { businessGoal: 'scale-operations,increase-market-share,launch-new-product-service,other' },
      'businessGoal',
      expect.stringContaining('at most 3'),
    ],
    [{ businessGoal: 'other', businessGoalOther: null }, 'businessGoalOther', 'otherRequiresText'],
    [{ businessGoal: 'other', businessGoalOther: '   ' }, 'businessGoalOther', 'otherRequiresText'],
    [{ expertiseGap: [first, second, third, fourth, fifth, sixth].join(',') }, 'expertiseGap', expect.any(String)],
    [{ expertiseGap: `${first},no-such-expertise` }, 'expertiseGap', 'unknownReference'],
  ])('refuses %j with 422 on that field and creates nothing', async (overrides, field, message) => {
    const account = await createClient(t.app);
    const response = await call('POST', '/projects', account.token, { ...buildProject(), ...overrides });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: message });
    expect(await totalOf(account)).toBe(0);
  });
});

describe('GET /projects/{id}', () => {
  it("answers 404 for another client's, a missing or a non-numeric id; 401 without a token", async () => {
    const owner = await createClient(t.app);
    const other = await createClient(t.app);
    const project = await createProject(t.app, owner);
    expect((await call('GET', `/projects/${project.id}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', '/projects/2147483647', owner.token)).statusCode).toBe(404);
    expect((await call('GET', '/projects/abc', owner.token)).statusCode).toBe(404);
    expect((await call('GET', `/projects/${project.id}`)).statusCode).toBe(401);
  });
});
