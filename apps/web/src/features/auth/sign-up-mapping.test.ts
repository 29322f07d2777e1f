import { RegisterSchema } from '@fractional/contract';
import { describe, expect, it } from 'vitest';
import { toBusinessDetail } from '../../components/profile-form/profile-form-mapping';
import { toNewProfileFields, toRegisterBody, toUserFields } from './sign-up-mapping';
import { clientSignUpDefaults, contractorSignUpDefaults } from './sign-up-defaults';
import {
  clientSignUpSchema,
  contractorSignUpSchema,
  type ClientSignUpInput,
  type ContractorSignUpInput,
} from './sign-up-schema';
import { buildSkill } from './sign-up-test-utils';

const contractorInput: ContractorSignUpInput = {
  ...contractorSignUpDefaults({ email: ' Ana@Example.com ', password: 'secret-password' }),
  firstName: ' Ana ',
  lastName: 'Tui',
  jobLevel: 'team_lead',
  yearsOfExperience: '5-9',
  acceptedPolicies: true,
  agreedToTerms: true,
};

const clientInput: ClientSignUpInput = {
  ...clientSignUpDefaults({ email: 'ceo@acme.co', password: 'secret-password' }),
  ...contractorInput,
  email: 'ceo@acme.co',
  roles: [3, 1],
  expertise: [2],
  skills: [buildSkill(4), buildSkill(9)],
  middleName: 'Mere',
  mobileNumber: '+64211234567',
  timeZone: '+12:00 Pacific/Auckland',
  description: 'Fractional CFO for growing teams',
  website: 'https://linkedin.com/in/ana',
  leadSource: 'referral',
  fractionalExperience: '1-2',
  organizationName: 'Acme Ltd',
  headQuarters: 'nz',
  industry: ['banking', 'retail'],
  segment: 'mid-market',
  teamSize: '11-50',
};

describe('toRegisterBody', () => {
  it('sends a contractor without the fields left empty', () => {
    const body = toRegisterBody(contractorSignUpSchema(false).parse(contractorInput));
    expect(body).toEqual({
      email: 'ana@example.com',
      password: 'secret-password',
      firstName: 'Ana',
      lastName: 'Tui',
      jobLevel: 'team_lead',
      yearsOfExperience: '5-9',
      agreedToTerms: true,
      agreedToPolicies: true,
    });
    expect(RegisterSchema.safeParse(body).success).toBe(true);
  });

  it('sends a client with renamed fields, id lists and the business detail', () => {
    const body = toRegisterBody(clientSignUpSchema(false).parse(clientInput));
    expect(body).toEqual({
      email: 'ceo@acme.co',
      password: 'secret-password',
      firstName: 'Ana',
      middleName: 'Mere',
      lastName: 'Tui',
      mobileNumber: '+64211234567',
      timezone: '+12:00 Pacific/Auckland',
      agreedToTerms: true,
      agreedToPolicies: true,
      description: 'Fractional CFO for growing teams',
      jobLevel: 'team_lead',
      yearsOfExperience: '5-9',
      jobRole: [{ id: 3 }, { id: 1 }],
      expertise: [{ id: 2 }],
      skills: [{ id: 4 }, { id: 9 }],
      website: 'https://linkedin.com/in/ana',
      leadSource: 'referral',
      fractionalExperience: '1-2',
      businessDetail: {
        orgName: 'Acme Ltd',
        headQuarters: 'NZ',
        industry: 'banking,retail',
        segment: 'mid-market',
        teamSize: '11-50',
      },
    });
    expect(RegisterSchema.safeParse(body).success).toBe(true);
  });

  it('splits a Google user’s sign-up into user, profile and business bodies', () => {
    const values = clientSignUpSchema(true).parse({ ...clientInput, password: '' });
    expect(toUserFields(values)).not.toHaveProperty('email');
    expect(toUserFields(values)).toMatchObject({ timezone: '+12:00 Pacific/Auckland', agreedToPolicies: true });
    expect(toNewProfileFields(values)).toMatchObject({ jobRole: [{ id: 3 }, { id: 1 }], leadSource: 'referral' });
    expect(toBusinessDetail(values)).toMatchObject({ orgName: 'Acme Ltd', industry: 'banking,retail' });
  });
});
