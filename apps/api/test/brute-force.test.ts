import type { LoginResult, MfaRequired, RecoveryCodes, TwoFactorSetup } from '@fractional/contract';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { PASSWORD, bearer, buildClient, type Account } from './factories.js';

/**
 * The brute-force probe of two-step sign-in (docs/security.md): what an attacker who has the password
 * meets when guessing the second step. Wrong codes are throttled per address like sign-in, a recovery
 * code opens one session once, and an `mfaToken` is no session: it works only at `/auth/2fa/verify`,
 * and for 5 minutes.
 */
let t: TestApp;
const AUTH_MAX = 4;
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: { authMax: AUTH_MAX } });
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let nextAddress = 1;
/** A client address of its own, so each check starts with a fresh sign-in budget. */
const freshAddress = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const post = (url: string, payload: object | undefined, ip: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: token ? bearer(token) : {},
    remoteAddress: ip,
  });

function codeOf(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1, 2].map((steps) => codeOf(secret, steps)));
  for (let guess = 0; ; guess += 1) {
    const code = String(guess).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** A client signed up from an address of its own (sign-up counts against the same per-address budget). */
async function createClient(ip: string): Promise<Account> {
  const body = buildClient();
  const response = await post('/auth/email/register', body, ip);
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json<LoginResult>(), email: body.email, password: body.password };
}

async function withTwoFactor(): Promise<{ account: Account; secret: string; recoveryCodes: string[] }> {
  const ip = freshAddress();
  const account = await createClient(ip);
  const setup = await post('/auth/2fa/setup', undefined, ip, account.token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<TwoFactorSetup>();
  const enabled = await post('/auth/2fa/enable', { code: codeOf(secret) }, ip, account.token);
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { account, secret, recoveryCodes: enabled.json<RecoveryCodes>().recoveryCodes };
}

async function mfaTokenOf(account: Account): Promise<string> {
  const response = await post('/auth/email/login', { email: account.email, password: PASSWORD }, freshAddress());
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MfaRequired>().mfaToken;
}

describe('brute force on the second step', () => {
  it('throttles wrong codes per address like sign-in: past the limit even the right code is refused there', async () => {
    const { account, secret } = await withTwoFactor();
    const mfaToken = await mfaTokenOf(account);
    const attacker = freshAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < AUTH_MAX; attempt += 1)
      statuses.push((await post('/auth/2fa/verify', { mfaToken, code: wrongCode(secret) }, attacker)).statusCode);
    expect(statuses).toEqual(Array(AUTH_MAX).fill(422));
    const limited = await post('/auth/2fa/verify', { mfaToken, code: codeOf(secret, 1) }, attacker);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 429, message: expect.stringMatching(/^Too many attempts/) });
    // The budget is per address: the owner elsewhere still gets in with the right code (4 wrong < 5).
    expect((await post('/auth/2fa/verify', { mfaToken, code: codeOf(secret, 1) }, freshAddress())).statusCode).toBe(
      200,
    );
  });

  it('voids the second step after five wrong codes, from however many addresses', async () => {
    const { account, secret } = await withTwoFactor();
    const mfaToken = await mfaTokenOf(account);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await post('/auth/2fa/verify', { mfaToken, code: wrongCode(secret) }, freshAddress());
      expect(wrong.json()).toEqual({ status: 422, errors: { code: 'invalidCode' } });
    }
    expect((await post('/auth/2fa/verify', { mfaToken, code: codeOf(secret, 1) }, freshAddress())).json()).toEqual({
      status: 422,
      errors: { mfaToken: 'invalidMfaToken' },
    });
  });

  it('lets a recovery code in once, even when it is sent on many second steps at once', async () => {
    const { account, recoveryCodes } = await withTwoFactor();
    const code = recoveryCodes[5]!;
    const tokens = await Promise.all(Array.from({ length: 6 }, () => mfaTokenOf(account)));
    const answers = await Promise.all(
      tokens.map((mfaToken) => post('/auth/2fa/verify', { mfaToken, recoveryCode: code }, freshAddress())),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.statusCode !== 200))
      expect(answer.json()).toEqual({ status: 422, errors: { recoveryCode: 'invalidCode' } });
    const again = await post(
      '/auth/2fa/verify',
      { mfaToken: await mfaTokenOf(account), recoveryCode: code.toUpperCase() },
      freshAddress(),
    );
    expect(again.json()).toEqual({ status: 422, errors: { recoveryCode: 'invalidCode' } });
  });

  it('lets an mfaToken work for 5 minutes only (the clock moved, not waited for)', async () => {
    const { account, secret } = await withTwoFactor();
    // Issued after `before`, so it lives until at least before + 5 min; `late` until at most after + 5 min.
    const before = Date.now();
    const early = await mfaTokenOf(account);
    const late = await mfaTokenOf(account);
    const after = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: after });
    vi.setSystemTime(before + 295_000);
    const inTime = await post('/auth/2fa/verify', { mfaToken: early, code: codeOf(secret) }, freshAddress());
    expect(inTime.statusCode, inTime.body).toBe(200);
    vi.setSystemTime(after + 301_000);
    expect(
      (await post('/auth/2fa/verify', { mfaToken: late, code: codeOf(secret, 1) }, freshAddress())).json(),
    ).toEqual({ status: 422, errors: { mfaToken: 'invalidMfaToken' } });
  });

  it('never lets an mfaToken act as a session, a refresh token, or any other link token', async () => {
    const { account } = await withTwoFactor();
    const mfaToken = await mfaTokenOf(account);
    const ip = freshAddress();
    for (const [method, url] of [
      ['GET', '/auth/me'],
      ['GET', '/auth/me/notifications'],
      ['GET', '/auth/sessions'],
      ['GET', '/projects'],
      ['POST', '/auth/2fa/setup'],
      ['POST', '/auth/logout'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: bearer(mfaToken),
        remoteAddress: ip,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await post('/auth/refresh', undefined, ip, mfaToken)).statusCode).toBe(401);
    const asUnsubscribe = await t.app.inject({
      method: 'POST',
      url: `/api/v1/unsubscribe?token=${mfaToken}`,
      payload: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(asUnsubscribe.json()).toEqual({ status: 422, errors: { token: 'invalidToken' } });
    const asNotMe = await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/not-me?hash=${mfaToken}`,
      payload: { confirm: 'yes' },
    });
    expect(asNotMe.json()).toEqual({ status: 422, errors: { hash: 'invalidHash' } });
    // Without a code the second step opens nothing either.
    expect((await post('/auth/2fa/verify', { mfaToken }, ip)).statusCode).toBe(422);
  });
});
