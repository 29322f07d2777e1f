import { randomUUID } from 'node:crypto';
import type { EventTicket, Invitation, LoginResult, Register } from '@fractional/contract';
import pg from 'pg';
import { expect } from 'vitest';
import { requestApi, sharedInstanceEnv, startApiProcess, type ApiProcess } from './api-process.js';
import { clonePostgresTemplate } from './build-test-app.js';
import { buildClient, buildContractor } from './factories.js';
import { openSse, type SseClient } from './sse-client.js';

/**
 * Two real server processes on a scratch copy of the migrated PostgreSQL database, for behaviour
 * that only shows with several instances and concurrent connections (PGlite runs one transaction
 * at a time and hides every race). Needs TEST_DATABASE_URL; Redis fan-out with REDIS_TEST_URL.
 */

const redisUrl = process.env.REDIS_TEST_URL;

/** The live bus each suite runs over: LISTEN/NOTIFY always, Redis pub/sub when a test Redis is given. */
export const liveFanOuts = [
  { name: 'PostgreSQL LISTEN/NOTIFY', env: {} as Record<string, string> },
  ...(redisUrl
    ? [{ name: 'Redis pub/sub', env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test-live-${randomUUID()}-` } }]
    : []),
];

export interface Answer<T> {
  status: number;
  text: string;
  json(): T;
}

export interface TwoInstances {
  instances: ApiProcess[];
  /** The scratch database's URL (for setting up what no endpoint sets, e.g. a verified address). */
  databaseUrl: string;
  /** One request to instance `on` (0 or 1; any integer is spread over the two). */
  send<T>(on: number, method: string, path: string, token?: string, body?: unknown): Promise<Answer<T>>;
  /** Runs a statement on the scratch database; its rows. */
  query<Row extends object>(text: string, values?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** Starts two production-mode instances sharing the token secrets on a fresh copy of the database. */
export async function startTwoInstances(env: Record<string, string> = {}): Promise<TwoInstances> {
  const clone = await clonePostgresTemplate();
  const instanceEnv = { ...sharedInstanceEnv(clone.url), RATE_LIMIT_AUTH_MAX: '1000', ...env };
  const instances = await Promise.all([startApiProcess(instanceEnv), startApiProcess(instanceEnv)]);
  return {
    instances,
    databaseUrl: clone.url,
    async send<T>(on: number, method: string, path: string, token?: string, body?: unknown) {
      const { response, text } = await requestApi(instances[Math.abs(on) % 2]!.baseUrl, method, path, {
        token,
        body,
      });
      return { status: response.status, text, json: () => JSON.parse(text) as T };
    },
    // A connection per statement, closed before the answer: none is left open for the forced drop
    // of the scratch database to terminate (a pool's end() does not wait for its sockets to close).
    async query<Row extends object>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: clone.url });
      await client.connect();
      try {
        return (await client.query<Row>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    async close() {
      await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
      await clone.dispose();
    },
  };
}

/** Signs up through instance `on` and returns the login (201 expected). */
export async function signUp(two: TwoInstances, on: number, body: Register): Promise<LoginResult> {
  const response = await two.send<LoginResult>(on, 'POST', '/auth/email/register', undefined, body);
  expect(response.status, response.text).toBe(201);
  return response.json();
}

/**
 * A contractor whose address is verified and who covers the fundraising gap of `createMatchedProject`;
 * `overrides` changes their sign-up (a name, say).
 */
export async function signUpFitExpert(
  two: TwoInstances,
  on: number,
  capacityHoursPerWeek = 20,
  overrides: Partial<Register> = {},
) {
  const expert = await signUp(
    two,
    on,
    buildContractor({ expertise: [{ id: 2 }], jobRole: [{ id: 26 }], ...overrides }),
  );
  // Matching invites verified experts only; marked verified as the mailed link would.
  await two.query('update users set email_verified_at = now() where id = $1', [expert.user.id]);
  const profileId = expert.user.profiles[0]?.id ?? 0;
  const patched = await two.send(on + 1, 'PATCH', `/profiles/${profileId}`, expert.token, { capacityHoursPerWeek });
  expect(patched.status, patched.text).toBe(200);
  return { ...expert, profileId };
}

export function signUpClient(two: TwoInstances, on: number): Promise<LoginResult> {
  return signUp(two, on, buildClient());
}

/** A project of `client` that a fit expert matches; returns its id. */
export async function createMatchedProject(two: TwoInstances, on: number, client: LoginResult): Promise<number> {
  const project = await two.send<{ id: number }>(on, 'POST', '/projects', client.token, {
    name: 'Market entry',
    overview: 'Enter the Australian market',
    projectStage: 'planning',
    isBudgetAllocated: false,
    budget: null,
    timeline: '6-11-months',
    businessGoal: 'increase-market-share',
    expertiseGap: 'fundraising',
  });
  expect(project.status, project.text).toBe(201);
  return project.json().id;
}

export async function inviteExpert(
  two: TwoInstances,
  on: number,
  client: LoginResult,
  projectId: number,
  profileId: number,
): Promise<Invitation> {
  const invitation = await two.send<Invitation>(on, 'POST', `/projects/${projectId}/invitations`, client.token, {
    profileId,
  });
  expect(invitation.status, invitation.text).toBe(201);
  return invitation.json();
}

/** An event stream of `token`'s session: the ticket from one instance, the stream held by the other. */
export async function openStream(two: TwoInstances, on: number, token: string): Promise<SseClient> {
  const ticket = await two.send<EventTicket>(on + 1, 'POST', '/events/ticket', token);
  expect(ticket.status, ticket.text).toBe(201);
  const stream = await openSse(
    `${two.instances[Math.abs(on) % 2]!.baseUrl}/api/v1/events?ticket=${encodeURIComponent(ticket.json().ticket)}`,
  );
  expect(stream.status).toBe(200);
  return stream;
}
