import { CAPACITY_HOURS_DEFAULT, DEFAULT_CURRENCY, type User } from '@fractional/contract';
import { countryOfPhone, DEFAULT_PHONE_COUNTRY } from '../ui/phone-rules';
import { industryKeys } from '../../lib/profile-display';
import type { ClientProfileInput, ContractorEditInput, ContractorProfileInput } from './profile-form-schema';

/** The form values of a user as loaded (empty ones for a user still signing up, or null). */
export function contractorProfileDefaults(user: User | null): ContractorProfileInput {
  const profile = user?.profiles[0];
  return {
    firstName: user?.firstName ?? '',
    middleName: user?.middleName ?? '',
    lastName: user?.lastName ?? '',
    mobileNumber: user?.mobileNumber ?? '',
    phoneCountry: countryOfPhone(user?.mobileNumber ?? '') ?? DEFAULT_PHONE_COUNTRY,
    timeZone: user?.timezone ?? '',
    description: profile?.description ?? '',
    jobLevel: profile?.jobLevel ?? null,
    yearsOfExperience: profile?.yearsOfExperience ?? null,
    roles: profile?.jobRole.map((role) => role.id) ?? [],
    expertise: profile?.expertise.map((item) => item.id) ?? [],
    website: profile?.website ?? '',
    skills: profile?.skills ?? [],
    fractionalExperience: profile?.fractionalExperience ?? null,
  };
}

export function clientProfileDefaults(user: User | null): ClientProfileInput {
  const profile = user?.profiles[0];
  const business = user?.businessDetail;
  return {
    ...contractorProfileDefaults(user),
    leadSource: profile?.leadSource ?? user?.leadSource ?? null,
    organizationName: business?.orgName ?? '',
    headQuarters: business?.headQuarters ?? '',
    industry: business ? industryKeys(business.industry) : [],
    segment: business?.segment ?? null,
    teamSize: business?.teamSize ?? null,
  };
}

/** The contractor edit page: the profile plus its availability and rate (docs/matching.md). */
export function contractorEditDefaults(user: User | null): ContractorEditInput {
  const profile = user?.profiles[0];
  const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    ...contractorProfileDefaults(user),
    openToWork: profile?.openToWork ?? true,
    capacityHoursPerWeek: numberText(profile?.capacityHoursPerWeek ?? CAPACITY_HOURS_DEFAULT),
    hourlyRateMin: numberText(profile?.hourlyRateMin),
    hourlyRateMax: numberText(profile?.hourlyRateMax),
    rateCurrency: profile?.rateCurrency ?? DEFAULT_CURRENCY,
    industries: industryKeys(profile?.industries ?? ''),
  };
}
