import { randomUUID } from 'node:crypto';
import type { LoginResult, User } from '@fractional/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  PASSWORD,
  bearer,
  buildContractor,
  createContractor,
  createUserWithoutProfile,
  uniqueEmail,
  type Account,
} from '../../../test/factories.js';
import { startGoogleIdp, type GoogleIdp } from '../../../test/google-idp.js';
import { Subjects, hashIn, nextMail } from '../../../test/mail-links.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import { users } from '../../db/schema/index.js';
import { insertAccountLink } from './account-links.repository.js';
import { TokenService } from './tokens.js';

let catcher: SmtpCatcher;
let idp: GoogleIdp;
let t: TestApp;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  idp = await startGoogleIdp();
  t = await buildTestApp({ mail: { smtpUrl: catcher.url, pollMs: 100, retryBaseMs: 100 }, google: idp.googleConfig });
});
afterAll(async () => {
  await t.close();
  await catcher.stop();
  await idp.close();
});

const post = (url: string, payload?: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).json<User>();
const verify = (hash: string) => post('/auth/email/verify', { hash });
const confirmChange = (hash: string) => post('/auth/email/change/confirm', { hash });
const requestChange = (account: Account, email: string, password = account.password) =>
  post('/auth/email/change', { email, password }, account.token);
const login = (email: string, password: string) => post('/auth/email/login', { email, password });
const invalidHash = { status: 422, errors: { hash: 'invalidHash' } };

/** Signs up and returns the account with the hash of its verify mail. */
async function signUpWithVerifyHash(): Promise<Account & { hash: string }> {
  const account = await createContractor(t.app);
  return { ...account, hash: hashIn(await nextMail(catcher, account.email, Subjects.verify), 'verify-email') };
}

/** Asks for a change to `email` and returns the hash mailed to it. */
async function changeHash(account: Account, email: string): Promise<string> {
  const since = [...catcher.messages];
  const response = await requestChange(account, email);
  expect(response.statusCode, response.body).toBe(204);
  return hashIn(await nextMail(catcher, email.toLowerCase(), Subjects.confirmChange, since), 'confirm-email-change');
}

