import type { BusinessDetailInput, ProfileCreate, UserUpdate } from '@fractional/contract';
import { friendlyServerMessage } from '../../lib/form-messages';
import type { ClientProfileValues, ContractorEditValues, ProfileFormValues } from './profile-form-schema';

/** The profile values of `POST /profiles`, the register body and `PATCH /auth/me`'s `profile`. */
export type ProfileFields = Omit<ProfileCreate, 'user'>;

function isContractorEditValues<T extends ProfileFormValues>(values: T): values is T & ContractorEditValues {
  return 'openToWork' in values;
}

/** docs/matching.md: a contractor's availability and rate as `PATCH /auth/me`'s profile takes them (null clears). */
function toAvailabilityFields(values: ContractorEditValues) {
  return {
    openToWork: values.openToWork,
    capacityHoursPerWeek: values.capacityHoursPerWeek,
    hourlyRateMin: values.hourlyRateMin,
    hourlyRateMax: values.hourlyRateMax,
    rateCurrency: values.rateCurrency,
    industries: values.industries,
  };
}

export function isClientValues<T extends ProfileFormValues>(values: T): values is T & ClientProfileValues {
  return 'organizationName' in values;
}

/** The person's own fields as `PATCH /auth/me` takes them; what was left empty is null (cleared). */
export function toPersonFields(values: ProfileFormValues) {
  return {
    firstName: values.firstName,
    middleName: values.middleName ?? null,
    lastName: values.lastName,
    mobileNumber: values.mobileNumber ?? null,
    timezone: values.timeZone ?? null,
  } satisfies UserUpdate;
}

/** The profile values; what was left empty is null or [] (cleared). */
export function toProfileFields(values: ProfileFormValues): ProfileFields {
  const client = isClientValues(values) ? { leadSource: values.leadSource } : {};
  return {
    description: values.description ?? null,
    jobLevel: values.jobLevel,
    yearsOfExperience: values.yearsOfExperience,
    jobRole: values.roles,
    expertise: values.expertise,
    skills: values.skills,
    website: values.website ?? null,
    fractionalExperience: values.fractionalExperience,
    ...client,
  };
}

export function toBusinessDetail(values: ClientProfileValues): BusinessDetailInput {
  return {
    orgName: values.organizationName,
    headQuarters: values.headQuarters,
    industry: values.industry,
    segment: values.segment,
    teamSize: values.teamSize,
  };
}

/** An edit form's save: one `PATCH /auth/me` with the person, the profile and (clients) the business. */
export function toProfileSave(values: ProfileFormValues): UserUpdate {
  return {
    ...toPersonFields(values),
    profile: {
      ...toProfileFields(values),
      ...(isContractorEditValues(values) ? toAvailabilityFields(values) : {}),
    },
    ...(isClientValues(values) ? { businessDetail: toBusinessDetail(values) } : {}),
  };
}

/** API names whose form control is called differently. */
const FORM_NAME_OF: Record<string, string> = {
  timezone: 'timeZone',
  jobRole: 'roles',
  agreedToPolicies: 'acceptedPolicies',
  orgName: 'organizationName',
};

/** Nested bodies whose keys arrive dotted: `businessDetail.orgName`, `profile.description`. */
const NESTED = new Set(['businessDetail', 'profile']);

/**
 * The form control a 422 key names: `timezone` → timeZone, `jobRole.0.id` → roles,
 * `businessDetail.orgName` → organizationName, `profile.jobRole` → roles; `general` → null.
 */
export function formFieldOfServerKey(key: string): string | null {
  const [head = '', next = ''] = key.split('.');
  const name = NESTED.has(head) ? next : head;
  if (name === '' || name === 'general') return null;
  return FORM_NAME_OF[name] ?? name;
}

export interface ServerFieldError {
  field: string;
  message: string;
}

/** The 422 entries that name one of `fieldNames`, in the words a user reads (docs/product.md#error-messages). */
export function serverFieldErrors(errors: Record<string, string>, fieldNames: readonly string[]): ServerFieldError[] {
  const known = new Set(fieldNames);
  return Object.entries(errors).flatMap(([key, text]) => {
    const field = formFieldOfServerKey(key);
    return field !== null && known.has(field) ? [{ field, message: friendlyServerMessage(text) }] : [];
  });
}
