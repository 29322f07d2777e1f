import { UserSchema } from '@fractional/contract';
import { z } from 'zod';
import { countryOfPhone, DEFAULT_PHONE_COUNTRY } from '../../components/ui/phone-rules';
import type { ClientSignUpInput, ContractorSignUpInput } from './sign-up-schema';

/** Navigation state a sign-up page may receive: a typed e-mail (and password) or a Google user. */
export const SignUpStateSchema = z
  .object({ email: z.string().optional(), password: z.string().optional(), user: UserSchema.optional() })
  .catch({});
export type SignUpState = z.infer<typeof SignUpStateSchema>;

export function contractorSignUpDefaults({ email, password, user }: SignUpState): ContractorSignUpInput {
  return {
    email: user?.email ?? email ?? '',
    password: user ? '' : (password ?? ''),
    firstName: user?.firstName ?? '',
    middleName: user?.middleName ?? '',
    lastName: user?.lastName ?? '',
    mobileNumber: user?.mobileNumber ?? '',
    phoneCountry: countryOfPhone(user?.mobileNumber ?? '') ?? DEFAULT_PHONE_COUNTRY,
    timeZone: user?.timezone ?? '',
    description: '',
    jobLevel: null,
    yearsOfExperience: null,
    roles: [],
    expertise: [],
    website: '',
    skills: [],
    acceptedPolicies: false,
    agreedToTerms: false,
  };
}

export function clientSignUpDefaults(state: SignUpState): ClientSignUpInput {
  return {
    ...contractorSignUpDefaults(state),
    leadSource: state.user?.leadSource ?? null,
    fractionalExperience: null,
    organizationName: '',
    headQuarters: '',
    industry: [],
    segment: null,
    teamSize: null,
  };
}
