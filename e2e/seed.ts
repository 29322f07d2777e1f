import { randomUUID } from 'node:crypto';
import type { LoginResult, Register } from '@fractional/contract';
import { expect, inject } from 'vitest';
import { latestMailLink } from './mail-links.js';

export const PASSWORD = 'correct-horse-42';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface Account extends LoginResult {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

async function register(body: Register): Promise<Account> {
  const response = await fetch(`${inject('e2eBaseUrl')}/api/v1/auth/email/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return {
    ...(JSON.parse(text) as LoginResult),
    email: body.email,
    password: body.password,
    firstName: body.firstName,
    lastName: body.lastName,
  };
}

/** A contractor with the required sign-up values and a unique e-mail, created through the API. */
export function registerContractorViaApi(overrides: Partial<Register> = {}): Promise<Account> {
  return register({
    email: uniqueEmail('contractor'),
    password: PASSWORD,
    firstName: 'Aroha',
    lastName: 'Ngata',
    agreedToTerms: true,
    agreedToPolicies: true,
    jobLevel: 'executive',
    yearsOfExperience: '15+',
    ...overrides,
  });
}

/** A client (sign-up values with business detail) and a unique e-mail, created through the API. */
export function registerClientViaApi(overrides: Partial<Register> = {}): Promise<Account> {
  return register({
    email: uniqueEmail('client'),
    password: PASSWORD,
    firstName: 'Mere',
    lastName: 'Parata',
    agreedToTerms: true,
    agreedToPolicies: true,
    jobLevel: 'management',
    yearsOfExperience: '10-14',
    leadSource: 'referral',
    fractionalExperience: '1-2',
    jobRole: [{ id: 1 }],
    expertise: [{ id: 1 }],
    businessDetail: {
      orgName: 'Kauri Analytics',
      industry: 'information-technology,retail',
      segment: 'small-business',
      headQuarters: 'NZ',
      teamSize: '11-50',
    },
    ...overrides,
  });
}

/** The reset link of the newest mail to `email` in DATA_DIR/outbox; `after` skips links already seen. */
export function latestResetLink(dataDir: string, email: string, after: string | null = null): Promise<string> {
  return latestMailLink(dataDir, email, 'confirm-reset-password', after);
}