describe('e-mail verification', () => {
  it('mails a link at sign-up; following it verifies the address once, and GET /auth/me shows it at once', async () => {
    const account = await signUpWithVerifyHash();
    expect(account.user.emailVerifiedAt).toBeNull();
    expect((await me(account.token)).emailVerifiedAt).toBeNull();
    const claims = JSON.parse(Buffer.from(account.hash.split('.')[1] ?? '', 'base64url').toString()) as object;
    expect(claims).toMatchObject({ email: account.email, typ: 'verify' });

    expect((await verify(account.hash)).statusCode).toBe(204);
    expect(Date.parse((await me(account.token)).emailVerifiedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The same link again: no error of the user's, the address is verified already.
    expect((await verify(account.hash)).json()).toEqual({ status: 422, errors: { hash: 'alreadyVerified' } });
  });

  it("answers invalidHash, not alreadyVerified, for a used link once the address is no longer the user's", async () => {
    const account = await signUpWithVerifyHash();
    expect((await verify(account.hash)).statusCode).toBe(204);
    const newEmail = uniqueEmail('moved');
    expect((await confirmChange(await changeHash(account, newEmail))).statusCode).toBe(204);
    expect((await verify(account.hash)).json()).toEqual(invalidHash);
  });

  it('refuses a hash of another purpose, a forged, an expired and a malformed one', async () => {
    const account = await signUpWithVerifyHash();
    // A reset hash is not a verify hash, and a verify hash neither resets a password nor confirms a change.
    await post('/auth/forgot/password', { email: account.email });
    const resetHash = hashIn(await nextMail(catcher, account.email, Subjects.reset), 'confirm-reset-password');
    expect((await verify(resetHash)).json()).toEqual(invalidHash);
    expect((await post('/auth/reset/password', { hash: account.hash, password: 'another-pass-1' })).json()).toEqual(
      invalidHash,
    );
    expect((await confirmChange(account.hash)).json()).toEqual(invalidHash);

    const linkId = randomUUID();
    const past = new Date(Date.now() - 1000);
    await insertAccountLink(t.database.db, {
      id: linkId,
      userId: account.user.id,
      purpose: 'verify',
      email: account.email,
      expiresAt: past,
    });
    const expired = await t.app.deps.tokens.signLink(
      'verify',
      { email: account.email, linkId },
      new Date(Date.now() + 60_000),
    );
    expect((await verify(expired)).json()).toEqual(invalidHash);
    const forger = new TokenService({ ...t.config.auth, verifySecret: 'another-secret-0123456789abcdef0123456789' });
    const forged = await forger.signLink(
      'verify',
      { email: account.email, linkId: randomUUID() },
      new Date(Date.now() + 60_000),
    );
    for (const hash of [forged, 'not-a-token', `${account.hash}x`])
      expect((await verify(hash)).json()).toEqual(invalidHash);
    // None of that used up the genuine link.
    expect((await verify(account.hash)).statusCode).toBe(204);
  });

  it('resends a fresh link (the older one stops working) and refuses once verified', async () => {
    const account = await signUpWithVerifyHash();
    expect((await post('/auth/email/verify/resend')).statusCode).toBe(401);
    const since = [...catcher.messages];
    expect((await post('/auth/email/verify/resend', undefined, account.token)).statusCode).toBe(204);
    const fresh = hashIn(await nextMail(catcher, account.email, Subjects.verify, since), 'verify-email');
    expect(fresh).not.toBe(account.hash);
    expect((await verify(account.hash)).json()).toEqual(invalidHash);
    expect((await verify(fresh)).statusCode).toBe(204);
    expect((await post('/auth/email/verify/resend', undefined, account.token)).json()).toEqual({
      status: 422,
      errors: { email: 'emailAlreadyVerified' },
    });
  });

  it('counts a Google sign-in as verified, for a new user and for an unverified address it links', async () => {
    const googleLogin = async (email: string) => {
      const idToken = await idp.signIdToken(idp.claims({ email, sub: randomUUID() }));
      const response = await post('/auth/google/login', { idToken });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<LoginResult>().user;
    };
    expect((await googleLogin(uniqueEmail('google'))).emailVerifiedAt).not.toBeNull();
    const account = await createContractor(t.app);
    expect(account.user.emailVerifiedAt).toBeNull();
    expect((await googleLogin(account.email)).emailVerifiedAt).not.toBeNull();
  });
});

describe('e-mail change', () => {
  it('changes the address only on confirm, verifies it, tells the old address and frees it', async () => {
    const account = await createContractor(t.app);
    const newEmail = uniqueEmail('moved');
    const hash = await changeHash(account, newEmail.toUpperCase());
    // Nothing changed yet: the old address still signs in, the new one does not.
    expect((await me(account.token)).email).toBe(account.email);
    expect((await login(newEmail, PASSWORD)).json()).toEqual({ status: 422, errors: { email: 'notFound' } });

    const since = [...catcher.messages];
    expect((await confirmChange(hash)).statusCode).toBe(204);
    const user = await me(account.token);
    expect(user.email).toBe(newEmail);
    expect(user.emailVerifiedAt).not.toBeNull();
    const notice = await nextMail(catcher, account.email, Subjects.changed, since);
    expect(notice.text).toContain(newEmail);
    expect((await login(newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await login(account.email, PASSWORD)).json()).toEqual({ status: 422, errors: { email: 'notFound' } });
    expect((await confirmChange(hash)).json()).toEqual(invalidHash);
    // The old address is free for a new sign-up.
    const again = await post('/auth/email/register', buildContractor({ email: account.email }));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses a wrong password, the current address, a taken address, a Google-only account and no token', async () => {
    const account = await createContractor(t.app);
    const other = await createContractor(t.app);
    expect((await requestChange(account, uniqueEmail(), 'wrong-password-1')).json()).toEqual({
      status: 422,
      errors: { password: 'incorrectPassword' },
    });
    expect((await requestChange(account, account.email.toUpperCase())).json()).toEqual({
      status: 422,
      errors: { email: 'emailUnchanged' },
    });
    expect((await requestChange(account, other.email)).json()).toEqual({
      status: 422,
      errors: { email: 'emailAlreadyExists' },
    });
    const google = await createUserWithoutProfile(t.app);
    expect((await requestChange(google, uniqueEmail(), 'anything-at-all')).json()).toEqual({
      status: 422,
      errors: { password: 'noPassword' },
    });
    expect((await post('/auth/email/change', { email: uniqueEmail(), password: PASSWORD })).statusCode).toBe(401);
    expect((await requestChange(account, 'not-an-email')).statusCode).toBe(422);
  });

  it('refuses at confirm an address taken since the request, changing nothing and keeping the link', async () => {
    const account = await createContractor(t.app);
    const wanted = uniqueEmail('wanted');
    const hash = await changeHash(account, wanted);
    const squatter = await createContractor(t.app, { email: wanted });
    expect((await confirmChange(hash)).json()).toEqual({ status: 422, errors: { email: 'emailAlreadyExists' } });
    expect((await me(account.token)).email).toBe(account.email);
    // Once the address is free again, the unused link still works.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/v1/auth/me',
          headers: bearer(squatter.token),
          payload: { password: PASSWORD },
        })
      ).statusCode,
    ).toBe(204);
    expect((await confirmChange(hash)).statusCode).toBe(204);
    expect((await me(account.token)).email).toBe(wanted);
  });

  it('lets exactly one of two concurrent confirms to one address through, and one use of one hash', async () => {
    const [first, second] = [await createContractor(t.app), await createContractor(t.app)];
    const wanted = uniqueEmail('race');
    const hashes = [await changeHash(first, wanted), await changeHash(second, wanted)];
    const answers = await Promise.all(hashes.map((hash) => confirmChange(hash)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)?.json()).toEqual({
      status: 422,
      errors: { email: 'emailAlreadyExists' },
    });
    const emails = [(await me(first.token)).email, (await me(second.token)).email];
    expect(emails.filter((email) => email === wanted)).toHaveLength(1);

    const third = await createContractor(t.app);
    const hash = await changeHash(third, uniqueEmail('twice'));
    const twice = await Promise.all([confirmChange(hash), confirmChange(hash)]);
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([204, 422]);
  });

  it('keeps only the newest request, and a closed account cannot confirm', async () => {
    const account = await createContractor(t.app);
    const older = await changeHash(account, uniqueEmail('older'));
    const newer = await changeHash(account, uniqueEmail('newer'));
    expect((await confirmChange(older)).json()).toEqual(invalidHash);
    const closed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/me',
      headers: bearer(account.token),
      payload: { password: PASSWORD },
    });
    expect(closed.statusCode).toBe(204);
    expect((await confirmChange(newer)).json()).toEqual(invalidHash);
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, account.user.id));
    expect(row?.email).toBe(`deleted+${account.user.id}@invalid`);
  });
});
