import type { Invitation, Project, ProjectCreate } from '@fractional/contract';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  PASSWORD,
  baseUrl,
  dataDir,
  expectPath,
  openPage,
  registerContractorViaApi,
  signInViaUi,
  type Account,
  type Width,
} from './fixtures.js';
import { latestMailLink } from './mail-links.js';

/** A call to the API as `token`'s user; the answer as it came. */
export async function callApi(
  token: string,
  path: string,
  init: { method: string; body?: unknown } = { method: 'GET' },
): Promise<Response> {
  return fetch(`${baseUrl}/api/v1${path}`, {
    method: init.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** `callApi` that expects `status` and returns the parsed answer. */
export async function apiJson<T>(
  token: string,
  path: string,
  init: { method: string; body?: unknown },
  status: number,
): Promise<T> {
  const response = await callApi(token, path, init);
  const text = await response.text();
  expect(response.status, `${init.method} ${path}: ${text}`).toBe(status);
  return JSON.parse(text) as T;
}

/** The brief the specs' planted fundraising and FP&A experts fit (retail growth, a seed round). */
export const SEED_ROUND_BRIEF = {
  overview: 'Raise a seed round and build the financial plan for retail growth.',
  budget: 200_000,
  expertiseGap: 'fundraising,financial-planning-analysis',
  hoursPerWeek: 12,
} as const;

/** A project `client` creates through the API: in planning, budget allocated, 6–11 months, to scale operations. */
export function createProjectViaApi(
  client: Account,
  brief: Pick<ProjectCreate, 'name' | 'overview' | 'budget' | 'expertiseGap' | 'hoursPerWeek'> &
    Partial<Pick<ProjectCreate, 'currency'>>,
): Promise<Project> {
  const body = {
    projectStage: 'planning',
    isBudgetAllocated: true,
    timeline: '6-11-months',
    businessGoal: 'scale-operations',
    ...brief,
  };
  return apiJson<Project>(client.token, '/projects', { method: 'POST', body }, 201);
}

type Catalogue = 'ref-expertises' | 'ref-job-roles' | 'ref-skills';
const CODE_KEY: Record<Catalogue, string> = {
  'ref-expertises': 'expertiseCode',
  'ref-job-roles': 'roleCode',
  'ref-skills': 'code',
};

/** The ids of catalogue items by their codes, reading the catalogue page by page (50 a page). */
export async function referenceIds(catalogue: Catalogue, codes: string[]): Promise<Array<{ id: number }>> {
  const found = new Map<string, number>();
  for (let page = 1; found.size < codes.length; page += 1) {
    const response = await fetch(`${baseUrl}/api/v1/${catalogue}?limit=50&page=${page}`);
    const answer = (await response.json()) as { data: Array<Record<string, unknown>>; hasNextPage: boolean };
    for (const item of answer.data) {
      const code = String(item[CODE_KEY[catalogue]]);
      if (codes.includes(code)) found.set(code, Number(item.id));
    }
    if (!answer.hasNextPage) break;
  }
  return codes.map((code) => ({ id: found.get(code) ?? expect.unreachable(`no ${catalogue} item ${code}`) }));
}

/** Verifies the account's e-mail through the mailed link's hash (docs/api.md#account-and-trust), as its owner would. */
export async function verifyEmail(account: Account): Promise<void> {
  const link = await latestMailLink(dataDir, account.email, 'verify-email');
  const hash = new URL(link).searchParams.get('hash');
  const response = await fetch(`${baseUrl}/api/v1/auth/email/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hash }),
  });
  expect(response.status, await response.text()).toBe(204);
}

/**
 * A matchable expert (docs/matching.md: verified, open to work, hours free) with `profile` set through
 * `PATCH /auth/me`, e.g. expertise, capacity, rate and industries.
 */
export async function plantExpert(name: { firstName: string; lastName: string }, profile: object): Promise<Account> {
  const expert = await registerContractorViaApi(name);
  await verifyEmail(expert);
  const response = await callApi(expert.token, '/auth/me', { method: 'PATCH', body: { profile } });
  expect(response.status, await response.text()).toBe(200);
  return expert;
}

/**
 * `expert` joins `project`'s squad through the API, as the two of them would: the owner invites for
 * `hoursPerWeek`, the expert accepts (at `hourlyRate`, 120 when not given). Returns the accepted invitation,
 * its membership set.
 */
export async function staffProject(
  owner: Account,
  expert: Account,
  project: Pick<Project, 'id'>,
  terms: { hoursPerWeek: number; hourlyRate?: number },
): Promise<Invitation & { membership: NonNullable<Invitation['membership']> }> {
  const profileId = expert.user.profiles[0]?.id ?? expect.unreachable('the expert has no profile');
  const invitation = await apiJson<Invitation>(
    owner.token,
    `/projects/${project.id}/invitations`,
    { method: 'POST', body: { profileId, hoursPerWeek: terms.hoursPerWeek } },
    201,
  );
  const accepted = await apiJson<Invitation>(
    expert.token,
    `/invitations/${invitation.id}/accept`,
    // An agreed rate is required (docs/money.md#agreed-rates): 120 an hour unless the test names one.
    { method: 'POST', body: { hourlyRate: 120, ...terms } },
    200,
  );
  const membership = accepted.membership ?? expect.unreachable('the accepted invitation has no membership');
  return { ...accepted, membership };
}

/**
 * A page of its own (a fresh context: one browser per person) where `account` has signed in (with the
 * specs' password unless it has its own, as the admin does) and landed on `landing`.
 */
export async function signInAs(
  browser: Browser,
  account: { email: string; password?: string },
  landing: string,
  width: Width = 1280,
): Promise<Page> {
  const page = await openPage(browser, width);
  await signInViaUi(page, account.email, account.password ?? PASSWORD);
  await expectPath(page, landing, 20_000);
  return page;
}

/**
 * Opens a section of the client's project page from its menu ("Squad", "Spend"…), as a user does: the
 * page stays, the section changes in place (docs/product.md#client-area).
 */
export async function openProjectSection(page: Page, label: string): Promise<void> {
  const link = page
    .getByRole('navigation', { name: 'Project sections' })
    .getByRole('link', { name: label, exact: true });
  await link.click();
  await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
}
