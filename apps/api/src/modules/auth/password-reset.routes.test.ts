import { randomUUID } from 'node:crypto';
import { Statuses } from '@fractional/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { PASSWORD, bearer, createContractor, uniqueEmail } from '../../../test/factories.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import { accountLinks, mailOutbox } from '../../db/schema/index.js';
import { insertUser, updateUserRow } from '../users/users.repository.js';
import { insertAccountLink } from './account-links.repository.js';
import { TokenService } from './tokens.js';

const NEW_PASSWORD = 'brand-new-password-77';
let catcher: SmtpCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await buildTestApp({ mail: { smtpUrl: catcher.url, pollMs: 100, retryBaseMs: 100 } });
});
afterAll(async () => {
  await t.close();
  await catcher.stop();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
const forgot = (email: string, extra: object = {}) => post('/auth/forgot/password', { email, ...extra });
const reset = (body: object) => post('/auth/reset/password', body);
const login = (email: string, password: string) => post('/auth/email/login', { email, password });
const invalidHash = { status: 422, errors: { hash: 'invalidHash' } };

const isResetMailTo = (mail: CaughtMail, email: string) =>
  mail.recipients.includes(email) && mail.subject === 'Reset your Fractional password';
const mailTo = (email: string) => catcher.waitForMail((mail) => isResetMailTo(mail, email));
const hashIn = (mail: CaughtMail) => /\/member\/confirm-reset-password\?hash=([\w.-]+)/.exec(mail.text)?.[1] ?? '';
const claimsOf = (hash: string) => JSON.parse(Buffer.from(hash.split('.')[1] ?? '', 'base64url').toString('utf8'));

/** Waits until every queued mail to `email` is marked sent. */
async function mailSentTo(email: string): Promise<void> {
  for (;;) {
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    if (rows.length > 0 && rows.every((row) => row.sentAt)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Asks for a reset and returns the hash from the mail that arrives. */
async function mailedHash(email: string): Promise<string> {
  const earlier = new Set(catcher.messages);
  expect((await forgot(email)).statusCode).toBe(204);
  return hashIn(await catcher.waitForMail((mail) => !earlier.has(mail) && isResetMailTo(mail, email)));
}

describe('forgot and reset password', () => {
  it('mails a link, sets the new password and ends every session', async () => {
    const account = await createContractor(t.app);
    const response = await forgot(account.email, { userPath: '/client' });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');

    const mail = await mailTo(account.email);
    const link = `${t.config.appUrl}/member/confirm-reset-password?hash=`;
    expect(mail.subject).toBe('Reset your Fractional password');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link);
    expect(mail.text).toMatch(/Hi Aroha,[\s\S]*expires in 30 minutes[\s\S]*ignore this e-mail[\s\S]*support@localhost/);
    expect(mail.text).not.toContain('/client');
    const hash = hashIn(mail);
    expect(mail.html).toContain(hash);
    expect(claimsOf(hash)).toMatchObject({ email: account.email });

    expect((await reset({ password: NEW_PASSWORD, hash, email: account.email.toUpperCase() })).statusCode).toBe(204);
    expect((await login(account.email, PASSWORD)).json()).toEqual({
      status: 422,
      errors: { password: 'incorrectPassword' },
    });
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(account.token) });
    expect(me.statusCode).toBe(401);
    const again = await reset({ password: 'yet-another-password', hash });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(invalidHash);
  });

  it('gives a Google-only user a password', async () => {
    const email = uniqueEmail('google');
    await insertUser(t.database.db, { email, provider: 'google', socialId: randomUUID(), firstName: 'Tui', roleId: 3 });
    const hash = await mailedHash(email);
    expect((await reset({ password: NEW_PASSWORD, hash })).statusCode).toBe(204);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets one hash through once when it is used twice at the same moment', async () => {
    const account = await createContractor(t.app);
    const hash = await mailedHash(account.email);
    const results = await Promise.all([
      reset({ password: NEW_PASSWORD, hash }),
      reset({ password: 'the-other-password', hash }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([204, 422]);
  });

  it('retires older links once the password has changed', async () => {
    const account = await createContractor(t.app);
    const older = await mailedHash(account.email);
    const newer = await mailedHash(account.email);
    expect((await reset({ password: NEW_PASSWORD, hash: newer })).statusCode).toBe(204);
    expect((await reset({ password: 'the-other-password', hash: older })).json()).toEqual(invalidHash);
  });
});

describe('POST /auth/forgot/password refusals', () => {
  it('answers emailNotExists for an unknown e-mail', async () => {
    const response = await forgot(uniqueEmail('nobody'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { email: 'emailNotExists' } });
  });

  it('refuses an inactive user', async () => {
    const account = await createContractor(t.app);
    await updateUserRow(t.database.db, account.user.id, { statusId: Statuses.inactive.id });
    expect((await forgot(account.email)).json()).toEqual({ status: 422, errors: { email: 'userInactive' } });
  });

  it('accepts only an allowlisted userPath', async () => {
    const account = await createContractor(t.app);
    const response = await forgot(account.email, { userPath: 'https://evil.example/phish' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('userPath');
  });

  it('writes nothing when the mail cannot be queued', async () => {
    const account = await createContractor(t.app, { email: uniqueEmail('blocked') });
    // Its sign-up mail must be out first: the check below would also refuse the sender's updates of it.
    await mailSentTo(account.email);
    // A fault injected in this test's own database: the outbox refuses this one recipient.
    await t.database.db.execute(
      sql`alter table mail_outbox add constraint test_block check ("to" not like 'blocked-%') not valid`,
    );
    const response = await forgot(account.email);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/hash|confirm-reset-password/);
    const rows = await t.database.db
      .select()
      .from(accountLinks)
      .where(and(eq(accountLinks.userId, account.user.id), eq(accountLinks.purpose, 'reset')));
    expect(rows).toEqual([]);
  });
});

describe('POST /auth/reset/password refusals', () => {
  const future = () => new Date(Date.now() + 60_000);

  it('refuses a garbage hash', async () => {
    expect((await reset({ password: NEW_PASSWORD, hash: 'not-a-token' })).json()).toEqual(invalidHash);
  });

  it('refuses an expired hash and an expired reset', async () => {
    const account = await createContractor(t.app);
    const expiredToken = await t.app.deps.tokens.signLink(
      'reset',
      { email: account.email, linkId: randomUUID() },
      new Date(Date.now() - 1000),
    );
    expect((await reset({ password: NEW_PASSWORD, hash: expiredToken })).json()).toEqual(invalidHash);

    const resetId = randomUUID();
    await insertAccountLink(t.database.db, {
      id: resetId,
      userId: account.user.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const liveToken = await t.app.deps.tokens.signLink('reset', { email: account.email, linkId: resetId }, future());
    expect((await reset({ password: NEW_PASSWORD, hash: liveToken })).json()).toEqual(invalidHash);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a hash signed with another secret', async () => {
    const account = await createContractor(t.app);
    const resetId = randomUUID();
    await insertAccountLink(t.database.db, { id: resetId, userId: account.user.id, expiresAt: future() });
    const forger = new TokenService({ ...t.config.auth, forgotSecret: 'another-secret-0123456789abcdef0123456789' });
    const hash = await forger.signLink('reset', { email: account.email, linkId: resetId }, future());
    expect((await reset({ password: NEW_PASSWORD, hash })).json()).toEqual(invalidHash);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a hash for another e-mail without spending it', async () => {
    const account = await createContractor(t.app);
    const hash = await mailedHash(account.email);
    expect((await reset({ password: NEW_PASSWORD, hash, email: uniqueEmail() })).json()).toEqual(invalidHash);
    expect((await reset({ password: NEW_PASSWORD, hash })).statusCode).toBe(204);
  });

  it('names a password that is too short', async () => {
    const response = await reset({ password: 'short', hash: 'whatever' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toMatch(/password/);
  });
});

describe('rate limit', () => {
  it('answers 429 to the third request from one address', async () => {
    const limited = await buildTestApp({ rateLimit: { authMax: 2 } });
    try {
      const send = () =>
        limited.app.inject({ method: 'POST', url: '/api/v1/auth/forgot/password', payload: { email: uniqueEmail() } });
      expect((await send()).statusCode).toBe(422);
      expect((await send()).statusCode).toBe(422);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ status: 429, message: expect.any(String) });
    } finally {
      await limited.close();
    }
  });
});
