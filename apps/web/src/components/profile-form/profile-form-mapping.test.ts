import { Roles, UserUpdateSchema } from '@fractional/contract';
import { describe, expect, it } from 'vitest';
import { FormMessages } from '../../lib/form-messages';
import { buildBusinessDetail, buildProfile, buildSkill, buildUser } from '../../test/builders';
import { clientProfileDefaults, contractorProfileDefaults } from './profile-form-defaults';
import { formFieldOfServerKey, serverFieldErrors, toProfileSave } from './profile-form-mapping';
import { clientProfileSchema, contractorProfileSchema } from './profile-form-schema';

const fullContractor = buildUser({
  provider: 'email',
  middleName: 'Mere',
  mobileNumber: '+64211234567',
  timezone: '+12:00 Pacific/Auckland',
  profiles: [
    buildProfile({
      description: 'Fractional CFO',
      website: 'https://linkedin.com/in/ana',
      jobRole: [{ id: 3, roleCode: 'cfo', role: 'CFO' }],
      expertise: [{ id: 2, expertiseCode: 'finance', expertise: 'Finance' }],
      skills: [buildSkill(4)],
      fractionalExperience: '3-5',
    }),
  ],
});

describe('profile form defaults', () => {
  it('load every field of a contractor, with the country of the phone number', () => {
    expect(contractorProfileDefaults(fullContractor)).toEqual({
      firstName: 'Ana',
      middleName: 'Mere',
      lastName: 'Tui',
      mobileNumber: '+64211234567',
      phoneCountry: 'NZ',
      timeZone: '+12:00 Pacific/Auckland',
      description: 'Fractional CFO',
      jobLevel: 'team_lead',
      yearsOfExperience: '5-9',
      roles: [3],
      expertise: [2],
      website: 'https://linkedin.com/in/ana',
      skills: [buildSkill(4)],
      fractionalExperience: '3-5',
    });
  });

  it("load a client's fractional experience and business, industries as a list", () => {
    const client = buildUser({
      role: Roles.client,
      profiles: [buildProfile({ leadSource: 'referral', fractionalExperience: '1-2' })],
      businessDetail: buildBusinessDetail(),
    });
    expect(clientProfileDefaults(client)).toMatchObject({
      leadSource: 'referral',
      fractionalExperience: '1-2',
      organizationName: 'Kauri Analytics',
      headQuarters: 'NZ',
      industry: ['information-technology', 'retail'],
      segment: 'small-business',
      teamSize: '11-50',
    });
  });
});

describe('toProfileSave', () => {
  it('sends person and profile in one body, clearing what the user emptied', () => {
    const input = { ...contractorProfileDefaults(fullContractor), middleName: ' ', description: '', roles: [] };
    const body = toProfileSave(contractorProfileSchema.parse(input));
    expect(body).toEqual({
      firstName: 'Ana',
      middleName: null,
      lastName: 'Tui',
      mobileNumber: '+64211234567',
      timezone: '+12:00 Pacific/Auckland',
      profile: {
        description: null,
        jobLevel: 'team_lead',
        yearsOfExperience: '5-9',
        jobRole: [],
        expertise: [{ id: 2 }],
        skills: [{ id: 4 }],
        website: 'https://linkedin.com/in/ana',
        fractionalExperience: '3-5',
      },
    });
    expect(UserUpdateSchema.safeParse(body).success).toBe(true);
  });

  it("adds a client's fractional experience and business detail", () => {
    const client = buildUser({
      role: Roles.client,
      profiles: [
        buildProfile({
          leadSource: 'referral',
          fractionalExperience: '1-2',
          jobRole: fullContractor.profiles[0]!.jobRole,
        }),
      ],
      businessDetail: buildBusinessDetail(),
    });
    const input = { ...clientProfileDefaults(client), expertise: [2], industry: ['banking' as const] };
    const body = toProfileSave(clientProfileSchema.parse(input));
    expect(body.profile).toMatchObject({ leadSource: 'referral', fractionalExperience: '1-2', jobRole: [{ id: 3 }] });
    expect(body.businessDetail).toEqual({
      orgName: 'Kauri Analytics',
      headQuarters: 'NZ',
      industry: 'banking',
      segment: 'small-business',
      teamSize: '11-50',
    });
    expect(UserUpdateSchema.safeParse(body).success).toBe(true);
  });
});

describe('website', () => {
  const withWebsite = (website: string) => ({ ...contractorProfileDefaults(fullContractor), website });

  it('takes a bare domain as https://', () => {
    const values = contractorProfileSchema.parse(withWebsite(' acme.com/team '));
    expect(toProfileSave(values).profile?.website).toBe('https://acme.com/team');
  });

  it.each(['not a url', 'https://not a url', 'ftp://acme.com', 'localhost', 'javascript:alert(1)'])(
    'refuses %s with a sentence',
    (website) => {
      const result = contractorProfileSchema.safeParse(withWebsite(website));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['website', 'invalidUrl'],
      ]);
    },
  );
});

describe('server errors', () => {
  it('maps API names back to form controls', () => {
    expect(formFieldOfServerKey('timezone')).toBe('timeZone');
    expect(formFieldOfServerKey('jobRole')).toBe('roles');
    expect(formFieldOfServerKey('jobRole.0.id')).toBe('roles');
    expect(formFieldOfServerKey('agreedToPolicies')).toBe('acceptedPolicies');
    expect(formFieldOfServerKey('businessDetail.orgName')).toBe('organizationName');
    expect(formFieldOfServerKey('businessDetail.headQuarters')).toBe('headQuarters');
    expect(formFieldOfServerKey('profile.description')).toBe('description');
    expect(formFieldOfServerKey('profile.jobRole.1.id')).toBe('roles');
    expect(formFieldOfServerKey('email')).toBe('email');
    expect(formFieldOfServerKey('general')).toBeNull();
  });

  it('keeps only keys naming a control, with friendly texts', () => {
    const errors = {
      email: 'emailAlreadyExists',
      timezone: 'timezone should not be empty',
      'businessDetail.orgName': 'orgName should not be empty',
      general: 'Something went wrong',
      titleHeader: 'titleHeader must be shorter',
    };
    expect(serverFieldErrors(errors, ['email', 'timeZone', 'firstName'])).toEqual([
      { field: 'email', message: 'This email already exists in our system.' },
      { field: 'timeZone', message: 'Timezone is required.' },
    ]);
    expect(serverFieldErrors({ mobileNumber: 'invalidPhone' }, ['mobileNumber'])).toEqual([
      { field: 'mobileNumber', message: FormMessages.invalidPhone },
    ]);
    expect(
      serverFieldErrors({ 'profile.description': 'description must be longer than or equal to 2 characters' }, [
        'description',
      ]),
    ).toEqual([{ field: 'description', message: 'Description must be longer than or equal to 2 characters.' }]);
  });
});
