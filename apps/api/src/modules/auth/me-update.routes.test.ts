import type { User } from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createClient, createContractor, createUserWithoutProfile } from '../../../test/factories.js';

// PATCH /auth/me with `profile`: how the edit-profile forms save user, profile and business detail at once.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const patchMe = (token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/auth/me', headers: bearer(token), payload });
const getMe = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).json<User>();

describe('PATCH /auth/me with a profile', () => {
  it("saves a contractor's own fields and profile together, clearing what is sent as null or []", async () => {
    const account = await createContractor(t.app, {
      description: 'Interim CFO',
      website: 'https://example.com/aroha',
      jobRole: [{ id: 1 }],
    });
    const response = await patchMe(account.token, {
      firstName: 'Arohanui',
      mobileNumber: '+64211234567',
      timezone: '+12:00 Pacific/Auckland',
      profile: {
        description: null,
        website: 'https://www.linkedin.com/in/arohanui',
        jobLevel: 'management',
        yearsOfExperience: '10-14',
        jobRole: [],
        expertise: [{ id: 2 }, { id: 1 }],
        skills: [{ id: 3 }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json<User>();
    expect(user).toMatchObject({ firstName: 'Arohanui', mobileNumber: '+64211234567' });
    expect(user.profiles[0]).toMatchObject({
      description: null,
      website: 'https://www.linkedin.com/in/arohanui',
      jobLevel: 'management',
      yearsOfExperience: '10-14',
      jobRole: [],
    });
    expect(user.profiles[0]?.expertise.map((item) => item.id)).toEqual([2, 1]);
    expect(user.profiles[0]?.skills.map((item) => item.id)).toEqual([3]);
    expect(await getMe(account.token)).toEqual(user);
  });

  it("saves a client's user, profile and business detail in one call", async () => {
    const account = await createClient(t.app);
    const response = await patchMe(account.token, {
      lastName: 'Parata-Hohaia',
      profile: { leadSource: 'events_webinars', fractionalExperience: '6+', skills: [{ id: 1 }] },
      businessDetail: { orgName: 'Kauri Labs', industry: 'banking', teamSize: '1-10' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json<User>();
    expect(user.lastName).toBe('Parata-Hohaia');
    expect(user.profiles[0]).toMatchObject({ leadSource: 'events_webinars', fractionalExperience: '6+' });
    expect(user.businessDetail).toMatchObject({ orgName: 'Kauri Labs', industry: 'banking', teamSize: '1-10' });
  });

  it('changes nothing when a later part fails: an unknown skill leaves names and business as they were', async () => {
    const account = await createClient(t.app);
    const before = await getMe(account.token);
    const response = await patchMe(account.token, {
      firstName: 'Changed',
      profile: { description: 'Changed too', skills: [{ id: 2_000_000 }] },
      businessDetail: { orgName: 'Changed Ltd' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { 'profile.skills': 'unknownReference' } });
    expect(await getMe(account.token)).toEqual(before);
  });

  it('changes nothing when the business detail of a client without one is incomplete', async () => {
    const account = await createUserWithoutProfile(t.app, 'client');
    const response = await patchMe(account.token, {
      firstName: 'Changed',
      profile: { jobLevel: 'executive', yearsOfExperience: '15+' },
      businessDetail: { orgName: 'Half a business' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({ 'businessDetail.segment': 'segment should not be empty' });
    const after = await getMe(account.token);
    expect(after.firstName).not.toBe('Changed');
    expect(after.profiles).toEqual([]);
    expect(after.businessDetail).toBeNull();
  });

  it('creates the profile of a user who has none, which needs job level and years of experience', async () => {
    const account = await createUserWithoutProfile(t.app, 'contractor');
    const incomplete = await patchMe(account.token, { profile: { description: 'No level yet' } });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors).toEqual({
      'profile.jobLevel': 'jobLevel should not be empty',
      'profile.yearsOfExperience': 'yearsOfExperience should not be empty',
    });

    const created = await patchMe(account.token, {
      profile: { jobLevel: 'team_lead', yearsOfExperience: '0-4', jobRole: [{ id: 1 }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<User>().profiles).toHaveLength(1);
    expect(created.json<User>().profiles[0]).toMatchObject({ jobLevel: 'team_lead', jobRole: [{ id: 1 }] });
  });

  it.each([
    ['description', 'x', 'description must be longer than or equal to 2 characters'],
    ['jobLevel', 'intern', expect.stringContaining('must be one of the following values')],
    ['skills', Array.from({ length: 6 }, (_, index) => ({ id: index + 1 })), expect.any(String)],
  ])('refuses an invalid profile.%s with 422 under its dotted name', async (field, value, message) => {
    const account = await createContractor(t.app);
    const response = await patchMe(account.token, { profile: { [field]: value } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [`profile.${field}`]: message });
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/me',
      payload: { profile: { description: 'Anonymous' } },
    });
    expect(response.statusCode).toBe(401);
  });
});
