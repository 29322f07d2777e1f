import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function start(overrides: Parameters<typeof buildTestApp>[0]): Promise<TestApp> {
  const app = await buildTestApp(overrides);
  apps.push(app);
  return app;
}

const login = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/email/login',
    payload: { email: 'nobody@example.com', password: 'whatever-password' },
  });

describe('rate limits on sign-in', () => {
  it('answers 429 JSON once an IP spends its attempts', async () => {
    const t = await start({ rateLimit: { authMax: 3 } });
    const codes = [];
    for (let attempt = 0; attempt < 4; attempt += 1) codes.push((await login(t)).statusCode);
    expect(codes).toEqual([422, 422, 422, 429]);
    const limited = await login(t);
    expect(limited.json()).toEqual({ status: 429, message: expect.stringMatching(/^Too many attempts/) });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it("limits the sign-up form's e-mail check like sign-in", async () => {
    const t = await start({ rateLimit: { authMax: 3 } });
    const check = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/email/check', payload: { email: 'nobody@example.com' } });
    const codes = [];
    for (let attempt = 0; attempt < 4; attempt += 1) codes.push((await check()).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('limits passkey sign-in like sign-in, options and verify alike (docs/security.md#passkeys)', async () => {
    const t = await start({ rateLimit: { authMax: 3 } });
    const options = () => t.app.inject({ method: 'POST', url: '/api/v1/auth/passkeys/login/options' });
    const verify = () => t.app.inject({ method: 'POST', url: '/api/v1/auth/passkeys/login/verify', payload: {} });
    const [optionsCodes, verifyCodes] = [[] as number[], [] as number[]];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      optionsCodes.push((await options()).statusCode);
      verifyCodes.push((await verify()).statusCode);
    }
    expect(optionsCodes).toEqual([200, 200, 200, 429]);
    expect(verifyCodes).toEqual([422, 422, 422, 429]);
  });

  const redisUrl = process.env.REDIS_TEST_URL;
  it.runIf(redisUrl)('shares the count between instances through Redis', async () => {
    const shared = { redisUrl: redisUrl!, rateLimit: { authMax: 3, redisNamespace: `test-rl-${randomUUID()}-` } };
    const [first, second] = [await start(shared), await start(shared)];
    expect((await login(first)).statusCode).toBe(422);
    expect((await login(second)).statusCode).toBe(422);
    expect((await login(first)).statusCode).toBe(422);
    expect((await login(second)).statusCode).toBe(429);
  });
});
