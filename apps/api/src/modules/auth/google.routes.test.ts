import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Statuses, type LoginResult } from '@fractional/contract';
import { generateKeyPair, UnsecuredJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { PASSWORD, bearer, createClient } from '../../../test/factories.js';
import { startGoogleIdp, type GoogleIdp } from '../../../test/google-idp.js';
import { updateUserRow } from '../users/users.repository.js';

let idp: GoogleIdp;
let t: TestApp;
beforeAll(async () => {
  idp = await startGoogleIdp();
  t = await buildTestApp({ google: idp.googleConfig });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const googleLogin = (app: TestApp, payload: object) =>
  app.app.inject({ method: 'POST', url: '/api/v1/auth/google/login', payload });
const emailLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/email/login', payload: { email, password } });

async function signIn(payload: object): Promise<LoginResult> {
  const response = await googleLogin(t, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LoginResult>();
}

async function expectIdTokenError(idToken: string, key: string, app: TestApp = t): Promise<void> {
  const response = await googleLogin(app, { idToken });
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toEqual({ status: 422, errors: { idToken: key } });
}

describe('POST /auth/google/login: new users', () => {
  it('creates a contractor without profile by default, whose token works on /auth/me', async () => {
    const claims = idp.claims({ email: `New-${Date.now()}@Example.com` });
    const result = await signIn({ idToken: await idp.signIdToken(claims) });
    expect(result.user).toMatchObject({
      email: claims.email?.toLowerCase(),
      provider: 'google',
      socialId: claims.sub,
      firstName: 'Tama',
      lastName: 'Rangi',
      role: { id: 3, name: 'contractor' },
      status: { id: 1, name: 'active' },
      agreedToTerms: false,
      agreedToPolicies: false,
      profiles: [],
      businessDetail: null,
    });
    expect(result.tokenExpires).toBeGreaterThan(Date.now());
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(result.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: result.user.id, provider: 'google' });
  });

  it('creates a client when asked, taking names from `name` when the parts are missing', async () => {
    const idToken = await idp.signIdToken({ given_name: undefined, family_name: undefined, name: 'Mere  Te Huia' });
    const { user } = await signIn({ idToken, role: 'client' });
    expect(user).toMatchObject({ role: { name: 'client' }, firstName: 'Mere', lastName: 'Te Huia', profiles: [] });
  });

  it('signs the same account in again, keeping its role', async () => {
    const claims = idp.claims();
    const first = await signIn({ idToken: await idp.signIdToken(claims) });
    const second = await signIn({ idToken: await idp.signIdToken(claims), role: 'client' });
    expect(second.user.id).toBe(first.user.id);
    expect(second.user.role.name).toBe('contractor');
    expect(second.token).not.toBe(first.token);
  });

  it('finds the account by `sub` after its Google e-mail changed', async () => {
    const claims = idp.claims();
    const first = await signIn({ idToken: await idp.signIdToken(claims) });
    const moved = await signIn({ idToken: await idp.signIdToken({ sub: claims.sub }) });
    expect(moved.user).toMatchObject({ id: first.user.id, email: claims.email });
  });

  it('creates exactly one user for five concurrent first sign-ins', async () => {
    const idToken = await idp.signIdToken();
    const responses = await Promise.all(Array.from({ length: 5 }, () => googleLogin(t, { idToken })));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(new Set(responses.map((response) => response.json<LoginResult>().user.id)).size).toBe(1);
  });
});

describe('POST /auth/google/login: existing users', () => {
  it('links an e-mail/password user, keeping role and e-mail sign-in', async () => {
    const account = await createClient(t.app);
    const claims = idp.claims({ email: account.email.toUpperCase() });
    const { user } = await signIn({ idToken: await idp.signIdToken(claims), role: 'contractor' });
    expect(user).toMatchObject({
      id: account.user.id,
      role: { name: 'client' },
      provider: 'email',
      socialId: claims.sub,
    });
    expect(user.profiles).toHaveLength(1);
    expect((await emailLogin(account.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an inactive user', async () => {
    const claims = idp.claims();
    const { user } = await signIn({ idToken: await idp.signIdToken(claims) });
    await updateUserRow(t.database.db, user.id, { statusId: Statuses.inactive.id });
    const response = await googleLogin(t, { idToken: await idp.signIdToken(claims) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { email: 'userInactive' } });
  });

  it('tells a Google-only user to sign in with Google on e-mail login', async () => {
    const { user } = await signIn({ idToken: await idp.signIdToken() });
    const response = await emailLogin(user.email, PASSWORD);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { email: 'needLoginViaProvider:google' } });
  });
});

describe('POST /auth/google/login: refused tokens', () => {
  it('refuses a wrong audience, a wrong issuer and an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    await expectIdTokenError(
      await idp.signIdToken({ aud: 'someone-else.apps.googleusercontent.com' }),
      'invalidIdToken',
    );
    await expectIdTokenError(await idp.signIdToken({ iss: 'https://evil.example.com' }), 'invalidIdToken');
    await expectIdTokenError(await idp.signIdToken({ iat: past - 3600, exp: past }), 'invalidIdToken');
  });

  it('refuses a forged signature, an unsigned token and garbage', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    await expectIdTokenError(await idp.signIdToken({}, { privateKey }), 'invalidIdToken');
    await expectIdTokenError(new UnsecuredJWT(idp.claims()).encode(), 'invalidIdToken');
    await expectIdTokenError('not-a-token', 'invalidIdToken');
    await expectIdTokenError('e30.e30.e30', 'invalidIdToken');
  });

  it('refuses a token without e-mail and one whose e-mail is not verified', async () => {
    await expectIdTokenError(await idp.signIdToken({ email: undefined }), 'invalidIdToken');
    await expectIdTokenError(await idp.signIdToken({ email_verified: false }), 'emailNotVerified');
    await expectIdTokenError(await idp.signIdToken({ email_verified: 'true' }), 'emailNotVerified');
  });

  it('asks for the second step when two-step sign-in is on, and opens the session after it', async () => {
    const claims = idp.claims({ email: `Two-step-${Date.now()}@Example.com` });
    const first = await signIn({ idToken: await idp.signIdToken(claims) });
    const post = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: bearer(first.token) });
    const { secret } = (await post('/auth/2fa/setup')).json<{ secret: string }>();
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    expect((await post('/auth/2fa/enable', { code: totp.generate() })).statusCode).toBe(200);

    const second = await googleLogin(t, { idToken: await idp.signIdToken(claims) });
    expect(second.json()).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    const { mfaToken } = second.json<{ mfaToken: string }>();
    const code = totp.generate({ timestamp: Date.now() + 30_000 });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/2fa/verify',
      payload: { mfaToken, code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<LoginResult>().user.id).toBe(first.user.id);
  });

  it('names the idToken field for an empty body', async () => {
    const response = await googleLogin(t, {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('idToken');
  });
});

describe('POST /auth/google/login: configuration and outages', () => {
  it('answers googleSignInDisabled without a client id', async () => {
    const disabled = await buildTestApp();
    try {
      await expectIdTokenError(await idp.signIdToken(), 'googleSignInDisabled', disabled);
    } finally {
      await disabled.close();
    }
  });

  it('answers 422, not 500, when the key set server is down', async () => {
    const downIdp = await startGoogleIdp();
    const idToken = await downIdp.signIdToken();
    await downIdp.close();
    const app = await buildTestApp({ google: downIdp.googleConfig });
    try {
      await expectIdTokenError(idToken, 'invalidIdToken', app);
    } finally {
      await app.close();
    }
  });

  it('gives up on a key set server that never answers', async () => {
    const hanging: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const jwksUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/certs`;
    const app = await buildTestApp({ google: { ...idp.googleConfig, jwksUrl } });
    try {
      await expectIdTokenError(await idp.signIdToken(), 'invalidIdToken', app);
    } finally {
      await app.close();
      hanging.closeAllConnections();
      hanging.close();
    }
  });
});
