import type { BillingDetails } from '@fractional/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDetails } from '../../db/schema/index.js';
import { createAdmin } from '../../../test/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createClient, createContractor, type Account } from '../../../test/factories.js';
import { findBillingParty } from './billing.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'PUT', token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: '/api/v1/billing-details',
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const REQUIRED = { legalName: 'Kauri Analytics Ltd', addressLines: ['1 Queen Street', 'Auckland 1010'], country: 'nz' };
const FULL = {
  legalName: 'Ngaio Consulting',
  addressLines: ['Flat 2', '14 Rue de Rivoli', '75004 Paris'],
  country: 'FR',
  taxId: 'FR40303265045',
  email: 'billing@ngaio.example',
  paymentTermsDays: 14,
  taxRatePct: 20.15,
  taxNote: 'Autoliquidation: reverse charge, article 283-2 du CGI.',
  paymentInstructions: 'IBAN FR76 3000 6000 0112 3456 7890 189, BIC AGRIFRPP',
};

const stored = async (account: Account) =>
  (await t.app.deps.database.db.select().from(billingDetails).where(eq(billingDetails.userId, account.user.id)))[0];

describe('GET /billing-details', () => {
  it('is 404 until the caller stores theirs, 401 without a token', async () => {
    const client = await createClient(t.app);
    const none = await call('GET', client.token);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ status: 404, message: 'No billing details stored' });
    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('PUT', undefined, REQUIRED)).statusCode).toBe(401);
  });
});

