import { ErrorKeys, OPEN_INVITATIONS_MAX } from '@fractional/contract';
import { ApiError } from '../../lib/api-client';
import { friendlyServerMessage } from '../../lib/form-messages';

/** What was being done when the server said no: a 409 means something different for each. */
export type SquadAction = 'invite' | 'respond' | 'withdraw' | 'end' | 'complete';

const KEY_TEXTS: Record<string, string> = {
  [ErrorKeys.notAvailable]:
    'This expert is not available for new work right now (not open to work, or no hours free), or has too little in common with this project’s brief to be invited to it.',
  [ErrorKeys.tooManyOpenInvitations]: `This project already has ${OPEN_INVITATIONS_MAX} open invitations. Withdraw one before inviting another expert.`,
  [ErrorKeys.overCapacity]:
    'That is more than the hours you have free. Lower the hours, or raise your capacity on your profile.',
};

const CONFLICT_TEXTS: Record<SquadAction, string> = {
  invite: 'This expert already has an open or accepted invitation to this project.',
  respond: 'This invitation is no longer open: it was withdrawn or already answered.',
  withdraw: 'This invitation is no longer open: the expert has already answered it.',
  end: 'This membership has already ended.',
  complete: 'This project is already completed.',
};

/** The server's refusal in the words a user reads (the keys and 409s of docs/api.md#invitations-and-squads). */
export function squadErrorText(error: unknown, action: SquadAction): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  const key = error.fieldErrors ? Object.values(error.fieldErrors)[0] : undefined;
  if (key && KEY_TEXTS[key]) return KEY_TEXTS[key];
  if (error.status === 409 && !error.fieldErrors) return CONFLICT_TEXTS[action];
  if (error.status === 404) return 'This is no longer there. Reload the page to see what changed.';
  return friendlyServerMessage(key ?? error.message);
}
