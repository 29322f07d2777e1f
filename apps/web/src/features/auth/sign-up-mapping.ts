import type { BusinessDetailInput, ProfileCreate, Register, UserUpdate } from '@fractional/contract';
import { friendlyServerMessage } from '../../lib/form-messages';
import type { ClientSignUpValues, SignUpValues } from './sign-up-schema';

/** The profile values of `POST /profiles` and of the register body. */
export type ProfileFields = Omit<ProfileCreate, 'user'>;

export function isClientValues(values: SignUpValues): values is ClientSignUpValues {
  return 'organizationName' in values;
}

/** Drops what the user left empty (undefined, null, []), so optional fields are omitted. */
function withoutEmpty<T extends object>(value: T): T {
  const entries = Object.entries(value).filter(
    ([, item]) => item !== undefined && item !== null && !(Array.isArray(item) && item.length === 0),
  );
  return Object.fromEntries(entries) as T;
}

/** The user's own fields (as `PATCH /auth/me` takes them). */
export function toUserFields(values: SignUpValues) {
  return withoutEmpty({
    firstName: values.firstName,
    middleName: values.middleName,
    lastName: values.lastName,
    mobileNumber: values.mobileNumber,
    timezone: values.timeZone,
    agreedToTerms: values.agreedToTerms,
    agreedToPolicies: values.acceptedPolicies,
  }) satisfies UserUpdate;
}

export function toProfileFields(values: SignUpValues): ProfileFields {
  const client = isClientValues(values)
    ? { leadSource: values.leadSource, fractionalExperience: values.fractionalExperience }
    : {};
  return withoutEmpty({
    description: values.description,
    jobLevel: values.jobLevel,
    yearsOfExperience: values.yearsOfExperience,
    jobRole: values.roles,
    expertise: values.expertise,
    skills: values.skills,
    website: values.website,
    ...client,
  });
}

export function toBusinessDetail(values: ClientSignUpValues): BusinessDetailInput {
  return {
    orgName: values.organizationName,
    headQuarters: values.headQuarters,
    industry: values.industry,
    segment: values.segment,
    teamSize: values.teamSize,
  };
}

/** `POST /auth/email/register`: with a business detail the new user is a client, without a contractor. */
export function toRegisterBody(values: SignUpValues): Register {
  return {
    email: values.email,
    password: values.password,
    ...toUserFields(values),
    ...toProfileFields(values),
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

/**
 * The form control a 422 key names: `timezone` → timeZone, `jobRole.0.id` → roles,
 * `businessDetail.orgName` → organizationName, `businessDetail.segment` → segment; `general` → null.
 */
export function formFieldOfServerKey(key: string): string | null {
  const [head = '', next = ''] = key.split('.');
  const name = head === 'businessDetail' ? next : head;
  if (name === '' || name === 'general') return null;
  return FORM_NAME_OF[name] ?? name;
}

export interface ServerFieldError {
  field: string;
  message: string;
}

/** The 422 entries that name one of `fieldNames`, in the words a user reads (SPEC.md §8). */
export function serverFieldErrors(errors: Record<string, string>, fieldNames: readonly string[]): ServerFieldError[] {
  const known = new Set(fieldNames);
  return Object.entries(errors).flatMap(([key, text]) => {
    const field = formFieldOfServerKey(key);
    return field !== null && known.has(field) ? [{ field, message: friendlyServerMessage(text) }] : [];
  });
}
