import type { Project, ProjectCreate, ProjectStatus } from '@fractional/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createClient, createContractor, createProject, type Account } from '../../../test/factories.js';
import { projects } from '../../db/schema/index.js';
import { timelineDays } from './project-progress.js';

let t: TestApp;
let owner: Account;
let other: Account;

interface Fixture {
  name: string;
  budget: number | null;
  timeline: ProjectCreate['timeline'];
  progress: number;
  productivity: number;
  status: ProjectStatus;
}

// Created in this order, so ids and createdAt ascend A, B, G, D, E.
const FIXTURES: Fixture[] = [
  { name: 'Alpha launch', budget: 5000, timeline: 'lt-6-months', progress: 10, productivity: 1.5, status: 'active' },
  {
    name: 'beta rollout',
    budget: null,
    timeline: '18-plus-months',
    progress: 100,
    productivity: 0.5,
    status: 'completed',
  },
  {
    name: 'Gamma 50% growth',
    budget: 120_000,
    timeline: '6-11-months',
    progress: 50,
    productivity: 3,
    status: 'active',
  },
  { name: 'Delta_plan', budget: 750.25, timeline: '12-17-months', progress: 0, productivity: 2, status: 'not_started' },
  {
    name: 'Epsilon 50 percent',
    budget: null,
    timeline: 'lt-6-months',
    progress: 0,
    productivity: 0,
    status: 'not_started',
  },
];
const [A, B, G, D, E] = FIXTURES.map((fixture) => fixture.name);

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createClient(t.app);
  other = await createClient(t.app);
  for (const { name, budget, timeline, progress, productivity, status } of FIXTURES) {
    const project = await createProject(t.app, owner, { name, budget, timeline });
    // Productivity is not set through the API; progress follows from when the squad formed (docs/matching.md).
    const squadFormedAt =
      status === 'not_started'
        ? null
        : new Date(Date.now() - ((progress + 0.5) / 100) * timelineDays(timeline) * 86_400_000);
    await t.database.db
      .update(projects)
      .set({ squadFormedAt, productivity, status })
      .where(eq(projects.id, project.id));
  }
  await createProject(t.app, other, { name: 'Alpha of another client' });
});
afterAll(async () => t.close());

interface Page {
  data: Project[];
  hasNextPage: boolean;
  total: number;
}

async function list(query: string, account = owner): Promise<Page> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/projects?${query}`,
    headers: bearer(account.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}
const names = (page: Page) => page.data.map((project) => project.name);

describe('GET /projects', () => {
  it("lists only the caller's projects, newest first by default", async () => {
    const page = await list('');
    expect(names(page)).toEqual([E, D, G, B, A]);
    expect(page).toMatchObject({ hasNextPage: false, total: 5 });
    expect(page.data[0]).toMatchObject({ status: 'not_started', progress: 0, budget: null, squadFormedAt: null });
    expect(page.data.map((project) => project.progress)).toEqual([0, 0, 50, 100, 10]);
    expect(names(await list('', other))).toEqual(['Alpha of another client']);
  });

  it('pages with hasNextPage and the total of the filtered set, without overlaps', async () => {
    const pages = [await list('limit=2&page=1'), await list('limit=2&page=2'), await list('limit=2&page=3')];
    expect(pages.map((page) => page.hasNextPage)).toEqual([true, true, false]);
    expect(pages.map((page) => page.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap(names)).toEqual([E, D, G, B, A]);
    expect(await list('limit=2&page=9')).toEqual({ data: [], hasNextPage: false, total: 5 });
  });

  it('searches names case-insensitively, taking % and _ literally', async () => {
    expect(names(await list('search=ALPHA'))).toEqual([A]);
    expect(names(await list(`search=${encodeURIComponent('50%')}`))).toEqual([G]);
    expect(names(await list('search=_'))).toEqual([D]);
    expect(names(await list('search=nothing-like-this'))).toEqual([]);
  });

  it('filters by status, and combines filters with paging', async () => {
    expect(names(await list('status=active'))).toEqual([G, A]);
    expect(await list('status=not_started&search=50&limit=1')).toMatchObject({ hasNextPage: false, total: 1 });
    expect(names(await list('status=completed'))).toEqual([B]);
  });

  it.each([
    ['name', 'asc', [A, B, D, E, G]],
    ['name', 'desc', [G, E, D, B, A]],
    ['createdAt', 'asc', [A, B, G, D, E]],
    ['createdAt', 'desc', [E, D, G, B, A]],
    ['progress', 'asc', [D, E, A, G, B]],
    ['progress', 'desc', [B, G, A, E, D]],
    ['budget', 'asc', [D, A, G, B, E]],
    ['budget', 'desc', [G, A, D, E, B]],
    ['productivity', 'asc', [E, B, A, D, G]],
    ['productivity', 'desc', [G, D, A, B, E]],
    ['timeline', 'asc', [A, E, G, D, B]],
    ['timeline', 'desc', [B, D, G, E, A]],
  ])('sorts by %s %s (ties by id, budgets missing last)', async (sort, order, expected) => {
    expect(names(await list(`sort=${sort}&order=${order}`))).toEqual(expected);
  });

  it('defaults to ascending for name and timeline, descending for numbers', async () => {
    expect(names(await list('sort=name'))).toEqual([A, B, D, E, G]);
    expect(names(await list('sort=timeline'))).toEqual([A, E, G, D, B]);
    expect(names(await list('sort=progress'))).toEqual([B, G, A, E, D]);
  });

  it('gives a contractor an empty list', async () => {
    expect(await list('', await createContractor(t.app))).toEqual({ data: [], hasNextPage: false, total: 0 });
  });

  it.each([['limit=51'], ['limit=0'], ['page=0'], ['sort=owner'], ['order=up'], ['status=paused']])(
    'refuses %s with 422',
    async (query) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/projects?${query}`,
        headers: bearer(owner.token),
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([query.split('=')[0]]);
    },
  );

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/projects' })).statusCode).toBe(401);
  });
});
