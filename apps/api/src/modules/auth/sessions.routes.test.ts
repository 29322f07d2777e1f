import { randomUUID } from 'node:crypto';
import type { LoginResult, RefreshResult, SessionPage } from '@fractional/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { PASSWORD, bearer, createContractor, type Account } from '../../../test/factories.js';
import { callAs, createAdmin } from '../../../test/admin-fixtures.js';
import { sessions } from '../../db/schema/index.js';
import { touchSession } from './sessions.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {} });
const listSessions = async (token: string, query = '') =>
  (await call('GET', `/auth/sessions${query}`, token)).json<SessionPage>();
const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

async function signInFrom(account: Account, userAgent: string): Promise<LoginResult> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/email/login',
    headers: { 'user-agent': userAgent },
    payload: { email: account.email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json<LoginResult>();
}

describe('GET /auth/sessions', () => {
  it("lists the caller's live sessions with their device and marks the current one", async () => {
    const account = await createContractor(t.app);
    const phone = await signInFrom(account, 'Phone/1.0');
    const laptop = await signInFrom(account, 'Laptop/2.0');
    await createContractor(t.app); // someone else's session never shows
    expect((await call('POST', '/auth/logout', account.token)).statusCode).toBe(204);

    const page = await listSessions(laptop.token);
    expect(page.hasNextPage).toBe(false);
    expect(page.data).toHaveLength(2);
    const byId = new Map(page.data.map((session) => [session.id, session]));
    expect(byId.get(sessionIdOf(laptop.token))).toMatchObject({ userAgent: 'Laptop/2.0', current: true });
    expect(byId.get(sessionIdOf(phone.token))).toMatchObject({ userAgent: 'Phone/1.0', current: false });
    for (const session of page.data) {
      expect(Date.parse(session.createdAt)).not.toBeNaN();
      expect(Date.parse(session.lastUsedAt)).not.toBeNaN();
    }
    const first = await listSessions(laptop.token, '?limit=1');
    expect(first).toMatchObject({ hasNextPage: true, data: [expect.any(Object)] });
    expect(await listSessions(laptop.token, '?limit=1&page=2')).toMatchObject({ hasNextPage: false });
    expect((await call('GET', '/auth/sessions')).statusCode).toBe(401);
  });
});