describe('PUT /billing-details', () => {
  it('stores the required fields with the defaults, and GET reads them back', async () => {
    const client = await createClient(t.app);
    const response = await call('PUT', client.token, REQUIRED);
    expect(response.statusCode, response.body).toBe(200);
    const expected: BillingDetails = {
      ...REQUIRED,
      country: 'NZ',
      taxId: null,
      email: null,
      paymentTermsDays: 30,
      taxRatePct: 0,
      taxNote: null,
      paymentInstructions: null,
      updatedAt: expect.any(String) as string,
    };
    expect(response.json()).toEqual(expected);
    expect((await call('GET', client.token)).json()).toEqual(response.json());
  });

  it('keeps the tax rate exact, as basis points, and hands the invoice snapshot its party', async () => {
    const expert = await createContractor(t.app);
    const response = await call('PUT', expert.token, FULL);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ...FULL, taxRatePct: 20.15 });
    expect((await stored(expert))?.taxRateBasisPoints).toBe(2015);
    expect(await findBillingParty(t.app.deps.database.db, expert.user.id)).toEqual({
      legalName: FULL.legalName,
      addressLines: FULL.addressLines,
      country: 'FR',
      taxId: FULL.taxId,
      paymentTermsDays: 14,
      taxRateBasisPoints: 2015,
      taxNote: FULL.taxNote,
      paymentInstructions: FULL.paymentInstructions,
    });
    expect(await findBillingParty(t.app.deps.database.db, 2_147_483_647)).toBeNull();
    for (const [pct, basisPoints] of [
      [0.29, 29],
      [7.7, 770],
      [30, 3000],
      [0.01, 1],
    ] as const) {
      const again = await call('PUT', expert.token, { ...REQUIRED, taxRatePct: pct });
      expect(again.json<BillingDetails>().taxRatePct).toBe(pct);
      expect((await stored(expert))?.taxRateBasisPoints).toBe(basisPoints);
    }
  });

  it('writes the record whole: an omitted optional field goes back to its default', async () => {
    const expert = await createContractor(t.app);
    expect((await call('PUT', expert.token, FULL)).statusCode).toBe(200);
    const response = await call('PUT', expert.token, { ...REQUIRED, taxNote: '  ', email: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      legalName: REQUIRED.legalName,
      addressLines: REQUIRED.addressLines,
      country: 'NZ',
      taxId: null,
      email: null,
      paymentTermsDays: 30,
      taxRatePct: 0,
      taxNote: null,
      paymentInstructions: null,
    });
  });

  it.each([
    ['legalName', undefined, 'legalName should not be empty'],
    ['legalName', '   ', 'legalName should not be empty'],
    ['legalName', 'x'.repeat(201), 'legalName must be shorter than or equal to 200 characters'],
    ['addressLines', undefined, 'addressLines should not be empty'],
    ['addressLines', [], 'addressLines must contain at least 1 elements'],
    ['addressLines', ['1', '2', '3', '4', '5'], 'addressLines must contain no more than 4 elements'],
    ['addressLines.1', ['1 Queen Street', ' '], 'addressLines should not be empty'],
    ['country', undefined, 'country should not be empty'],
    ['country', 'XX', 'invalidCountry'],
    ['country', 'USA', 'country must be shorter than or equal to 2 characters'],
    ['taxId', 'x'.repeat(51), 'taxId must be shorter than or equal to 50 characters'],
    ['email', 'not-an-address', 'email must be an email'],
    ['paymentTermsDays', -1, 'paymentTermsDays must not be less than 0'],
    ['paymentTermsDays', 91, 'paymentTermsDays must not be greater than 90'],
    ['paymentTermsDays', 1.5, 'paymentTermsDays must be a int'],
    ['paymentTermsDays', '30', 'paymentTermsDays must be a number'],
    ['taxRatePct', -0.01, 'taxRatePct must not be less than 0'],
    ['taxRatePct', 30.01, 'taxRatePct must not be greater than 30'],
    ['taxRatePct', 12.345, 'tooManyDecimals'],
    ['taxRatePct', 1e-12, 'tooManyDecimals'],
    ['taxNote', 'x'.repeat(301), 'taxNote must be shorter than or equal to 300 characters'],
    ['paymentInstructions', 'x'.repeat(501), 'paymentInstructions must be shorter than or equal to 500 characters'],
  ])('refuses %s = %j with 422 naming it, and keeps what was stored', async (field, value, message) => {
    const client = await createClient(t.app);
    const before = await call('PUT', client.token, FULL);
    const key = field.split('.')[0]!;
    const response = await call('PUT', client.token, { ...FULL, legalName: 'Changed', [key]: value });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { [field]: message } });
    expect((await call('GET', client.token)).json()).toEqual(before.json());
  });

  it('refuses a bad first write too: nothing is stored', async () => {
    const client = await createClient(t.app);
    const response = await call('PUT', client.token, { ...REQUIRED, country: 'ZZ' });
    expect(response.json()).toEqual({ status: 422, errors: { country: 'invalidCountry' } });
    expect((await call('GET', client.token)).statusCode).toBe(404);
    expect(await stored(client)).toBeUndefined();
  });

  it('lets every role keep its own, and nobody reads or writes another account’s', async () => {
    const [client, expert, admin] = [
      await createClient(t.app),
      await createContractor(t.app),
      await createAdmin(t.app),
    ];
    const names = { client: 'Client Party', expert: 'Expert Party', admin: 'Admin Party' };
    for (const [who, account] of [
      ['client', client],
      ['expert', expert],
      ['admin', admin],
    ] as const) {
      const response = await call('PUT', account.token, { ...REQUIRED, legalName: names[who] });
      expect(response.statusCode, `${who}: ${response.body}`).toBe(200);
    }
    for (const [who, account] of [
      ['client', client],
      ['expert', expert],
      ['admin', admin],
    ] as const) {
      expect((await call('GET', account.token)).json<BillingDetails>().legalName, who).toBe(names[who]);
    }
    const other = await createClient(t.app);
    expect((await call('GET', other.token)).statusCode).toBe(404);
    // A userId in the body is not a field of the record: it names nobody else.
    await call('PUT', other.token, { ...REQUIRED, legalName: 'Other Party', userId: client.user.id });
    expect((await call('GET', client.token)).json<BillingDetails>().legalName).toBe('Client Party');
    expect((await call('GET', other.token)).json<BillingDetails>().legalName).toBe('Other Party');
  });

  it('settles concurrent writes of one account into one row, the last write whole', async () => {
    const client = await createClient(t.app);
    const names = Array.from({ length: 6 }, (_, index) => `Party ${index}`);
    const responses = await Promise.all(names.map((legalName) => call('PUT', client.token, { ...FULL, legalName })));
    expect(responses.map((response) => response.statusCode)).toEqual(names.map(() => 200));
    const rows = await t.app.deps.database.db
      .select()
      .from(billingDetails)
      .where(eq(billingDetails.userId, client.user.id));
    expect(rows).toHaveLength(1);
    expect(names).toContain(rows[0]!.legalName);
    expect((await call('GET', client.token)).json()).toMatchObject({ ...FULL, legalName: rows[0]!.legalName });
  });
});
