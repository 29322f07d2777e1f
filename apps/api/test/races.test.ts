import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { bearer, buildContractor, createClient, uniqueEmail } from './factories.js';

/** Concurrent requests that must not both win: real races on PostgreSQL (PGlite serialises them). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

describe('races', () => {
  it('lets exactly one of 50 concurrent sign-ups with one e-mail (in any letter case) through', async () => {
    const email = uniqueEmail('race');
    const spellings = [email, email.toUpperCase(), `${email[0]?.toUpperCase() ?? ''}${email.slice(1)}`];
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post('/auth/email/register', buildContractor({ email: spellings[index % spellings.length] ?? email })),
      ),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created).toHaveLength(1);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 201)) {
      expect(response.json()).toEqual({ status: 422, errors: { email: 'emailAlreadyExists' } });
    }
    const { rows } = (await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where lower(email) = ${email.toLowerCase()}`,
    )) as { rows: Array<{ n: number }> };
    expect(rows[0]?.n).toBe(1);
  }, 60_000);

  it('lets at most one of 20 concurrent refreshes with one token succeed, and treats the rest as reuse', async () => {
    const account = await createClient(t.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post('/auth/refresh', undefined, bearer(account.refreshToken))),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200).length).toBeLessThanOrEqual(1);
    expect(codes.every((code) => code === 200 || code === 401)).toBe(true);
    // The losers presented a token that was already used: the session is revoked, winner's tokens included.
    const winner = responses
      .find((response) => response.statusCode === 200)
      ?.json<{ token: string; refreshToken: string }>();
    for (const token of [account.token, winner?.token].filter((value): value is string => Boolean(value))) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(
        401,
      );
    }
    if (winner) expect((await post('/auth/refresh', undefined, bearer(winner.refreshToken))).statusCode).toBe(401);
  });
});