describe('DELETE /auth/sessions/{id}', () => {
  it('ends one own session at once, access and refresh token both', async () => {
    const account = await createContractor(t.app);
    const other = await signInFrom(account, 'Other/1.0');
    expect((await call('DELETE', `/auth/sessions/${sessionIdOf(other.token)}`, account.token)).statusCode).toBe(204);
    expect((await call('GET', '/auth/me', other.token)).statusCode).toBe(401);
    expect((await call('POST', '/auth/refresh', other.refreshToken)).statusCode).toBe(401);
    expect((await call('GET', '/auth/me', account.token)).statusCode).toBe(200);
    // Already ended: nothing left to end.
    expect((await call('DELETE', `/auth/sessions/${sessionIdOf(other.token)}`, account.token)).statusCode).toBe(404);
  });

  it("answers 404 for another user's session and leaves it working", async () => {
    const owner = await createContractor(t.app);
    const intruder = await createContractor(t.app);
    const response = await call('DELETE', `/auth/sessions/${sessionIdOf(owner.token)}`, intruder.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Session not found' });
    expect((await call('GET', '/auth/me', owner.token)).statusCode).toBe(200);
    for (const id of [randomUUID(), 'not-a-uuid', '1']) {
      expect((await call('DELETE', `/auth/sessions/${id}`, intruder.token)).statusCode).toBe(404);
    }
    expect((await call('DELETE', `/auth/sessions/${randomUUID()}`)).statusCode).toBe(401);
  });
});

describe('POST /auth/logout-all', () => {
  it("ends every session of the caller, the caller's own included, and no one else's", async () => {
    const account = await createContractor(t.app);
    const other = await signInFrom(account, 'Other/1.0');
    const bystander = await createContractor(t.app);
    expect((await call('POST', '/auth/logout-all', account.token)).statusCode).toBe(204);
    for (const session of [account, other]) {
      expect((await call('GET', '/auth/me', session.token)).statusCode).toBe(401);
      expect((await call('POST', '/auth/refresh', session.refreshToken)).statusCode).toBe(401);
    }
    expect((await call('GET', '/auth/me', bystander.token)).statusCode).toBe(200);
  });
});

describe('last used', () => {
  const lastUsedAt = async (sessionId: string) => {
    const [row] = await t.database.db
      .select({ lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return row!.lastUsedAt.getTime();
  };
  const ageSession = (sessionId: string, interval: string) =>
    t.database.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - ${interval}::interval` })
      .where(eq(sessions.id, sessionId));

  it('moves at most once a minute', async () => {
    const account = await createContractor(t.app);
    const id = sessionIdOf(account.token);
    await ageSession(id, '30 seconds');
    const recent = await lastUsedAt(id);
    await touchSession(t.database.db, id);
    expect(await lastUsedAt(id)).toBe(recent);
    await ageSession(id, '2 minutes');
    const stale = await lastUsedAt(id);
    await touchSession(t.database.db, id);
    expect(await lastUsedAt(id)).toBeGreaterThan(stale);
  });

  it('is moved by a request on a session unused for over a minute, without the request waiting for it', async () => {
    const account = await createContractor(t.app);
    const id = sessionIdOf(account.token);
    await ageSession(id, '5 minutes');
    const stale = await lastUsedAt(id);
    expect((await call('GET', '/auth/me', account.token)).statusCode).toBe(200);
    // The write runs after the answer; wait for it.
    for (;;) {
      if ((await lastUsedAt(id)) > stale) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const page = await listSessions(account.token);
    expect(Date.parse(page.data[0]!.lastUsedAt)).toBeGreaterThan(stale);
  });

  it('keeps working after a refresh: the rotated tokens name the same session', async () => {
    const account = await createContractor(t.app);
    const refreshed = (await call('POST', '/auth/refresh', account.refreshToken)).json<RefreshResult>();
    const page = await listSessions(refreshed.token);
    expect(page.data).toEqual([expect.objectContaining({ id: sessionIdOf(account.token), current: true })]);
  });
});

describe('why a session ended, on the refused refresh', () => {
  const refreshRefusal = async (refreshToken: string) => {
    const response = await call('POST', '/auth/refresh', refreshToken);
    expect(response.statusCode).toBe(401);
    return response.json<{ status: number; message: string; reason?: string }>();
  };

  it('names a password change, a sign-out from another device and a sign-out everywhere', async () => {
    const account = await createContractor(t.app);
    const other = await signInFrom(account, 'Other/1.0');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password',
      headers: bearer(account.token),
      payload: { oldPassword: PASSWORD, password: 'a-brand-new-one-1' },
    });
    expect(changed.statusCode).toBe(204);
    expect(await refreshRefusal(other.refreshToken)).toEqual({
      status: 401,
      message: 'Refresh token already used or session ended',
      reason: 'passwordChanged',
    });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/email/login',
      payload: { email: account.email, password: 'a-brand-new-one-1' },
    });
    const phone = login.json<LoginResult>();
    expect((await call('DELETE', `/auth/sessions/${sessionIdOf(phone.token)}`, account.token)).statusCode).toBe(204);
    expect((await refreshRefusal(phone.refreshToken)).reason).toBe('signedOutElsewhere');

    expect((await call('POST', '/auth/logout-all', account.token)).statusCode).toBe(204);
    expect((await refreshRefusal(account.refreshToken)).reason).toBe('signedOutElsewhere');
  });

  it('names a deactivation by an admin and a closed account', async () => {
    const admin = await createAdmin(t.app);
    const account = await createContractor(t.app);
    const deactivated = await callAs(t.app, admin.token)('PATCH', `/admin/users/${account.user.id}`, {
      status: 'inactive',
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await refreshRefusal(account.refreshToken)).reason).toBe('deactivated');

    const closing = await createContractor(t.app);
    const closed = await callAs(t.app, closing.token)('DELETE', '/auth/me', { password: PASSWORD });
    expect(closed.statusCode).toBe(204);
    expect((await refreshRefusal(closing.refreshToken)).reason).toBe('accountClosed');
  });

  it('names a reused refresh token, and keeps its own sign-out to itself', async () => {
    const account = await createContractor(t.app);
    const rotated = await call('POST', '/auth/refresh', account.refreshToken);
    expect(rotated.statusCode).toBe(200);
    expect((await refreshRefusal(account.refreshToken)).reason).toBe('refreshReused');
    expect((await refreshRefusal(rotated.json<RefreshResult>().refreshToken)).reason).toBe('refreshReused');

    const other = await createContractor(t.app);
    expect((await call('POST', '/auth/logout', other.token)).statusCode).toBe(204);
    expect((await refreshRefusal(other.refreshToken)).reason).toBe('signedOut');
    // A token that is not ours names nothing.
    expect(await refreshRefusal('not-a-token')).toEqual({ status: 401, message: 'Invalid refresh token' });
  });
});
