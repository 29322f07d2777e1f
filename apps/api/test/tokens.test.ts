import { randomUUID } from 'node:crypto';
import type { FileUploadResult } from '@fractional/contract';
import { UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHs256 } from '../src/modules/auth/hs256.js';
import { insertAccountLink } from '../src/modules/auth/account-links.repository.js';
import { TokenService } from '../src/modules/auth/tokens.js';
import { signUpload, uploadSigningKey } from '../src/storage/signing.js';
import { bearer, createClient, createContractor, PASSWORD, type Account } from './factories.js';
import { buildListeningTestApp } from './listening-app.js';

/**
 * Forged, foreign, replayed and tampered credentials, each against every place that reads one: the
 * `authenticate` hook (GET /projects), the combined check of GET /auth/me, refresh, reset and the
 * signed upload URL.
 */
let t: Awaited<ReturnType<typeof buildListeningTestApp>>;
let client: Account;
beforeAll(async () => {
  t = await buildListeningTestApp();
  client = await createClient(t.app);
});
afterAll(async () => t.close());

const FOREIGN_SECRET = 'a-foreign-secret-0123456789abcdef012345';
const now = () => Math.floor(Date.now() / 1000);
const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** The same token on a route behind `authenticate` and on GET /auth/me: both must refuse it with 401. */
async function expectRefusedEverywhere(token: string): Promise<void> {
  for (const url of ['/projects', '/auth/me']) {
    const response = await call('GET', url, token);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(401);
    expect(response.json()).toEqual({ status: 401, message: 'Unauthorized' });
  }
}

describe('access tokens', () => {
  it('work when genuine (the control for every refusal below)', async () => {
    expect((await call('GET', '/projects', client.token)).statusCode).toBe(200);
    expect((await call('GET', '/auth/me', client.token)).statusCode).toBe(200);
  });

  it('refuse `alg: none`, with or without a trailing signature', async () => {
    const claims = { sub: String(client.user.id), sid: sessionOf(client.token), typ: 'access', exp: now() + 600 };
    const unsigned = new UnsecuredJWT(claims).encode();
    await expectRefusedEverywhere(unsigned);
    await expectRefusedEverywhere(`${unsigned}${client.token.split('.')[2] ?? ''}`);
  });

  it('refuse a token signed with another key, naming a real session', async () => {
    const forger = new TokenService({ ...t.config.auth, jwtSecret: FOREIGN_SECRET });
    const { token } = await forger.signAccess({ userId: client.user.id, sessionId: sessionOf(client.token) });
    await expectRefusedEverywhere(token);
  });

  it('refuse a genuine token whose payload was edited to another user', async () => {
    const other = await createContractor(t.app);
    const [header, payload, signature] = client.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const edited = Buffer.from(JSON.stringify({ ...claims, sub: String(other.user.id) })).toString('base64url');
    await expectRefusedEverywhere(`${header}.${edited}.${signature}`);
  });

  it("refuse a correctly signed token pairing one user with another user's session", async () => {
    const other = await createContractor(t.app);
    const { token } = await t.app.deps.tokens.signAccess({ userId: client.user.id, sessionId: sessionOf(other.token) });
    await expectRefusedEverywhere(token);
  });

  it('refuse refresh and reset tokens, which are signed with other keys, in place of an access token', async () => {
    await expectRefusedEverywhere(client.refreshToken);
    const hash = await t.app.deps.tokens.signLink(
      'reset',
      { email: client.email, linkId: randomUUID() },
      new Date(Date.now() + 60_000),
    );
    await expectRefusedEverywhere(hash);
  });

  it('refuse an expired token and one for a session that no longer exists', async () => {
    const expired = signHs256(
      { sub: String(client.user.id), sid: sessionOf(client.token), typ: 'access', exp: now() - 1 },
      Buffer.from(t.config.auth.jwtSecret),
    );
    await expectRefusedEverywhere(expired);
    const { token } = await t.app.deps.tokens.signAccess({ userId: client.user.id, sessionId: randomUUID() });
    await expectRefusedEverywhere(token);
  });
});

