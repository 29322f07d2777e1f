import type { LoginResult, SessionPage } from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestApi, sharedInstanceEnv, startApiProcess, type ApiProcess } from './api-process.js';
import { clonePostgresTemplate } from './build-test-app.js';
import { PASSWORD, buildClient } from './factories.js';

/**
 * Two real server processes on one PostgreSQL database: a password change or an account closure
 * on one instance ends the other sessions' tokens, access and refresh, on the other instance at
 * once (nothing is cached per instance that could keep them alive). Needs TEST_DATABASE_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(databaseUrl)('account changes across two instances', () => {
  let clone: Awaited<ReturnType<typeof clonePostgresTemplate>>;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    clone = await clonePostgresTemplate();
    const env = { ...sharedInstanceEnv(clone.url), RATE_LIMIT_AUTH_MAX: '1000' };
    [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].map((instance) => instance?.stop('SIGKILL')));
    await clone?.dispose();
  });

  const send = async (instance: ApiProcess, method: string, path: string, token?: string, body?: unknown) => {
    const { response, text } = await requestApi(instance.baseUrl, method, path, { token, body });
    return { status: response.status, text, json: <T>() => JSON.parse(text) as T };
  };
  const signIn = async (instance: ApiProcess, email: string, password = PASSWORD) => {
    const response = await send(instance, 'POST', '/auth/email/login', undefined, { email, password });
    expect(response.status, response.text).toBe(200);
    return response.json<LoginResult>();
  };
  /** Access token refused on both instances, refresh token refused on the one given. */
  const expectRefused = async (session: LoginResult, refreshOn: ApiProcess) => {
    for (const instance of [a, b]) expect((await send(instance, 'GET', '/auth/me', session.token)).status).toBe(401);
    expect((await send(refreshOn, 'POST', '/auth/refresh', session.refreshToken)).status).toBe(401);
  };

  it('ends every other session on both instances at once after a password change, and all after closure', async () => {
    const body = buildClient();
    const signUp = await send(a, 'POST', '/auth/email/register', undefined, body);
    expect(signUp.status, signUp.text).toBe(201);
    const caller = signUp.json<LoginResult>();
    const onB = await signIn(b, body.email);
    const onA = await signIn(a, body.email);
    // Every session is in use on both instances first (anything an instance caches is warm).
    for (const session of [caller, onB, onA])
      for (const instance of [a, b]) expect((await send(instance, 'GET', '/auth/me', session.token)).status).toBe(200);
    const listed = (await send(b, 'GET', '/auth/sessions', caller.token)).json<SessionPage>();
    expect(listed.data.filter((session) => session.current)).toHaveLength(1);
    expect(listed.data).toHaveLength(3);

    const change = await send(a, 'POST', '/auth/password', caller.token, {
      oldPassword: PASSWORD,
      password: 'a-brand-new-one-1',
    });
    expect(change.status, change.text).toBe(204);
    await expectRefused(onB, b);
    await expectRefused(onA, b);
    expect((await send(b, 'GET', '/auth/me', caller.token)).status).toBe(200);

    const close = await send(b, 'DELETE', '/auth/me', caller.token, { password: 'a-brand-new-one-1' });
    expect(close.status, close.text).toBe(204);
    await expectRefused(caller, a);
    expect(
      (await send(a, 'POST', '/auth/email/login', undefined, { email: body.email, password: 'a-brand-new-one-1' }))
        .status,
    ).toBe(422);
  }, 60_000);
});
