import type { Register, UserUpdate } from '@fractional/contract';
import {
  isClientValues,
  toBusinessDetail,
  toPersonFields,
  toProfileFields,
  type ProfileFields,
} from '../../components/profile-form/profile-form-mapping';
import type { SignUpValues } from './sign-up-schema';

/** Drops what the user left empty (undefined, null, []), so optional fields are omitted. */
function withoutEmpty<T extends object>(value: T): T {
  const entries = Object.entries(value).filter(
    ([, item]) => item !== undefined && item !== null && !(Array.isArray(item) && item.length === 0),
  );
  return Object.fromEntries(entries) as T;
}

/** The new user's own fields (as `PATCH /auth/me` takes them), with the agreements. */
export function toUserFields(values: SignUpValues) {
  return withoutEmpty({
    ...toPersonFields(values),
    agreedToTerms: values.agreedToTerms,
    agreedToPolicies: values.acceptedPolicies,
  }) satisfies UserUpdate;
}

/** The new profile's values, without what was left empty. */
export function toNewProfileFields(values: SignUpValues): ProfileFields {
  return withoutEmpty(toProfileFields(values));
}

/** `POST /auth/email/register`: with a business detail the new user is a client, without a contractor. */
export function toRegisterBody(values: SignUpValues): Register {
  return {
    email: values.email,
    password: values.password,
    ...toUserFields(values),
    ...toNewProfileFields(values),
    ...(isClientValues(values) ? { businessDetail: toBusinessDetail(values) } : {}),
  };
}
