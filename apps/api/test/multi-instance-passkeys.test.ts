import type { LoginResult, Passkey } from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoInstances, signUp, type TwoInstances } from './two-instances.js';
import { buildContractor } from './factories.js';
import { SoftPasskey } from './soft-passkey.js';

/**
 * Passkey ceremonies across two real server processes on one PostgreSQL database: options from one
 * instance, the answer to the other (a load balancer may send them anywhere), and a challenge taken
 * on one is gone on both. Needs TEST_DATABASE_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
// Both instances serve one site, as behind a load balancer: the relying party is its URL (docs/security.md#passkeys).
const APP_URL = 'https://app.example.com';

describe.runIf(databaseUrl)('passkeys across two instances', () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await startTwoInstances({ APP_URL });
  }, 120_000);
  afterAll(async () => two?.close());

  it('registers and signs in with each ceremony split over both instances; a used challenge is gone on both', async () => {
    const expert = await signUp(two, 0, buildContractor());
    const passkey = new SoftPasskey(APP_URL, 'app.example.com');
    const creation = await two.send<{ challenge: string }>(0, 'POST', '/auth/passkeys/register/options', expert.token);
    expect(creation.status, creation.text).toBe(200);
    const added = await two.send<Passkey>(1, 'POST', '/auth/passkeys/register/verify', expert.token, {
      response: passkey.register(creation.json()),
    });
    expect(added.status, added.text).toBe(201);

    const request = await two.send<{ challenge: string }>(1, 'POST', '/auth/passkeys/login/options');
    const answer = { response: passkey.assert(request.json()) };
    const signedIn = await two.send<LoginResult>(0, 'POST', '/auth/passkeys/login/verify', undefined, answer);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.json().user.id).toBe(expert.user.id);
    const again = await two.send(1, 'POST', '/auth/passkeys/login/verify', undefined, answer);
    expect(again.json()).toEqual({ status: 422, errors: { response: 'invalidPasskey' } });
  });
});
