import type { LoginResult } from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { buildClient, buildProject } from './factories.js';
import { acknowledgedProjects, sleep, startLoad, storedProjectNames, waitUntil, type Outcome } from './load-loop.js';
import { createPrivatePostgres, postgresBinDir, type PrivatePostgres } from './private-postgres.js';

/**
 * PostgreSQL crashes under load and comes back. The machine's server is never touched: the test
 * runs its own cluster (initdb + pg_ctl) and crashes that one. Runs in the PostgreSQL pass of
 * `npm run test:api` (TEST_DATABASE_URL set) where PostgreSQL's binaries are installed.
 */
const binDir = postgresBinDir();
const skipReason = !process.env.TEST_DATABASE_URL
  ? 'runs in the PostgreSQL pass only (TEST_DATABASE_URL unset)'
  : !binDir
    ? 'no PostgreSQL binaries under /usr/lib/postgresql/*/bin'
    : null;

describe.skipIf(skipReason)(`a database outage${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let postgres: PrivatePostgres;
  let api: ApiProcess;

  beforeAll(async () => {
    postgres = await createPrivatePostgres(binDir ?? '');
    api = await startApiProcess({ DATABASE_URL: postgres.url, DATABASE_POOL_MAX: '5', LOG_LEVEL: 'warn' });
  }, 120_000);

  afterAll(async () => {
    await api?.stop('SIGKILL');
    await postgres?.destroy();
  });

  const ready = async () => {
    const response = await fetch(`${api.baseUrl}/api/v1/ready`, { signal: AbortSignal.timeout(10_000) });
    const body: unknown = await response.json();
    return { status: response.status, body };
  };

  it('answers 503 JSON within 5 s while PostgreSQL is down, recovers by itself, and keeps every acknowledged write', async () => {
    const signUp = await fetch(`${api.baseUrl}/api/v1/auth/email/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildClient()),
    });
    expect(signUp.status).toBe(201);
    const { token, user } = (await signUp.json()) as LoginResult;
    const auth = { authorization: `Bearer ${token}` };

    const loadStarted = performance.now();
    const load = startLoad(6, (worker, n) =>
      n % 2 === 0
        ? {
            label: 'POST /projects',
            url: `${api.baseUrl}/api/v1/projects`,
            init: {
              method: 'POST',
              headers: { ...auth, 'content-type': 'application/json' },
              body: JSON.stringify(buildProject({ name: `Outage ${worker}-${n}` })),
            },
          }
        : { label: 'GET /auth/me', url: `${api.baseUrl}/api/v1/auth/me`, init: { headers: auth } },
    );
    await sleep(1000);
    await postgres.stop('immediate');
    const red: unknown[] = [];
    await waitUntil(async () => {
      const answer = await ready();
      if (answer.status === 503) red.push(answer.body);
      return answer.status === 503;
    }, '/ready reports the outage');
    await sleep(3000);
    await postgres.start();
    await waitUntil(async () => (await ready()).status === 200, '/ready recovers without a restart of the API');
    const recoveredAt = performance.now() - loadStarted;
    await sleep(1500);
    const outcomes = await load.stop();

    expect(red[0]).toEqual({ status: 'unavailable', database: false });
    expect(api.child.exitCode, 'the API process kept running').toBeNull();

    const explain = (outcome: Outcome) =>
      `${outcome.label} at ${Math.round(outcome.at)} ms: ${outcome.status ?? outcome.error} ${outcome.body.slice(0, 200)}`;
    const unexpected = outcomes.filter(
      (outcome) => outcome.error !== null || ![200, 201, 503].includes(outcome.status ?? 0),
    );
    expect(unexpected.map(explain), 'only successes and 503s').toEqual([]);
    for (const outcome of outcomes.filter((candidate) => candidate.status === 503)) {
      expect(JSON.parse(outcome.body)).toEqual({ status: 503, message: expect.any(String) });
      expect(outcome.body).not.toMatch(/ECONNREFUSED|postgres|pool|stack/i);
    }
    const slowest = outcomes.reduce((max, outcome) => Math.max(max, outcome.ms), 0);
    expect(slowest, 'no request hangs past 5 s').toBeLessThan(5000);

    const during = outcomes.filter((outcome) => outcome.status === 503);
    const afterRecovery = outcomes.filter(
      (outcome) => outcome.status !== null && outcome.status < 300 && outcome.at > recoveredAt,
    );
    expect(during.length, 'requests during the outage were refused').toBeGreaterThan(0);
    expect(new Set(afterRecovery.map((outcome) => outcome.label)), 'reads and writes succeed again').toEqual(
      new Set(['POST /projects', 'GET /auth/me']),
    );

    const acknowledged = acknowledgedProjects(outcomes);
    const stored = await storedProjectNames(postgres.url, user.id);
    expect(acknowledged.length).toBeGreaterThan(10);
    const missing = acknowledged.filter((project) => stored.get(project.id) !== project.name);
    expect(
      missing.map((project) => project.name),
      'acknowledged writes missing after the crash',
    ).toEqual([]);
  }, 180_000);
});
