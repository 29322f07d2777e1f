import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  bearer,
  createClient,
  createContractor,
  createUserWithoutProfile,
  type Account,
} from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });

const me = async (account: Account) => (await call('GET', '/auth/me', account.token)).json();
const detailIdOf = (account: Account) => account.user.businessDetail!.id;

const DETAIL = {
  orgName: 'Totara Foods',
  industry: 'agriculture,retail',
  segment: 'mid-market',
  headQuarters: 'au',
  teamSize: '51-200',
};

describe('POST /business-details', () => {
  it("creates a client's one business detail, then refuses a second", async () => {
    const account = await createUserWithoutProfile(t.app, 'client');
    const created = await call('POST', '/business-details', account.token, DETAIL);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), ...DETAIL, headQuarters: 'AU' });
    expect((await me(account)).businessDetail).toEqual(created.json());

    const again = await call('POST', '/business-details', account.token, { ...DETAIL, orgName: 'Second' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ status: 422, errors: { general: 'businessDetailAlreadyExists' } });
    expect((await me(account)).businessDetail).toEqual(created.json());
  });

  it('refuses a client who signed up with one', async () => {
    const account = await createClient(t.app);
    const response = await call('POST', '/business-details', account.token, DETAIL);
    expect(response.json()).toEqual({ status: 422, errors: { general: 'businessDetailAlreadyExists' } });
  });

  it('lets exactly one of concurrent creations through', async () => {
    const account = await createUserWithoutProfile(t.app, 'client');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/business-details', account.token, DETAIL)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
  });

  it('is for clients only (403) and signed-in users only (401)', async () => {
    const contractor = await createContractor(t.app);
    const forbidden = await call('POST', '/business-details', contractor.token, DETAIL);
    expect(forbidden.statusCode).toBe(403);
    expect((await me(contractor)).businessDetail).toBeNull();
    expect((await call('POST', '/business-details', undefined, DETAIL)).statusCode).toBe(401);
  });

  it.each([
    ['orgName', '', 'orgName should not be empty'],
    ['industry', 'banking,fishing', expect.stringContaining('must be a comma-joined list')],
    ['segment', 'galactic', expect.stringContaining('must be one of the following values')],
    ['headQuarters', 'XX', 'invalidCountry'],
    ['teamSize', '7', expect.stringContaining('must be one of the following values')],
  ])('refuses an invalid %s with 422 and creates nothing', async (field, value, message) => {
    const account = await createUserWithoutProfile(t.app, 'client');
    const response = await call('POST', '/business-details', account.token, { ...DETAIL, [field]: value });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: message });
    expect((await me(account)).businessDetail).toBeNull();
  });
});

describe('PATCH /business-details/{id}', () => {
  it('changes only the given fields', async () => {
    const account = await createClient(t.app);
    const before = account.user.businessDetail!;
    const response = await call('PATCH', `/business-details/${detailIdOf(account)}`, account.token, {
      orgName: 'Kauri Labs',
      teamSize: '201-500',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...before, orgName: 'Kauri Labs', teamSize: '201-500' });
    expect((await me(account)).businessDetail).toEqual(response.json());
  });

  it('refuses an invalid field and changes nothing', async () => {
    const account = await createClient(t.app);
    const response = await call('PATCH', `/business-details/${detailIdOf(account)}`, account.token, {
      orgName: 'Renamed',
      segment: 'galactic',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['segment']);
    expect((await me(account)).businessDetail).toEqual(account.user.businessDetail);
  });

  it("answers 404 for another client's, a missing or a non-numeric id; 401 without a token", async () => {
    const owner = await createClient(t.app);
    const other = await createClient(t.app);
    const url = `/business-details/${detailIdOf(owner)}`;
    expect((await call('PATCH', url, other.token, { orgName: 'Hijacked' })).statusCode).toBe(404);
    expect((await call('PATCH', '/business-details/2147483647', other.token, { orgName: 'X' })).statusCode).toBe(404);
    expect((await call('PATCH', '/business-details/abc', other.token, { orgName: 'X' })).statusCode).toBe(404);
    expect((await call('PATCH', url, undefined, { orgName: 'Hijacked' })).statusCode).toBe(401);
    expect((await me(owner)).businessDetail).toEqual(owner.user.businessDetail);
  });
});
