import { randomUUID } from 'node:crypto';
import type { LoginResult, RefreshResult } from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestApi, sharedInstanceEnv, startApiProcess, waitForReady, type ApiProcess } from './api-process.js';
import { clonePostgresTemplate } from './build-test-app.js';
import { buildClient, buildProject } from './factories.js';
import { acknowledgedProjects, sleep, startLoad, storedProjectNames, waitUntil } from './load-loop.js';
import { startProxy, type RoundRobinProxy } from './round-robin-proxy.js';

/**
 * Two real server processes on one PostgreSQL database behind a loopback round-robin load
 * balancer: sessions and rate limits work across instances, and a rolling restart loses no request.
 * Needs TEST_DATABASE_URL (the PostgreSQL pass of `npm run test:api`); the rate-limit case also
 * REDIS_TEST_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_TEST_URL;
const RATE_LIMIT = 5;

describe.runIf(databaseUrl)('two instances behind a load balancer', () => {
  let clone: Awaited<ReturnType<typeof clonePostgresTemplate>>;
  const instances: ApiProcess[] = [];
  let proxy: RoundRobinProxy;
  let env: Record<string, string>;

  beforeAll(async () => {
    clone = await clonePostgresTemplate();
    env = {
      ...sharedInstanceEnv(clone.url),
      // Behind one load balancer: the client IP is the last X-Forwarded-For hop, whatever a client claims.
      TRUST_PROXY: '1',
      RATE_LIMIT_AUTH_MAX: String(RATE_LIMIT),
      SHUTDOWN_DRAIN_SECONDS: '1',
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test-rl-${randomUUID()}-` } : {}),
    };
    instances.push(...(await Promise.all([startApiProcess(env), startApiProcess(env)])));
    proxy = await startProxy(instances.map((instance) => instance.baseUrl));
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
    await clone?.dispose();
  });

  const send = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
    const { response, text } = await requestApi(proxy.url, method, path, options);
    return {
      status: response.status,
      backend: response.headers.get('x-backend'),
      json: () => JSON.parse(text) as unknown,
      text,
    };
  };

  it('lets a session created on one instance refresh and log out on the other', async () => {
    const signUp = await send('POST', '/auth/email/register', { body: buildClient() });
    expect(signUp.status, signUp.text).toBe(201);
    const session = signUp.json() as LoginResult;
    const first = signUp.backend;

    const refresh = await send('POST', '/auth/refresh', { token: session.refreshToken });
    expect(refresh.status, refresh.text).toBe(200);
    expect(refresh.backend).not.toBe(first);
    const rotated = refresh.json() as RefreshResult;

    const me = await send('GET', '/auth/me', { token: rotated.token });
    expect([me.status, me.backend]).toEqual([200, first]);

    const logout = await send('POST', '/auth/logout', { token: rotated.token });
    expect(logout.status).toBe(204);
    expect(logout.backend).not.toBe(first);

    const after = [
      await send('GET', '/auth/me', { token: rotated.token }),
      await send('GET', '/auth/me', { token: rotated.token }),
    ];
    expect(after.map((response) => response.status)).toEqual([401, 401]);
    expect(new Set(after.map((response) => response.backend)).size).toBe(2);
    expect((await send('POST', '/auth/refresh', { token: rotated.refreshToken })).status).toBe(401);
  });

  it.runIf(redisUrl)('shares the sign-in rate limit through Redis, whatever X-Forwarded-For claims', async () => {
    const attempt = (headers: Record<string, string> = {}) =>
      fetch(`${proxy.url}/api/v1/auth/email/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever-password' }),
      });
    const answers = [];
    for (let n = 0; n <= RATE_LIMIT; n += 1) answers.push(await attempt());
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(RATE_LIMIT).fill(422), 429]);
    expect(new Set(answers.map((answer) => answer.headers.get('x-backend'))).size).toBe(2);
    const spoofed = await attempt({ 'x-forwarded-for': '203.0.113.9' });
    expect(spoofed.status).toBe(429);
    expect(await spoofed.json()).toEqual({ status: 429, message: expect.stringMatching(/^Too many attempts/) });
  });

  it('loses no request while each instance in turn is stopped with SIGTERM and started again', async () => {
    const signUp = await send('POST', '/auth/email/register', { body: buildClient() });
    expect(signUp.status, signUp.text).toBe(201);
    const { token, user } = signUp.json() as LoginResult;
    const auth = { authorization: `Bearer ${token}` };

    const load = startLoad(8, (worker, n) => {
      switch (n % 4) {
        case 0:
          return { label: 'GET /auth/me', url: `${proxy.url}/api/v1/auth/me`, init: { headers: auth } };
        case 1:
          return { label: 'GET /projects', url: `${proxy.url}/api/v1/projects?limit=5`, init: { headers: auth } };
        case 2:
          return {
            label: 'POST /projects',
            url: `${proxy.url}/api/v1/projects`,
            init: {
              method: 'POST',
              headers: { ...auth, 'content-type': 'application/json' },
              body: JSON.stringify(buildProject({ name: `Rolling ${worker}-${n}` })),
            },
          };
        default:
          return { label: 'GET /ref-skills', url: `${proxy.url}/api/v1/ref-skills?page=2&limit=20` };
      }
    });

    const codes: Array<number | null> = [];
    for (const [index, instance] of instances.entries()) {
      await sleep(1000);
      const servedBefore = proxy.stats.served.slice();
      codes.push(await instance.stop('SIGTERM'));
      const restarted = await startApiProcess({ ...env, PORT: new URL(instance.baseUrl).port });
      instances[index] = restarted;
      await waitForReady(restarted);
      // The load balancer puts it back in rotation, and it takes traffic again.
      await waitUntil(
        () => (proxy.stats.served[index] ?? 0) > (servedBefore[index] ?? 0) + 20,
        'restarted instance serves',
      );
    }
    await sleep(500);
    const outcomes = await load.stop();

    expect(codes).toEqual([0, 0]);
    const failed = outcomes.filter(
      (outcome) => outcome.error !== null || (outcome.status !== 200 && outcome.status !== 201),
    );
    expect(
      failed
        .slice(0, 5)
        .map((outcome) => `${outcome.label}: ${outcome.status ?? outcome.error} ${outcome.body.slice(0, 200)}`),
      `${failed.length} of ${outcomes.length} requests failed; proxy ${JSON.stringify(proxy.stats)}`,
    ).toEqual([]);
    expect(proxy.stats.failures).toBe(0);
    expect(outcomes.length).toBeGreaterThan(200);

    // Every project the clients were told was created is stored.
    const created = acknowledgedProjects(outcomes);
    const stored = await storedProjectNames(clone.url, user.id);
    expect(created.length).toBeGreaterThan(20);
    for (const project of created) expect(stored.get(project.id)).toBe(project.name);
  }, 180_000);
});
