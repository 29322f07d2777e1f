import { ErrorKeys, TIMESHEET_DAY_HOURS_MAX } from '@fractional/contract';
import { ApiError } from '../../lib/api-client';
import { friendlyServerMessage } from '../../lib/form-messages';

/**
 * The words for the refusal keys of docs/api.md#timesheets, whether the API answered with one or the
 * week grid found it first with the contract's rule (`isDayHours` refuses a day as `invalidHours`).
 */
export const TIMESHEET_KEY_TEXTS: Record<string, string> = {
  [ErrorKeys.invalidHours]: `Enter 0 to ${TIMESHEET_DAY_HOURS_MAX} hours, in quarters of an hour (0.25, 0.5, 0.75).`,
  [ErrorKeys.notMonday]: 'A week starts on a Monday. Pick the week again.',
  [ErrorKeys.outsideEngagement]: 'This week, or some of its days, lie outside your time in the squad.',
  [ErrorKeys.empty]: 'Log some hours before you submit the week.',
};

/** The server's refusal in words (the keys and 409s of docs/api.md#timesheets). */
export function timesheetErrorText(error: unknown, side: 'expert' | 'client'): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  const key = error.fieldErrors ? Object.values(error.fieldErrors)[0] : undefined;
  if (key && TIMESHEET_KEY_TEXTS[key]) return TIMESHEET_KEY_TEXTS[key];
  if (error.status === 409) {
    return side === 'expert'
      ? 'This week was already submitted.'
      : 'This week was already decided, or the expert is changing it. Reload to see where it stands.';
  }
  if (error.status === 404) return 'This is no longer there. Reload the page to see what changed.';
  return friendlyServerMessage(key ?? error.message);
}
