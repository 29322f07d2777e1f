import type { Expertise, ProjectCreate } from '@fractional/contract';
import { expect } from 'vitest';
import { baseUrl, dataDir, registerContractorViaApi, type Account } from './fixtures.js';
import { latestMailLink } from './mail-links.js';

/** A call to the API as `token`'s user; the answer is returned as it comes. */
export async function api(
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

/** `api` that expects `status` and returns the parsed answer. */
export async function apiJson<T>(
  token: string,
  path: string,
  init: { method: string; body?: unknown },
  status: number,
): Promise<T> {
  const response = await api(token, path, init);
  const text = await response.text();
  expect(response.status, `${init.method} ${path}: ${text}`).toBe(status);
  return JSON.parse(text) as T;
}

export async function expertiseIds(codes: string[]): Promise<Array<{ id: number }>> {
  const response = await fetch(`${baseUrl}/api/v1/ref-expertises?limit=50&page=1`);
  const answer = (await response.json()) as { data: Expertise[] } | Expertise[];
  const all = Array.isArray(answer) ? answer : answer.data;
  return codes.map((code) => {
    const found = all.find((item) => item.expertiseCode === code);
    if (!found) throw new Error(`no expertise ${code}`);
    return { id: found.id };
  });
}

/** Verifies the account's e-mail through the mailed link's hash (DESIGN.md §8), as its owner would. */
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

/** A verified, open-to-work expert in fundraising and FP&A who served retail: BRIEF below fits them. */
export async function plantExpert(lastName: string, firstName = 'Tama'): Promise<Account> {
  const expert = await registerContractorViaApi({ firstName, lastName });
  await verifyEmail(expert);
  await apiJson(
    expert.token,
    '/auth/me',
    {
      method: 'PATCH',
      body: {
        profile: {
          description: 'Fractional CFO for retail: fundraising rounds and financial planning.',
          expertise: await expertiseIds(['fundraising', 'financial-planning-analysis']),
          openToWork: true,
          capacityHoursPerWeek: 30,
          hourlyRateMin: 120,
          hourlyRateMax: 180,
          industries: 'retail',
        },
      },
    },
    200,
  );
  return expert;
}

/** A brief the planted expert fits. */
export const BRIEF: Omit<ProjectCreate, 'name'> = {
  overview: 'Raise a seed round and build the financial plan for retail growth.',
  projectStage: 'planning',
  isBudgetAllocated: true,
  budget: 200_000,
  timeline: '6-11-months',
  businessGoal: 'scale-operations',
  expertiseGap: 'fundraising,financial-planning-analysis',
  hoursPerWeek: 12,
};

/** A project of the client's, created through the API; its id. */
export async function createProjectViaApi(client: Account, name: string): Promise<number> {
  const project = await apiJson<{ id: number }>(
    client.token,
    '/projects',
    { method: 'POST', body: { ...BRIEF, name } },
    201,
  );
  return project.id;
}

/** The client invites the expert to the project (DESIGN.md §10); the invitation's id. */
export async function inviteViaApi(client: Account, projectId: number, expert: Account): Promise<number> {
  const profileId = expert.user.profiles[0]?.id;
  if (!profileId) throw new Error(`${expert.email} has no profile`);
  const invitation = await apiJson<{ id: number }>(
    client.token,
    `/projects/${projectId}/invitations`,
    { method: 'POST', body: { profileId } },
    201,
  );
  return invitation.id;
}
