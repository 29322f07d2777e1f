import {
  Statuses,
  type LoginResult,
  type Passkey,
  type PasskeyList,
  type TwoFactorSetup,
  type User,
} from '@fractional/contract';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { PASSWORD, bearer, createClient, createContractor, type Account } from '../../../test/factories.js';
import { SoftPasskey } from '../../../test/soft-passkey.js';
import { passkeyChallenges, userPasskeys, users } from '../../db/schema/index.js';
import { relyingParty } from './passkeys.service.js';

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let t: TestApp;
let rp: { rpID: string; origin: string };
beforeAll(async () => {
  t = await buildTestApp();
  rp = relyingParty(t.config.appUrl);
});
afterAll(async () => t.close());

const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token?: string) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload,
    headers: { 'user-agent': CHROME_ON_MAC, ...(token ? bearer(token) : {}) },
  });
const post = (url: string, payload?: object, token?: string) => request('POST', url, payload, token);

async function registrationOptions(token: string): Promise<{ challenge: string }> {
  const response = await post('/auth/passkeys/register/options', undefined, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function loginOptions(): Promise<{ challenge: string }> {
  const response = await post('/auth/passkeys/login/options');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A new passkey of `account`, registered through the routes. */
async function addPasskey(account: Account, name?: string): Promise<{ passkey: SoftPasskey; listed: Passkey }> {
  const passkey = new SoftPasskey(rp.origin, rp.rpID);
  const options = await registrationOptions(account.token);
  const response = await post(
    '/auth/passkeys/register/verify',
    { response: passkey.register(options), ...(name ? { name } : {}) },
    account.token,
  );
  expect(response.statusCode, response.body).toBe(201);
  return { passkey, listed: response.json<Passkey>() };
}

const signInWith = async (passkey: SoftPasskey, assertion?: Parameters<SoftPasskey['assert']>[1]) =>
  post('/auth/passkeys/login/verify', { response: passkey.assert(await loginOptions(), assertion) });

const list = async (token: string) => {
  const response = await request('GET', '/auth/passkeys', undefined, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PasskeyList>().data;
};

const invalidPasskey = { status: 422, errors: { response: 'invalidPasskey' } };

describe('adding a passkey and signing in with it', () => {
  it('registers with the options, lists it by the browser’s name, and signs in with no password', async () => {
    const expert = await createContractor(t.app);
    const options = (await post('/auth/passkeys/register/options', undefined, expert.token)).json<{
      challenge: string;
      rp: { id: string; name: string };
      user: { name: string };
      authenticatorSelection: { residentKey: string; userVerification: string };
      attestation: string;
    }>();
    expect(options.rp).toEqual({ id: rp.rpID, name: 'Fractional' });
    expect(options.user.name).toBe(expert.email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.attestation).toBe('none');

    const passkey = new SoftPasskey(rp.origin, rp.rpID);
    const added = await post('/auth/passkeys/register/verify', { response: passkey.register(options) }, expert.token);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(String),
      name: 'Chrome on Mac',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    const listed = await request('GET', '/auth/passkeys', undefined, expert.token);
    expect(listed.json()).toEqual({ data: [added.json()] });
    // The list tells nothing a key could be rebuilt from.
    const [stored] = await t.database.db.select().from(userPasskeys).where(eq(userPasskeys.userId, expert.user.id));
    expect(listed.body).not.toContain(stored!.publicKey);
    expect(listed.body).not.toContain('counter');

    const signedIn = await signInWith(passkey);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.json<LoginResult>();
    expect(session).toEqual({
      token: expect.any(String),
      refreshToken: expect.any(String),
      tokenExpires: expect.any(Number),
      user: expect.objectContaining({ id: expert.user.id, email: expert.email }),
    });
    expect(signedIn.body).not.toContain(stored!.publicKey);
    const me = await request('GET', '/auth/me', undefined, session.token);
    expect(me.json<User>().id).toBe(expert.user.id);
    const [after] = await list(expert.token);
    expect(after!.lastUsedAt).toEqual(expect.any(String));
  });

  it('needs no second step with two-step sign-in on', async () => {
    const client = await createClient(t.app);
    const { passkey } = await addPasskey(client, 'YubiKey');
    const { secret } = (await post('/auth/2fa/setup', undefined, client.token)).json<TwoFactorSetup>();
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    expect((await post('/auth/2fa/enable', { code }, client.token)).statusCode).toBe(200);
    const byPassword = await post('/auth/email/login', { email: client.email, password: PASSWORD });
    expect(byPassword.json()).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });

    const byPasskey = await signInWith(passkey);
    expect(byPasskey.statusCode, byPasskey.body).toBe(200);
    expect(byPasskey.json<LoginResult>().token).toEqual(expect.any(String));
    expect(byPasskey.json()).not.toHaveProperty('mfaRequired');
  });

  it('refuses a deactivated account as e-mail sign-in does', async () => {
    const expert = await createContractor(t.app);
    const { passkey } = await addPasskey(expert);
    await t.database.db.update(users).set({ statusId: Statuses.inactive.id }).where(eq(users.id, expert.user.id));
    const refused = await signInWith(passkey);
    expect(refused.json()).toEqual({ status: 422, errors: { email: 'userInactive' } });
    const byPassword = await post('/auth/email/login', { email: expert.email, password: PASSWORD });
    expect(byPassword.json()).toEqual({ status: 422, errors: { email: 'userInactive' } });
  });
});

describe('what a passkey answer must prove', () => {
  it('uses a challenge once: the same answer again is refused, and so is one to an expired challenge', async () => {
    const expert = await createContractor(t.app);
    const { passkey } = await addPasskey(expert);
    const options = await loginOptions();
    const answer = { response: passkey.assert(options) };
    expect((await post('/auth/passkeys/login/verify', answer)).statusCode).toBe(200);
    expect((await post('/auth/passkeys/login/verify', answer)).json()).toEqual(invalidPasskey);

    const stale = await loginOptions();
    await t.database.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, stale.challenge));
    expect((await post('/auth/passkeys/login/verify', { response: passkey.assert(stale) })).json()).toEqual(
      invalidPasskey,
    );
    // A challenge the server never gave.
    const made = { challenge: Buffer.from('made up by the caller').toString('base64url') };
    expect((await post('/auth/passkeys/login/verify', { response: passkey.assert(made) })).json()).toEqual(
      invalidPasskey,
    );
  });

  it('checks the origin, user verification, the signature counter and that the passkey is registered', async () => {
    const expert = await createContractor(t.app);
    const { passkey } = await addPasskey(expert);
    expect((await signInWith(passkey, { origin: 'https://evil.example' })).json()).toEqual(invalidPasskey);
    expect((await signInWith(passkey, { verified: false })).json()).toEqual(invalidPasskey);
    expect((await signInWith(passkey, { counter: 5 })).statusCode).toBe(200);
    // A counter that did not grow: a replayed or cloned authenticator.
    expect((await signInWith(passkey, { counter: 5 })).json()).toEqual(invalidPasskey);
    expect((await signInWith(passkey, { counter: 3 })).json()).toEqual(invalidPasskey);
    expect((await signInWith(passkey, { counter: 6 })).statusCode).toBe(200);
    const stranger = new SoftPasskey(rp.origin, rp.rpID);
    expect((await signInWith(stranger)).json()).toEqual(invalidPasskey);
  });

  it('keeps ceremonies apart: another user’s or a sign-in challenge cannot register, and a key registers once', async () => {
    const [first, second] = [await createContractor(t.app), await createClient(t.app)];
    const passkey = new SoftPasskey(rp.origin, rp.rpID);
    const firstsOptions = await registrationOptions(first.token);
    const verify = (options: { challenge: string }, token: string, key = passkey) =>
      post('/auth/passkeys/register/verify', { response: key.register(options) }, token);
    expect((await verify(firstsOptions, second.token)).json()).toEqual(invalidPasskey);
    expect((await verify(await loginOptions(), first.token)).json()).toEqual(invalidPasskey);
    expect((await verify(await registrationOptions(first.token), first.token)).statusCode).toBe(201);
    expect((await verify(await registrationOptions(second.token), second.token)).json()).toEqual({
      status: 422,
      errors: { response: 'passkeyExists' },
    });
    const wrongOrigin = await registrationOptions(second.token);
    const answer = new SoftPasskey(rp.origin, rp.rpID).register(wrongOrigin, 'https://evil.example');
    expect((await post('/auth/passkeys/register/verify', { response: answer }, second.token)).json()).toEqual(
      invalidPasskey,
    );
    expect(await list(second.token)).toEqual([]);
  });

  it('opens one session when the same answer is sent many times at once', async () => {
    const expert = await createContractor(t.app);
    const { passkey } = await addPasskey(expert);
    const answer = { response: passkey.assert(await loginOptions()) };
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('/auth/passkeys/login/verify', answer)));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
  });

  it('turns malformed answers into 422s, never 500s', async () => {
    const expert = await createContractor(t.app);
    const { passkey } = await addPasskey(expert);
    const good = passkey.assert(await loginOptions());
    const bodies = [
      {},
      { response: { ...good, type: 'password' } },
      { response: { ...good, id: 'not base64url!' } },
      { response: { ...good, response: { ...good.response, clientDataJSON: 'bm90IGpzb24' } } },
      { response: { ...good, response: { ...good.response, signature: 'AAAA' } } },
      { response: { ...good, response: { ...good.response, authenticatorData: 'AAAA' } } },
    ];
    for (const body of bodies) expect((await post('/auth/passkeys/login/verify', body)).statusCode).toBe(422);
    const registration = await post(
      '/auth/passkeys/register/verify',
      { response: { ...passkey.register(await registrationOptions(expert.token)), rawId: 'AAAA' } },
      expert.token,
    );
    expect(registration.statusCode).toBe(422);
  });
});

