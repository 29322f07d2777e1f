import type { Expertise } from '@fractional/contract';
import { expect } from 'vitest';
import { baseUrl, dataDir, registerContractorViaApi, type Account } from './fixtures.js';
import { latestMailLink } from './mail-links.js';

/** Experts planted through the API for the matching and matcher-console specs. */

/** A JSON call to the API with the account's bearer token. */
export async function api(token: string, path: string, init: { method: string; body: unknown }): Promise<Response> {
  return fetch(`${baseUrl}/api/v1${path}`, {
    method: init.method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(init.body),
  });
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

/** A verified, open-to-work expert in fundraising and FP&A who served retail: the brief below fits them. */
export async function plantExpert(lastName: string): Promise<Account> {
  const expert = await registerContractorViaApi({ firstName: 'Tama', lastName });
  await verifyEmail(expert);
  const response = await api(expert.token, '/auth/me', {
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
  });
  expect(response.status, await response.text()).toBe(200);
  return expert;
}
