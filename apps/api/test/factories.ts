import { randomUUID } from 'node:crypto';
import {
  Roles,
  Statuses,
  type LoginResult,
  type Project,
  type ProjectCreate,
  type Register,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { loginResult } from '../src/modules/auth/auth.service.js';
import { insertUser } from '../src/modules/users/users.repository.js';

export const PASSWORD = 'correct-horse-42';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Valid contractor sign-up values; override any field. */
export function buildContractor(overrides: Partial<Register> = {}): Register {
  return {
    email: uniqueEmail('contractor'),
    password: PASSWORD,
    firstName: 'Aroha',
    lastName: 'Ngata',
    agreedToTerms: true,
    agreedToPolicies: true,
    jobLevel: 'executive',
    yearsOfExperience: '15+',
    ...overrides,
  };
}

/** Valid client sign-up values (with business detail); override any field. */
export function buildClient(overrides: Partial<Register> = {}): Register {
  return buildContractor({
    email: uniqueEmail('client'),
    firstName: 'Mere',
    lastName: 'Parata',
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

export interface Account extends LoginResult {
  email: string;
  password: string;
}

async function register(app: FastifyInstance, body: Register): Promise<Account> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/email/register', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json<LoginResult>(), email: body.email, password: body.password };
}

export function createClient(app: FastifyInstance, overrides: Partial<Register> = {}): Promise<Account> {
  return register(app, buildClient(overrides));
}

export function createContractor(app: FastifyInstance, overrides: Partial<Register> = {}): Promise<Account> {
  return register(app, buildContractor(overrides));
}

/** A signed-in user without profile or business detail, as a Google sign-up leaves them. */
export async function createUserWithoutProfile(
  app: FastifyInstance,
  role: 'client' | 'contractor' = 'contractor',
): Promise<Account> {
  const email = uniqueEmail('google');
  const user = await insertUser(app.deps.database.db, {
    email,
    provider: 'google',
    socialId: randomUUID(),
    firstName: 'Tama',
    lastName: 'Rewi',
    roleId: Roles[role].id,
    statusId: Statuses.active.id,
  });
  return { ...(JSON.parse(await loginResult(app.deps, user.id)) as LoginResult), email, password: '' };
}

/** Valid project values (expertise codes from the shipped reference data); override any field. */
export function buildProject(overrides: Partial<ProjectCreate> = {}): ProjectCreate {
  return {
    name: 'Market entry',
    overview: 'Enter the Australian market within a year',
    projectStage: 'planning',
    isBudgetAllocated: true,
    budget: 25_000.5,
    timeline: '6-11-months',
    businessGoal: 'increase-market-share,other',
    businessGoalOther: 'Hire a finance lead',
    expertiseGap: 'fundraising,mergers-acquisitions',
    ...overrides,
  };
}

export async function createProject(
  app: FastifyInstance,
  account: Account,
  overrides: Partial<ProjectCreate> = {},
): Promise<Project> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/projects',
    headers: bearer(account.token),
    payload: buildProject(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Project>();
}
