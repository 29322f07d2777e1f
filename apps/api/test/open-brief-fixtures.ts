import type { Interest, InterestCreate, ProjectCreate } from '@fractional/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { createClient, createProject, type Account } from './factories.js';
import { api } from './marketplace-fixtures.js';

/** Open briefs and interest through HTTP (docs/discovery.md#open-briefs-and-interest). */

export async function verifyUser(app: FastifyInstance, account: Account): Promise<void> {
  await app.deps.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, account.user.id));
}

/** A client with a verified address (an open brief's owner must have one). */
export async function createVerifiedClient(app: FastifyInstance, overrides = {}): Promise<Account> {
  const client = await createClient(app, overrides);
  await verifyUser(app, client);
  return client;
}

/** A project opened to every expert; the default brief asks for fundraising, which `createFitExpert` covers. */
export async function createOpenBrief(app: FastifyInstance, client: Account, overrides: Partial<ProjectCreate> = {}) {
  return createProject(app, client, { visibility: 'open', ...overrides });
}

export const INTEREST: InterestCreate = {
  message: 'I raised two Series A rounds for SaaS firms.',
  hoursPerWeek: 8,
  hourlyRate: 150.5,
};

export async function expressInterest(
  app: FastifyInstance,
  token: string,
  projectId: number,
  body: Partial<InterestCreate> = {},
): Promise<Interest> {
  const response = await api(app, 'POST', `/projects/${projectId}/interest`, token, { ...INTEREST, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Interest>();
}
