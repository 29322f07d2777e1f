import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  PASSWORD,
  bearer,
  buildClient,
  buildContractor,
  createClient,
  createContractor,
  uniqueEmail,
} from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });

describe('POST /auth/email/register', () => {
  it('creates a client with profile and business detail and signs them in', async () => {
    const body = buildClient({
      middleName: 'Huia',
      mobileNumber: '+64211234567',
      timezone: '+12:00 Pacific/Auckland',
      skills: [{ id: 3 }, { id: 1 }],
    });
    const response = await post('/auth/email/register', body);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result.token).toEqual(expect.any(String));
    expect(result.refreshToken).toEqual(expect.any(String));
    expect(result.tokenExpires).toBeGreaterThan(Date.now());
    expect(result.user).toMatchObject({
      email: body.email,
      provider: 'email',
      firstName: 'Mere',
      middleName: 'Huia',
      role: { id: 2, name: 'client' },
      status: { id: 1, name: 'active' },
      timezone: '+12:00 Pacific/Auckland',
      mobileNumber: '+64211234567',
      leadSource: 'referral',
      businessDetail: { orgName: 'Kauri Analytics', industry: 'information-technology,retail', headQuarters: 'NZ' },
    });
    expect(result.user.profiles).toHaveLength(1);
    expect(result.user.profiles[0].skills.map((skill: { id: number }) => skill.id)).toEqual([3, 1]);
    expect(result.user.profiles[0].jobRole[0]).toMatchObject({
      id: 1,
      roleCode: expect.any(String),
      role: expect.any(String),
    });
    expect(JSON.stringify(result)).not.toMatch(/password|argon2/i);
  });

  it('makes a contractor when there is no business detail', async () => {
    const account = await createContractor(t.app);
    expect(account.user.role).toEqual({ id: 3, name: 'contractor' });
    expect(account.user.businessDetail).toBeNull();
  });

  it("keeps a contractor's fractional experience, which their expert card shows", async () => {
    const account = await createContractor(t.app, { fractionalExperience: '3-5' });
    expect(account.user.profiles[0]?.fractionalExperience).toBe('3-5');
  });

  it('refuses a taken e-mail in any letter case', async () => {
    const account = await createContractor(t.app);
    const response = await post('/auth/email/register', buildContractor({ email: account.email.toUpperCase() }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { email: 'emailAlreadyExists' } });
  });

  it('names every invalid field', async () => {
    const response = await post('/auth/email/register', {
      ...buildContractor(),
      email: 'not-an-email',
      password: 'short',
      firstName: '',
      description: 'x',
      mobileNumber: '+6412',
      website: 'not a url',
      agreedToTerms: false,
      jobLevel: 'intern',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: 'email must be an email',
      password: 'password must be longer than or equal to 8 characters',
      firstName: 'firstName should not be empty',
      description: 'description must be longer than or equal to 2 characters',
      mobileNumber: 'invalidPhone',
      website: 'invalidUrl',
      agreedToTerms: 'agreedToTerms must be accepted',
      jobLevel:
        'jobLevel must be one of the following values: executive, management, team_lead, individual_contributor',
    });
  });

  it('refuses unknown reference ids and timezones without writing anything', async () => {
    const body = buildContractor({ skills: [{ id: 999_999 }] });
    const response = await post('/auth/email/register', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ skills: 'unknownReference' });
    const login = await post('/auth/email/login', { email: body.email, password: PASSWORD });
    expect(login.json().errors).toEqual({ email: 'notFound' });

    const badZone = await post('/auth/email/register', buildContractor({ timezone: '+01:00 Mars/Olympus' }));
    expect(badZone.json().errors).toEqual({ timezone: 'invalidTimezone' });
  });

  it('gives one 201 and 422s for concurrent sign-ups with one e-mail', async () => {
    const body = buildContractor();
    const responses = await Promise.all(Array.from({ length: 8 }, () => post('/auth/email/register', body)));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
  });
});

describe('POST /auth/email/login', () => {
  it('signs in with the right password', async () => {
    const account = await createClient(t.app);
    const response = await post('/auth/email/login', { email: account.email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(account.email);
  });

  it('tells unknown e-mail and wrong password apart by key', async () => {
    const account = await createContractor(t.app);
    const wrong = await post('/auth/email/login', { email: account.email, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ status: 422, errors: { password: 'incorrectPassword' } });
    const unknown = await post('/auth/email/login', { email: 'nobody@example.com', password: 'whatever' });
    expect(unknown.json()).toEqual({ status: 422, errors: { email: 'notFound' } });
  });
});

describe('session lifecycle', () => {
  it('reads and updates the signed-in user', async () => {
    const account = await createClient(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(account.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(account.user.id);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/me',
      headers: bearer(account.token),
      payload: { firstName: 'Mereana', timezone: '+00:00 Europe/London', businessDetail: { orgName: 'Kauri Labs' } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({
      firstName: 'Mereana',
      timezone: '+00:00 Europe/London',
      businessDetail: { orgName: 'Kauri Labs', segment: 'small-business' },
    });
  });

  it('refuses to change e-mail or password through PATCH /auth/me', async () => {
    const account = await createContractor(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/me',
      headers: bearer(account.token),
      payload: { email: 'new@example.com', password: 'new-password-1' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: 'cannotBeChanged', password: 'cannotBeChanged' });
  });

  it('refuses a business detail for a contractor', async () => {
    const account = await createContractor(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/me',
      headers: bearer(account.token),
      payload: { businessDetail: { orgName: 'Mine' } },
    });
    expect(response.statusCode).toBe(403);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, message: 'Unauthorized' });
    const refreshAsAccess = await createContractor(t.app);
    const wrongKind = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(refreshAsAccess.refreshToken),
    });
    expect(wrongKind.statusCode).toBe(401);
  });

  it('rotates refresh tokens and revokes the session when a used one comes back', async () => {
    const account = await createContractor(t.app);
    const first = await post('/auth/refresh', undefined, bearer(account.refreshToken));
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refreshToken).not.toBe(account.refreshToken);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(rotated.token) });
    expect(me.statusCode).toBe(200);

    const reused = await post('/auth/refresh', undefined, bearer(account.refreshToken));
    expect(reused.statusCode).toBe(401);
    // Reuse revoked the session: the newest tokens are dead too.
    expect((await post('/auth/refresh', undefined, bearer(rotated.refreshToken))).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(rotated.token) })).statusCode,
    ).toBe(401);
  });

  it('lets at most one of concurrent refreshes with one token succeed', async () => {
    const account = await createContractor(t.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post('/auth/refresh', undefined, bearer(account.refreshToken))),
    );
    expect(responses.filter((response) => response.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(responses.every((response) => response.statusCode === 200 || response.statusCode === 401)).toBe(true);
  });

  it('logout kills access and refresh tokens at once', async () => {
    const account = await createContractor(t.app);
    const logout = await post('/auth/logout', undefined, bearer(account.token));
    expect(logout.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(account.token) })).statusCode,
    ).toBe(401);
    expect((await post('/auth/refresh', undefined, bearer(account.refreshToken))).statusCode).toBe(401);
  });
});

describe('POST /auth/email/check', () => {
  it('tells whether an address is free for a sign-up, whatever its case, and nothing else', async () => {
    const account = await createContractor(t.app);
    const check = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/email/check', payload });
    const taken = await check({ email: account.email.toUpperCase() });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ available: false });
    expect((await check({ email: uniqueEmail('free') })).json()).toEqual({ available: true });
    expect((await check({ email: 'not-an-address' })).statusCode).toBe(422);
    expect((await check({})).statusCode).toBe(422);
  });
});
