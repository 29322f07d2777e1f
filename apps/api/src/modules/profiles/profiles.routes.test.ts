import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  bearer,
  createClient,
  createContractor,
  createProject,
  createUserWithoutProfile,
  type Account,
} from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });

const me = async (account: Account) => (await call('GET', '/auth/me', account.token)).json();
const profileIdOf = (account: Account) => account.user.profiles[0]!.id;

describe('GET /profiles/{id}', () => {
  it("returns the caller's profile in the shape of /auth/me", async () => {
    const account = await createClient(t.app);
    const response = await call('GET', `/profiles/${profileIdOf(account)}`, account.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await me(account)).profiles[0]);
  });

  it("answers 404 for another user's, a missing or a non-numeric id, and 401 without a token", async () => {
    const owner = await createClient(t.app);
    const other = await createClient(t.app);
    expect((await call('GET', `/profiles/${profileIdOf(owner)}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', '/profiles/2147483647', other.token)).statusCode).toBe(404);
    expect((await call('GET', '/profiles/abc', other.token)).statusCode).toBe(404);
    expect((await call('GET', `/profiles/${profileIdOf(owner)}`)).statusCode).toBe(401);
  });
});

describe('PATCH /profiles/{id}', () => {
  it('updates scalar fields and replaces link lists in the order given', async () => {
    const account = await createContractor(t.app, { skills: [{ id: 1 }], jobRole: [{ id: 2 }] });
    const id = profileIdOf(account);
    const response = await call('PATCH', `/profiles/${id}`, account.token, {
      description: 'Fractional CFO for growing firms',
      jobLevel: 'management',
      website: 'https://example.com',
      skills: [{ id: 5 }, { id: 2 }, { id: 9 }],
      jobRole: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({ id, description: 'Fractional CFO for growing firms', jobLevel: 'management' });
    expect(profile.skills.map((skill: { id: number }) => skill.id)).toEqual([5, 2, 9]);
    expect(profile.jobRole).toEqual([]);
    expect(profile.yearsOfExperience).toBe('15+');
    expect((await call('GET', `/profiles/${id}`, account.token)).json()).toEqual(profile);
  });

  it('refuses a website that is not an http(s) address with a domain (invalidUrl) and keeps the stored one', async () => {
    const account = await createContractor(t.app, { website: 'https://example.com/ana' });
    const id = profileIdOf(account);
    for (const website of ['not a url', 'https://not a url', 'acme.com', 'ftp://acme.com', 'javascript:alert(1)']) {
      const response = await call('PATCH', `/profiles/${id}`, account.token, { website });
      expect(response.statusCode, website).toBe(422);
      expect(response.json().errors, website).toEqual({ website: 'invalidUrl' });
    }
    const viaMe = await call('PATCH', '/auth/me', account.token, { profile: { website: 'not a url' } });
    expect(viaMe.json()).toEqual({ status: 422, errors: { 'profile.website': 'invalidUrl' } });
    expect((await me(account)).profiles[0].website).toBe('https://example.com/ana');

    const accepted = await call('PATCH', `/profiles/${id}`, account.token, { website: 'http://www.acme.co.nz/team' });
    expect(accepted.json().website).toBe('http://www.acme.co.nz/team');
  });

  it('serialises concurrent edits of the same links instead of failing', async () => {
    const account = await createContractor(t.app);
    const url = `/profiles/${profileIdOf(account)}`;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call('PATCH', url, account.token, { skills: [{ id: 4 }, { id: 7 }] })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await me(account)).profiles[0].skills.map((skill: { id: number }) => skill.id)).toEqual([4, 7]);
  });

  it('accepts a list of the own projects and changes nothing with it', async () => {
    const account = await createClient(t.app);
    const { id: projectId } = await createProject(t.app, account);
    const response = await call('PATCH', `/profiles/${profileIdOf(account)}`, account.token, {
      projects: [{ id: projectId }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().projects).toEqual([{ id: projectId, name: 'Market entry' }]);
  });

  it("refuses another client's or a missing project and writes nothing", async () => {
    const account = await createClient(t.app);
    const other = await createClient(t.app);
    const { id: foreign } = await createProject(t.app, other);
    const before = (await me(account)).profiles[0];
    for (const projects of [[{ id: foreign }], [{ id: 2_000_000_000 }]]) {
      const response = await call('PATCH', `/profiles/${profileIdOf(account)}`, account.token, {
        description: 'Should not be saved',
        projects,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 422, errors: { projects: 'notOwnProject' } });
    }
    expect((await me(account)).profiles[0]).toEqual(before);
  });

  it('rolls back the scalar fields when a link is unknown', async () => {
    const account = await createContractor(t.app);
    const before = (await me(account)).profiles[0];
    const response = await call('PATCH', `/profiles/${profileIdOf(account)}`, account.token, {
      description: 'Should not be saved',
      skills: [{ id: 1 }, { id: 999_999 }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ skills: 'unknownReference' });
    expect((await me(account)).profiles[0]).toEqual(before);
  });

  it.each([
    [{ description: 'x' }, 'description', 'description must be longer than or equal to 2 characters'],
    [{ skills: [1, 2, 3, 4, 5, 6].map((id) => ({ id })) }, 'skills', 'skills must contain no more than 5 elements'],
    [{ expertise: [{ id: 1 }, { id: 1 }] }, 'expertise', 'expertise must not contain duplicates'],
    [{ jobLevel: 'intern' }, 'jobLevel', expect.stringContaining('must be one of the following values')],
    [{ yearsOfExperience: null }, 'yearsOfExperience', expect.stringContaining('must be one of the following values')],
    [{ projects: [{ id: 'one' }] }, 'projects.0.id', expect.any(String)],
  ])('refuses %j with 422 on that field', async (body, field, message) => {
    const account = await createContractor(t.app);
    const response = await call('PATCH', `/profiles/${profileIdOf(account)}`, account.token, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: message });
  });

  it("answers 404 for another user's profile and leaves it unchanged; 401 without a token", async () => {
    const owner = await createClient(t.app);
    const other = await createClient(t.app);
    const before = (await me(owner)).profiles[0];
    const url = `/profiles/${profileIdOf(owner)}`;
    expect((await call('PATCH', url, other.token, { description: 'Hijacked' })).statusCode).toBe(404);
    expect((await call('PATCH', url, undefined, { description: 'Hijacked' })).statusCode).toBe(401);
    expect((await me(owner)).profiles[0]).toEqual(before);
  });
});

describe('POST /profiles', () => {
  const body = (account: Account) => ({
    user: { id: account.user.id },
    yearsOfExperience: '5-9',
    jobLevel: 'team_lead',
    description: 'Growth marketer',
    expertise: [{ id: 3 }, { id: 1 }],
  });

  it('creates the one profile of a user who has none, then refuses a second', async () => {
    const account = await createUserWithoutProfile(t.app);
    expect(account.user.profiles).toEqual([]);
    const created = await call('POST', '/profiles', account.token, body(account));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      description: 'Growth marketer',
      jobLevel: 'team_lead',
      user: { id: account.user.id },
      projects: [],
    });
    expect(created.json().expertise.map((item: { id: number }) => item.id)).toEqual([3, 1]);
    expect((await me(account)).profiles).toEqual([created.json()]);

    const again = await call('POST', '/profiles', account.token, body(account));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ status: 422, errors: { user: 'profileAlreadyExists' } });
  });

  it('refuses a profile for a user who signed up with one', async () => {
    const account = await createClient(t.app);
    const response = await call('POST', '/profiles', account.token, body(account));
    expect(response.json()).toEqual({ status: 422, errors: { user: 'profileAlreadyExists' } });
  });

  it('lets exactly one of concurrent creations through', async () => {
    const account = await createUserWithoutProfile(t.app);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/profiles', account.token, body(account))),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
  });

  it('refuses a profile for someone else (403), without a token (401), and creates nothing', async () => {
    const account = await createUserWithoutProfile(t.app);
    const other = await createUserWithoutProfile(t.app);
    expect((await call('POST', '/profiles', account.token, body(other))).statusCode).toBe(403);
    expect((await call('POST', '/profiles', undefined, body(account))).statusCode).toBe(401);
    expect((await me(account)).profiles).toEqual([]);
    expect((await me(other)).profiles).toEqual([]);
  });

  it('refuses unknown references and invalid fields, and creates nothing', async () => {
    const account = await createUserWithoutProfile(t.app);
    const unknown = await call('POST', '/profiles', account.token, { ...body(account), skills: [{ id: 999_999 }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ skills: 'unknownReference' });

    const invalid = await call('POST', '/profiles', account.token, { user: { id: account.user.id }, website: 'x' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['jobLevel', 'website', 'yearsOfExperience']);
    expect((await me(account)).profiles).toEqual([]);
  });
});

describe('availabilitySet', () => {
  it('is false for a new expert who never chose their availability, and true once they do', async () => {
    const expert = await createContractor(t.app);
    expect((await me(expert)).profiles[0]).toMatchObject({ availabilitySet: false });
    // Other profile fields do not count as choosing it.
    await call('PATCH', '/auth/me', expert.token, { profile: { description: 'Fractional CFO' } });
    expect((await me(expert)).profiles[0]).toMatchObject({ availabilitySet: false });
    const saved = await call('PATCH', '/auth/me', expert.token, { profile: { capacityHoursPerWeek: 10 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await me(expert)).profiles[0]).toMatchObject({ availabilitySet: true, capacityHoursPerWeek: 10 });
  });
});