describe('refresh tokens', () => {
  it('refuse `alg: none` and a foreign key without touching the session', async () => {
    const account = await createContractor(t.app);
    const claims = { sid: sessionOf(account.token), nonce: 'x', typ: 'refresh', exp: now() + 600 };
    const forger = new TokenService({ ...t.config.auth, refreshSecret: FOREIGN_SECRET });
    const foreign = await forger.signRefresh(
      { sessionId: sessionOf(account.token), nonce: 'x' },
      new Date(Date.now() + 60_000),
    );
    for (const token of [new UnsecuredJWT(claims).encode(), foreign, account.token]) {
      expect((await call('POST', '/auth/refresh', token)).statusCode).toBe(401);
    }
    // Forgeries are not reuse: the genuine refresh token still works, and so does the session.
    expect((await call('POST', '/auth/refresh', account.refreshToken)).statusCode).toBe(200);
  });

  it('revoke the whole session when a used one comes back, on every route', async () => {
    const account = await createClient(t.app);
    const first = await call('POST', '/auth/refresh', account.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = first.json<{ token: string; refreshToken: string }>();
    expect((await call('POST', '/auth/refresh', account.refreshToken)).statusCode).toBe(401);
    await expectRefusedEverywhere(rotated.token);
    expect((await call('POST', '/auth/refresh', rotated.refreshToken)).statusCode).toBe(401);
  });
});

describe('reset hashes', () => {
  const reset = (hash: string, password = 'a-new-password-99') =>
    call('POST', '/auth/reset/password', undefined, { hash, password });

  it('work once: the same hash again is refused and the first new password stays', async () => {
    const account = await createContractor(t.app);
    const resetId = randomUUID();
    await insertAccountLink(t.database.db, {
      id: resetId,
      userId: account.user.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const hash = await t.app.deps.tokens.signLink(
      'reset',
      { email: account.email, linkId: resetId },
      new Date(Date.now() + 60_000),
    );
    expect((await reset(hash, 'first-new-password')).statusCode).toBe(204);
    const again = await reset(hash, 'second-new-password');
    expect(again.json()).toEqual({ status: 422, errors: { hash: 'invalidHash' } });
    const login = (password: string) =>
      call('POST', '/auth/email/login', undefined, { email: account.email, password });
    expect((await login('first-new-password')).statusCode).toBe(200);
    expect((await login('second-new-password')).statusCode).toBe(422);
    expect((await login(PASSWORD)).statusCode).toBe(422);
  });

  it('refuse `alg: none` for a live reset', async () => {
    const account = await createContractor(t.app);
    const resetId = randomUUID();
    await insertAccountLink(t.database.db, {
      id: resetId,
      userId: account.user.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const unsigned = new UnsecuredJWT({ email: account.email, jti: resetId, typ: 'reset', exp: now() + 600 }).encode();
    expect((await reset(unsigned)).json()).toEqual({ status: 422, errors: { hash: 'invalidHash' } });
  });
});

describe('signed upload URLs', () => {
  async function startUpload(size: number): Promise<FileUploadResult> {
    const contractor = await createContractor(t.app);
    const response = await call('POST', '/files/upload', contractor.token, {
      fileName: 'cv.pdf',
      fileSize: size,
      type: 'cv',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<FileUploadResult>();
  }
  const put = (url: string, size: number) =>
    fetch(url, { method: 'PUT', body: Buffer.alloc(size, 1), headers: { 'content-type': 'application/pdf' } });

  it('refuse a link whose expiry was pushed back, or that was signed with another key', async () => {
    const { file, uploadSignedUrl } = await startUpload(10);
    const later = new URL(uploadSignedUrl);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
    expect((await put(later.toString(), 10)).status).toBe(403);

    const expires = now() + 600;
    const grant = { fileId: file.id, path: file.path, mimeType: file.mimeType, fileSize: file.fileSize, expires };
    const foreign = signUpload(uploadSigningKey(FOREIGN_SECRET), grant);
    const forged = `${t.baseUrl}/api/v1/files/upload/${file.id}?expires=${expires}&signature=${foreign}`;
    expect((await put(forged, 10)).status).toBe(403);

    // The genuine link still works: the refusals above spent nothing.
    expect((await put(uploadSignedUrl, 10)).status).toBe(204);
  });

  it('refuse a link once it has expired, though its signature is genuine', async () => {
    const { file } = await startUpload(10);
    const expires = now() - 1;
    const grant = { fileId: file.id, path: file.path, mimeType: file.mimeType, fileSize: file.fileSize, expires };
    const signature = signUpload(uploadSigningKey(t.config.auth.jwtSecret), grant);
    const response = await put(
      `${t.baseUrl}/api/v1/files/upload/${file.id}?expires=${expires}&signature=${signature}`,
      10,
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: 403, message: 'This upload link has expired' });
  });
});