describe('managing passkeys', () => {
  it('renames (1 to 60 characters) and deletes own passkeys; a deleted one signs in no more', async () => {
    const expert = await createContractor(t.app);
    const { passkey, listed } = await addPasskey(expert, 'Work laptop');
    const renamed = await request('PATCH', `/auth/passkeys/${listed.id}`, { name: '  Phone  ' }, expert.token);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Passkey>().name).toBe('Phone');
    for (const name of ['', '   ', 'x'.repeat(61)]) {
      const refused = await request('PATCH', `/auth/passkeys/${listed.id}`, { name }, expert.token);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['name']);
    }
    expect((await list(expert.token)).map((item) => item.name)).toEqual(['Phone']);
    const deleted = await request('DELETE', `/auth/passkeys/${listed.id}`, undefined, expert.token);
    expect(deleted.statusCode).toBe(204);
    expect(await list(expert.token)).toEqual([]);
    expect((await signInWith(passkey)).json()).toEqual(invalidPasskey);
    expect((await request('DELETE', `/auth/passkeys/${listed.id}`, undefined, expert.token)).statusCode).toBe(404);
  });

  it("answers 404 for another user's passkey, and for an id that is no UUID, 401 without a session", async () => {
    const [owner, other] = [await createContractor(t.app), await createClient(t.app)];
    const { listed } = await addPasskey(owner);
    expect((await request('PATCH', `/auth/passkeys/${listed.id}`, { name: 'Mine' }, other.token)).statusCode).toBe(404);
    expect((await request('DELETE', `/auth/passkeys/${listed.id}`, undefined, other.token)).statusCode).toBe(404);
    expect(await list(other.token)).toEqual([]);
    expect((await list(owner.token)).map((item) => item.name)).toEqual([listed.name]);
    expect((await request('DELETE', '/auth/passkeys/42', undefined, owner.token)).statusCode).toBe(404);
    expect((await request('GET', '/auth/passkeys')).statusCode).toBe(401);
    expect((await post('/auth/passkeys/register/options')).statusCode).toBe(401);
  });
});
