import type { AuditPage, FxRates } from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createClient, createContractor, type Account } from '../../../test/factories.js';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

const getRates = () => t.app.inject({ method: 'GET', url: '/api/v1/fx-rates' });
const putRates = (token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/fx-rates',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

describe('GET /fx-rates', () => {
  it('answers the seeded rates against USD without signing in', async () => {
    const response = await getRates();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<FxRates>();
    expect(body.base).toBe('USD');
    expect(body.rates).toMatchObject({ EUR: 0.92, GBP: 0.79, JPY: 150, SEK: 10.6 });
    expect(Object.keys(body.rates)).not.toContain('USD');
    expect(Date.parse(body.updatedAt!)).not.toBeNaN();
  });
});

describe('PUT /admin/fx-rates', () => {
  it('replaces every rate exactly as typed, and the public list shows them at once', async () => {
    const before = Date.now();
    const response = await putRates(admin.token, { rates: { EUR: 0.923456, JPY: 151.25, BRL: 5 } });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<FxRates>();
    expect(body.rates).toEqual({ BRL: 5, EUR: 0.923456, JPY: 151.25 });
    expect(Date.parse(body.updatedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await getRates()).json<FxRates>()).toEqual(body);
  });

  it('is audited with the rates before and after', async () => {
    await putRates(admin.token, { rates: { EUR: 0.9, GBP: 0.8 } });
    const response = await putRates(admin.token, { rates: { EUR: 0.95 } });
    expect(response.statusCode, response.body).toBe(200);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit?action=fxRates.replaced',
      headers: bearer(admin.token),
    });
    const [entry] = audit.json<AuditPage>().data;
    expect(entry).toMatchObject({
      action: 'fxRates.replaced',
      actor: { id: admin.user.id },
      target: { type: 'fxRates', id: 0 },
      before: { rates: { EUR: 0.9, GBP: 0.8 } },
      after: { rates: { EUR: 0.95 } },
    });
  });

  it('is refused to anyone but an admin: 401 signed out, 403 for a client or an expert', async () => {
    const client = await createClient(t.app);
    const expert = await createContractor(t.app);
    const body = { rates: { EUR: 2 } };
    expect((await putRates(undefined, body)).statusCode).toBe(401);
    expect((await putRates(client.token, body)).statusCode).toBe(403);
    expect((await putRates(expert.token, body)).statusCode).toBe(403);
    // Even a malformed body: the role gate runs first.
    expect((await putRates(client.token, { rates: { XYZ: -1 } })).statusCode).toBe(403);
    expect((await getRates()).json<FxRates>().rates.EUR).not.toBe(2);
  });

  it.each([
    ['an unknown currency', { XYZ: 1.2 }, 'rates.XYZ'],
    ['the base itself', { USD: 1 }, 'rates.USD'],
    ['zero', { EUR: 0 }, 'rates.EUR'],
    ['a negative rate', { GBP: -0.8 }, 'rates.GBP'],
    ['more than six decimals', { CHF: 0.1234567 }, 'rates.CHF'],
    ['a string', { SEK: '10.5' }, 'rates.SEK'],
    ['an absurd rate', { JPY: 1e9 }, 'rates.JPY'],
  ])('refuses %s with 422 naming the key, changing nothing', async (_name, rates, field) => {
    const stored = (await getRates()).json<FxRates>();
    const response = await putRates(admin.token, { rates: { EUR: 0.91, ...rates } });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json<{ errors: Record<string, string> }>().errors)).toEqual([field]);
    expect((await getRates()).json<FxRates>()).toEqual(stored);
  });

  it('says which decimals are too many with the tooManyDecimals key', async () => {
    const response = await putRates(admin.token, { rates: { EUR: 0.1234567 } });
    expect(response.json()).toMatchObject({ errors: { 'rates.EUR': 'tooManyDecimals' } });
  });

  it('leaves a currency out as no rate; an empty set answers updatedAt null', async () => {
    const response = await putRates(admin.token, { rates: {} });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FxRates>()).toEqual({ base: 'USD', rates: {}, updatedAt: null });
  });

  it('settles concurrent replacements: the stored set is one of them whole, never a mix', async () => {
    const sets = Array.from({ length: 6 }, (_, i) => ({ EUR: (90 + i) / 100, GBP: (70 + i) / 100, JPY: 140 + i }));
    const responses = await Promise.all(sets.map((rates) => putRates(admin.token, { rates })));
    expect(responses.map((response) => response.statusCode)).toEqual(sets.map(() => 200));
    const stored = (await getRates()).json<FxRates>().rates;
    expect(sets).toContainEqual(stored);
  });
});
