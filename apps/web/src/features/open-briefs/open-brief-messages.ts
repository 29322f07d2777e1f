import { ErrorKeys } from '@fractional/contract';
import { ApiError } from '../../lib/api-client';
import { friendlyServerMessage } from '../../lib/form-messages';

/** What was being done when the server said no: a 409 means something different for each. */
export type InterestAction = 'express' | 'answer';

const CONFLICT_TEXTS: Record<InterestAction, string> = {
  express: 'You already expressed interest in this brief.',
  answer: 'This interest was already answered. Reload the page to see what changed.',
};

/** The server's refusal in the words a user reads (docs/discovery.md#open-briefs). */
export function interestErrorText(error: unknown, action: InterestAction): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  if (error.status === 409) return CONFLICT_TEXTS[action];
  if (error.status === 404) return 'This brief is no longer open. Reload the page to see what changed.';
  const key = error.fieldErrors ? Object.values(error.fieldErrors)[0] : undefined;
  if (key === ErrorKeys.notAvailable) {
    return 'You are not available for new work right now: open to work with hours free on your profile, then try again.';
  }
  return friendlyServerMessage(key ?? error.message);
}
