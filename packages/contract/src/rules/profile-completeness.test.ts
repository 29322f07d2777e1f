import { describe, expect, it } from 'vitest';
import type { User } from '../schemas/users.js';
import { profileCompleteness, profileCompletenessItems } from './profile-completeness.js';

function emptyUser(role: 'client' | 'contractor'): User {
  return {
    id: 1,
    email: 'someone@example.com',
    emailVerifiedAt: null,
    provider: 'email',
    socialId: null,
    firstName: null,
    middleName: null,
    lastName: null,
    role: role === 'client' ? { id: 2, name: 'client' } : { id: 3, name: 'contractor' },
    status: { id: 1, name: 'active' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    deletedAt: null,
    timezone: null,
    mobileNumber: null,
    agreedToTerms: true,
    agreedToPolicies: true,
    fxnlScore: null,
    leadSource: null,
    profiles: [],
    businessDetail: null,
    twoFactor: { enabled: false, recoveryCodesLeft: 0 },
  };
}

const emptyProfile: User['profiles'][number] = {
  id: 1,
  description: null,
  jobRole: [],
  expertise: [],
  skills: [],
  yearsOfExperience: null,
  jobLevel: null,
  website: null,
  cvPath: [],
  fxnlScore: null,
  titleHeader: null,
  leadSource: null,
  fractionalExperience: null,
  projects: [],
  openToWork: true,
  listed: true,
  capacityHoursPerWeek: 10,
  availabilitySet: false,
  hourlyRateMin: null,
  hourlyRateMax: null,
  rateCurrency: 'USD',
  industries: null,
  user: { id: 1 },
};

const fullProfile: User['profiles'][number] = {
  ...emptyProfile,
  description: 'Fractional CFO for growth-stage SaaS',
  jobRole: [{ id: 1, roleCode: 'fractional-cfo', role: 'Fractional CFO' }],
  expertise: [{ id: 1, expertiseCode: 'fundraising', expertise: 'Fundraising' }],
  skills: [{ id: 1, code: 'financial-modelling', skill: 'Financial modelling', description: 'Builds models.' }],
  yearsOfExperience: '15+',
  jobLevel: 'executive',
  website: 'https://example.com',
  leadSource: 'referral',
  fractionalExperience: '1-2',
};

describe('profileCompletenessItems', () => {
  it('counts only the five account items for a user without a profile', () => {
    const items = profileCompletenessItems({ ...emptyUser('contractor'), firstName: 'Aroha' });
    expect(items.map((item) => item.key)).toEqual(['timezone', 'mobileNumber', 'email', 'firstName', 'lastName']);
    expect(items.filter((item) => item.filled).map((item) => item.key)).toEqual(['email', 'firstName']);
  });

  it('adds the seven profile items for a contractor with a profile', () => {
    const items = profileCompletenessItems({ ...emptyUser('contractor'), profiles: [emptyProfile] });
    expect(items.map((item) => item.key)).toEqual([
      'timezone',
      'mobileNumber',
      'email',
      'firstName',
      'lastName',
      'description',
      'jobRole',
      'expertise',
      'skills',
      'yearsOfExperience',
      'jobLevel',
      'website',
    ]);
  });

  it('adds lead source, fractional experience and the business detail for a client', () => {
    const items = profileCompletenessItems({ ...emptyUser('client'), profiles: [emptyProfile] });
    expect(items.map((item) => item.key).slice(12)).toEqual([
      'leadSource',
      'fractionalExperience',
      'orgName',
      'headQuarters',
      'industry',
      'segment',
      'teamSize',
    ]);
  });

  it.each([
    ['an empty string', ''],
    ['blanks only', '   '],
    ['null', null],
  ])('treats %s as not filled', (_label, value) => {
    const items = profileCompletenessItems({ ...emptyUser('contractor'), firstName: value });
    expect(items.find((item) => item.key === 'firstName')?.filled).toBe(false);
  });

  it('treats an empty list as not filled and a non-empty one as filled', () => {
    const items = profileCompletenessItems({
      ...emptyUser('contractor'),
      profiles: [{ ...emptyProfile, skills: fullProfile.skills }],
    });
    expect(items.find((item) => item.key === 'jobRole')?.filled).toBe(false);
    expect(items.find((item) => item.key === 'skills')?.filled).toBe(true);
  });
});

const account = { timezone: '+12:00 Pacific/Auckland', mobileNumber: '+64211234567', firstName: 'A', lastName: 'B' };
const business = {
  id: 1,
  orgName: 'Kauri',
  industry: 'retail',
  segment: 'enterprise',
  headQuarters: 'NZ',
  teamSize: '1-10',
} as const;
const completeClient: User = { ...emptyUser('client'), ...account, profiles: [fullProfile], businessDetail: business };
const completeContractor: User = { ...emptyUser('contractor'), ...account, profiles: [fullProfile] };

/** The complete user with one item emptied, wherever it lives (user, profile or business detail). */
function without(user: User, key: string): User {
  const profile = user.profiles[0]!;
  if (key in account || key === 'email') return { ...user, [key]: key === 'email' ? '' : null };
  if (user.businessDetail && key in user.businessDetail) {
    return { ...user, businessDetail: { ...user.businessDetail, [key]: '' } };
  }
  const empty = Array.isArray(profile[key as keyof typeof profile]) ? [] : null;
  return { ...user, profiles: [{ ...profile, [key]: empty }] };
}

describe('each item counts once', () => {
  const contractorKeys = profileCompletenessItems(completeContractor).map((item) => item.key);
  const clientKeys = profileCompletenessItems(completeClient).map((item) => item.key);

  it.each(contractorKeys)('contractor: without %s, 11 of 12 items are filled', (key) => {
    const user = without(completeContractor, key);
    expect(
      profileCompletenessItems(user)
        .filter((item) => !item.filled)
        .map((item) => item.key),
    ).toEqual([key]);
    expect(profileCompleteness(user)).toBeCloseTo((11 / 12) * 100, 10);
  });

  it.each(clientKeys)('client: without %s, 18 of 19 items are filled', (key) => {
    const user = without(completeClient, key);
    expect(
      profileCompletenessItems(user)
        .filter((item) => !item.filled)
        .map((item) => item.key),
    ).toEqual([key]);
    expect(profileCompleteness(user)).toBeCloseTo((18 / 19) * 100, 10);
  });
});

describe('profileCompleteness', () => {
  it('is 100 for a complete contractor', () => {
    expect(profileCompleteness(completeContractor)).toBe(100);
  });

  it('is 100 for a complete client with a business detail', () => {
    expect(profileCompleteness(completeClient)).toBe(100);
  });

  it('gives a fraction that shows with two decimals', () => {
    // A client with a profile has 19 items; e-mail alone fills 1 of them.
    const percentage = profileCompleteness({ ...emptyUser('client'), profiles: [emptyProfile] });
    expect(percentage.toFixed(2)).toBe('5.26');
  });
});
