import type { LoginResult } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { provisionAdmin } from '../src/modules/admin/admin-accounts.service.js';
import { bearer, PASSWORD, uniqueEmail, type Account } from './factories.js';

/** An admin set up as ADMIN_EMAIL does it, signed in through POST /auth/email/login. */
export async function createAdmin(app: FastifyInstance, email = uniqueEmail('admin')): Promise<Account> {
  await provisionAdmin(app.deps.database.db, email, PASSWORD);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/email/login',
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...response.json<LoginResult>(), email, password: PASSWORD };
}

/** An /api/v1 call with the token as bearer; the raw body stays readable for "no secrets" checks. */
export function callAs(app: FastifyInstance, token: string | undefined) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });
}

/** Nothing secret in a raw answer: no password (hash), reset hash, token or refresh token. */
export function expectNoSecrets(body: string, account?: { token: string; refreshToken: string }): void {
  expect(body).not.toMatch(
    /passwordHash|password_hash|"password"|\$argon2|"hash"|refreshToken|"token"|socialId|refresh_nonce/i,
  );
  if (account) {
    expect(body).not.toContain(account.token);
    expect(body).not.toContain(account.refreshToken);
  }
}
