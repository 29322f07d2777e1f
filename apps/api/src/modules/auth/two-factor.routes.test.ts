import type { LoginResult, MfaRequired, RecoveryCodes, TwoFactorSetup, User } from '@fractional/contract';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { PASSWORD, bearer, createClient, type Account } from '../../../test/factories.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import { TokenService } from './tokens.js';

let catcher: SmtpCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await buildTestApp({ mail: { smtpUrl: catcher.url, pollMs: 50, retryBaseMs: 50 } });
});
afterAll(async () => {
  await t.close();
  await catcher.stop();
});

const post = (url: string, payload?: object, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: token ? bearer(token) : {} });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).json<User>();
const signIn = (account: Account) => post('/auth/email/login', { email: account.email, password: PASSWORD });

/** The code an authenticator app shows `steps` 30-second steps from now. */
/** The code `steps` 30-second steps after the moment `from` (now unless told). */
function codeOf(secret: string, steps = 0, from = Date.now()): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: from + steps * 30_000 });
}

/**
 * A client with two-step sign-in on: its secret and recovery codes. The enabling code was for the step of
 * `enabledAt`: a test that names codes relative to it stays right when a step boundary passes meanwhile.
 */
async function withTwoFactor(): Promise<{
  account: Account;
  secret: string;
  recoveryCodes: string[];
  enabledAt: number;
}> {
  const account = await createClient(t.app);
  const setup = await post('/auth/2fa/setup', undefined, account.token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<TwoFactorSetup>();
  const enabledAt = Date.now();
  const enabled = await post('/auth/2fa/enable', { code: codeOf(secret, 0, enabledAt) }, account.token);
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { account, secret, recoveryCodes: enabled.json<RecoveryCodes>().recoveryCodes, enabledAt };
}

async function mfaTokenOf(account: Account): Promise<string> {
  const response = await signIn(account);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<MfaRequired & { token?: string }>();
  expect(body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
  return body.mfaToken;
}

describe('turning two-step sign-in on and off', () => {
  it('sets up with a QR link, enables only with a right code, hands out ten codes once, and shows on /auth/me', async () => {
    const account = await createClient(t.app);
    expect((await me(account.token)).twoFactor).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const setup = (await post('/auth/2fa/setup', undefined, account.token)).json<TwoFactorSetup>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/Fractional:${encodeURIComponent(account.email)}?issuer=Fractional&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // Set up but not on: signing in still needs the password only.
    expect((await signIn(account)).json<LoginResult>().token).toEqual(expect.any(String));

    const wrong = String((Number(codeOf(setup.secret)) + 1) % 1_000_000).padStart(6, '0');
    expect((await post('/auth/2fa/enable', { code: wrong }, account.token)).json()).toEqual({
      status: 422,
      errors: { code: 'invalidCode' },
    });
    expect((await post('/auth/2fa/enable', { code: '12ab56' }, account.token)).statusCode).toBe(422);
    const since = [...catcher.messages];
    const enabled = await post('/auth/2fa/enable', { code: codeOf(setup.secret) }, account.token);
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = enabled.json<RecoveryCodes>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await me(account.token)).twoFactor).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // On: neither setup nor enable again.
    expect((await post('/auth/2fa/setup', undefined, account.token)).statusCode).toBe(409);
    expect((await post('/auth/2fa/enable', { code: codeOf(setup.secret, 1) }, account.token)).statusCode).toBe(409);
    const notice = await catcher.waitForMail(
      (mail) => !since.includes(mail) && mail.recipients.includes(account.email) && mail.subject.startsWith('Two-step'),
      10_000,
    );
    expect(notice.subject).toBe('Two-step sign-in was turned on for your Fractional account');
    expect(notice.text).not.toContain(setup.secret);
  });

  it('turns off with the password and a code; then signing in needs the password only', async () => {
    const { account, secret, recoveryCodes } = await withTwoFactor();
    const disable = (body: object) => post('/auth/2fa/disable', body, account.token);
    expect((await disable({ password: 'not-it-at-all', code: codeOf(secret, 1) })).json()).toEqual({
      status: 422,
      errors: { password: 'incorrectPassword' },
    });
    expect((await disable({ password: PASSWORD, code: 'wrong-code' })).json()).toEqual({
      status: 422,
      errors: { code: 'invalidCode' },
    });
    // The phone is lost: a recovery code does it too.
    expect((await disable({ password: PASSWORD, code: recoveryCodes[0]!.toUpperCase() })).statusCode).toBe(204);
    expect((await me(account.token)).twoFactor).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await disable({ password: PASSWORD, code: codeOf(secret, 1) })).statusCode).toBe(409);
    expect((await signIn(account)).json<LoginResult>().token).toEqual(expect.any(String));
  });

  it('needs a session for setup, enable and disable', async () => {
    expect((await post('/auth/2fa/setup')).statusCode).toBe(401);
    expect((await post('/auth/2fa/enable', { code: '123456' })).statusCode).toBe(401);
    expect((await post('/auth/2fa/disable', { password: PASSWORD, code: '123456' })).statusCode).toBe(401);
  });
});

