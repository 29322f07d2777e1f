import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoginResult, Register } from '@fractional/contract';
import { expect, inject } from 'vitest';
import { parseMail } from '../apps/api/test/smtp-catcher.js';

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

const RESET_LINK = /https?:\/\/[^\s"'<>]+\/member\/confirm-reset-password\?hash=[^\s"'<>]+/;

function resetLinkIn(file: string, email: string): string | null {
  const mail = parseMail(readFileSync(file, 'utf8'));
  if (!(mail.headers.to ?? '').toLowerCase().includes(email.toLowerCase())) return null;
  return RESET_LINK.exec(mail.text)?.[0] ?? RESET_LINK.exec(mail.html)?.[0]?.replace(/&amp;/g, '&') ?? null;
}

/**
 * The reset link of the newest mail to `email` in DATA_DIR/outbox (the server writes one .eml per
 * mail, names starting with an ISO timestamp). Waits for the background sender; `after` skips links
 * already seen.
 */
export async function latestResetLink(dataDir: string, email: string, after: string | null = null): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const find = (): string | null => {
    let names: string[] = [];
    try {
      names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    } catch {
      return null; // no mail written yet
    }
    for (const name of names.sort().reverse()) {
      const link = resetLinkIn(path.join(outbox, name), email);
      if (link) return link === after ? null : link;
    }
    return null;
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    const link = find();
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no reset mail to ${email} in ${outbox} within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
