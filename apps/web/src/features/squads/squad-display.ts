import { InvitationStatuses, type InvitationStatus } from '@fractional/contract';
import type { BadgeProps } from '../../components/ui/badge';

/** "Nov 24, 2026" in the reader's own way of writing dates. */
export { formatDate as formatDay } from '../../lib/format-time';

/** Open invitations stand out (accent), joined ones read as the brand, closed ones step back. */
export function invitationTone(status: InvitationStatus): NonNullable<BadgeProps['tone']> {
  if (status === 'invited') return 'accent';
  return status === 'accepted' ? 'brand' : 'neutral';
}

export const invitationLabel = (status: InvitationStatus): string => InvitationStatuses.labels[status];

/** "10 h/week". */
export const hoursText = (hours: number): string => `${hours} h/week`;

export { hourlyRateText } from './squad-money';

/** What a whole-number field says when its value is not one in range. */
export function wholeNumberText(min: number, max: number): string {
  return `A whole number from ${min} to ${max}.`;
}