describe('signing in with two-step sign-in on', () => {
  it('answers mfaRequired without a session; a code opens one, and that code never works again', async () => {
    const { account, secret, enabledAt } = await withTwoFactor();
    const mfaToken = await mfaTokenOf(account);
    // The token is no session: it opens nothing by itself.
    const asBearer = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(mfaToken) });
    expect(asBearer.statusCode).toBe(401);
    // The enabling code (this step) was used already.
    expect((await post('/auth/2fa/verify', { mfaToken, code: codeOf(secret, 0, enabledAt) })).json()).toEqual({
      status: 422,
      errors: { code: 'invalidCode' },
    });
    const verified = await post('/auth/2fa/verify', { mfaToken, code: codeOf(secret, 1, enabledAt) });
    expect(verified.statusCode, verified.body).toBe(200);
    const session = verified.json<LoginResult>();
    expect((await me(session.token)).id).toBe(account.user.id);
    // One session per second step; and the code of that step is spent for any later one.
    expect((await post('/auth/2fa/verify', { mfaToken, code: codeOf(secret, 1, enabledAt) })).json()).toEqual({
      status: 422,
      errors: { mfaToken: 'invalidMfaToken' },
    });
    const next = await mfaTokenOf(account);
    expect((await post('/auth/2fa/verify', { mfaToken: next, code: codeOf(secret, 1, enabledAt) })).statusCode).toBe(
      422,
    );
  });

  it('lets each recovery code in once, and counts them down', async () => {
    const { account, recoveryCodes } = await withTwoFactor();
    const first = await post('/auth/2fa/verify', {
      mfaToken: await mfaTokenOf(account),
      recoveryCode: recoveryCodes[3],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((await me(first.json<LoginResult>().token)).twoFactor).toEqual({ enabled: true, recoveryCodesLeft: 9 });
    const again = await post('/auth/2fa/verify', {
      mfaToken: await mfaTokenOf(account),
      recoveryCode: recoveryCodes[3],
    });
    expect(again.json()).toEqual({ status: 422, errors: { recoveryCode: 'invalidCode' } });
  });

  it('voids a second step after five wrong codes, and refuses forged, foreign and expired tokens', async () => {
    const { account, secret } = await withTwoFactor();
    const mfaToken = await mfaTokenOf(account);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await post('/auth/2fa/verify', {
        mfaToken,
        code: '000000' === codeOf(secret, 1) ? '111111' : '000000',
      });
      expect(wrong.json()).toEqual({ status: 422, errors: { code: 'invalidCode' } });
    }
    // Even the right code is too late now.
    expect((await post('/auth/2fa/verify', { mfaToken, code: codeOf(secret, 1) })).json()).toEqual({
      status: 422,
      errors: { mfaToken: 'invalidMfaToken' },
    });

    const tokens = new TokenService(t.app.deps.config.auth);
    const fresh = await mfaTokenOf(account);
    const [header, payload] = fresh.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { jti: string };
    const other = await createClient(t.app);
    const expired = await tokens.signMfa(
      { challengeId: claims.jti, userId: account.user.id },
      new Date(Date.now() - 1000),
    );
    const foreign = await tokens.signMfa(
      { challengeId: claims.jti, userId: other.user.id },
      new Date(Date.now() + 60_000),
    );
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: String(other.user.id) })).toString('base64url')}.x`;
    for (const token of [expired, foreign, tampered, account.token, 'not-a-token']) {
      expect((await post('/auth/2fa/verify', { mfaToken: token, code: codeOf(secret, 1) })).json()).toEqual({
        status: 422,
        errors: { mfaToken: 'invalidMfaToken' },
      });
    }
    // The untouched second step still works.
    expect((await post('/auth/2fa/verify', { mfaToken: fresh, code: codeOf(secret, 1) })).statusCode).toBe(200);
  });

  it('opens one session when the same second step is sent many times at once', async () => {
    const { account, secret } = await withTwoFactor();
    const mfaToken = await mfaTokenOf(account);
    const code = codeOf(secret, 1);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('/auth/2fa/verify', { mfaToken, code })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(7);
  });

  it('checks the body: one of code and recoveryCode, six digits', async () => {
    const { account } = await withTwoFactor();
    const mfaToken = await mfaTokenOf(account);
    for (const body of [
      { mfaToken },
      { mfaToken, code: '123456', recoveryCode: 'abcde-fghjk' },
      { mfaToken, code: '12345' },
    ]) {
      expect((await post('/auth/2fa/verify', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});
