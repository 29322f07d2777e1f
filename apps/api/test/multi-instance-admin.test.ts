import type { AdminUserPage, LoginResult } from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestApi, sharedInstanceEnv, startApiProcess, type ApiProcess } from './api-process.js';
import { clonePostgresTemplate } from './build-test-app.js';
import { PASSWORD, buildContractor, uniqueEmail } from './factories.js';

/**
 * Two real server processes started at the same moment on one PostgreSQL database, both with
 * ADMIN_EMAIL/ADMIN_PASSWORD: both start, and there is one admin. An admin's deactivation on one
 * instance ends the user's tokens on the other at once. Needs TEST_DATABASE_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(databaseUrl)('the matcher console across two instances', () => {
  let clone: Awaited<ReturnType<typeof clonePostgresTemplate>>;
  let a: ApiProcess;
  let b: ApiProcess;
  const adminEmail = uniqueEmail('ops');
  const adminPassword = 'two-instances-admin-password';

  beforeAll(async () => {
    clone = await clonePostgresTemplate();
    const env = {
      ...sharedInstanceEnv(clone.url),
      RATE_LIMIT_AUTH_MAX: '1000',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
    };
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

  it('starts both with one admin, and a deactivation on one instance ends the tokens on the other', async () => {
    const signIn = await send(b, 'POST', '/auth/email/login', undefined, {
      email: adminEmail,
      password: adminPassword,
    });
    expect(signIn.status, signIn.text).toBe(200);
    const admin = signIn.json<LoginResult>();
    const admins = await send(
      a,
      'GET',
      `/admin/users?role=admin&search=${encodeURIComponent(adminEmail)}`,
      admin.token,
    );
    expect(admins.json<AdminUserPage>().data).toHaveLength(1);

    const body = buildContractor();
    const signUp = await send(a, 'POST', '/auth/email/register', undefined, body);
    expect(signUp.status, signUp.text).toBe(201);
    const user = signUp.json<LoginResult>();
    for (const instance of [a, b]) expect((await send(instance, 'GET', '/auth/me', user.token)).status).toBe(200);

    const off = await send(a, 'PATCH', `/admin/users/${user.user.id}`, admin.token, { status: 'inactive' });
    expect(off.status, off.text).toBe(200);
    for (const instance of [a, b]) expect((await send(instance, 'GET', '/auth/me', user.token)).status).toBe(401);
    expect((await send(b, 'POST', '/auth/refresh', user.refreshToken)).status).toBe(401);
    const again = await send(b, 'POST', '/auth/email/login', undefined, { email: body.email, password: PASSWORD });
    expect(again.json()).toEqual({ status: 422, errors: { email: 'userInactive' } });
  }, 60_000);

  it('lets two admins deactivating each other at once leave one active admin', async () => {
    const signIn = async (instance: ApiProcess, email: string, password: string) =>
      (await send(instance, 'POST', '/auth/email/login', undefined, { email, password })).json<LoginResult>();
    const first = await signIn(a, adminEmail, adminPassword);
    // The second admin comes from a third instance started with its own ADMIN_EMAIL.
    const secondEmail = uniqueEmail('ops2');
    const third = await startApiProcess({
      ...sharedInstanceEnv(clone.url),
      RATE_LIMIT_AUTH_MAX: '1000',
      ADMIN_EMAIL: secondEmail,
      ADMIN_PASSWORD: adminPassword,
    });
    try {
      const second = await signIn(third, secondEmail, adminPassword);
      const [one, two] = await Promise.all([
        send(a, 'PATCH', `/admin/users/${second.user.id}`, first.token, { status: 'inactive' }),
        send(b, 'PATCH', `/admin/users/${first.user.id}`, second.token, { status: 'inactive' }),
      ]);
      const statuses = [one.status, two.status].sort();
      expect(statuses[0]).toBe(200);
      expect([401, 422]).toContain(statuses[1]);
      if (statuses[1] === 422) expect([one.text, two.text].join()).toContain('lastActiveAdmin');
      const winner = one.status === 200 ? first : second;
      const listed = await send(third, 'GET', '/admin/users?role=admin&status=active&limit=50', winner.token);
      expect(listed.json<AdminUserPage>().data.map((user) => user.id)).toContain(winner.user.id);
    } finally {
      await third.stop('SIGKILL');
    }
  }, 120_000);
});
