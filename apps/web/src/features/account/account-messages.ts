import { ErrorKeys } from '@fractional/contract';
import { ApiError } from '../../lib/api-client';

/**
 * The account forms' words for the server's keys, where the sign-in words would mislead (here the
 * user is known, so a wrong password is just "Incorrect password."). Other keys keep the texts in docs/product.md#error-messages.
 */
/** Why an account that signs in with Google has no password to change or to confirm with. */
export const GOOGLE_ACCOUNT_NOTE =
  'This account signs in with Google, so it has no password here. Manage your password in your Google account.';

const ACCOUNT_MESSAGES: Record<string, string> = {
  [ErrorKeys.incorrectPassword]: 'Incorrect password.',
  [ErrorKeys.noPassword]: GOOGLE_ACCOUNT_NOTE,
  [ErrorKeys.emailUnchanged]: 'This is already your email address.',
  'confirm must be DELETE': 'Please type DELETE to confirm.',
};

export const RATE_LIMITED = 'You have asked several times in a short while. Please wait a few minutes, then try again.';

/** The same failure with the account forms' words in its field errors (and a polite 429). */
export function withAccountMessages(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 429) return new ApiError(429, RATE_LIMITED);
  if (!error.fieldErrors) return error;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, key]) => [field, ACCOUNT_MESSAGES[key] ?? key]),
  );
  return new ApiError(error.status, Object.values(fieldErrors)[0] ?? error.message, fieldErrors);
}
