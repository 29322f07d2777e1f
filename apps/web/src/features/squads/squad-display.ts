import { InvitationStatuses, type InvitationStatus } from '@fractional/contract';
import type { BadgeProps } from '../../components/ui/badge';
import { FormMessages } from '../../lib/form-messages';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "24 Nov 2026" in the reader's own way of writing dates. */
export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}

/** Open invitations stand out (accent), joined ones read as the brand, closed ones step back. */
export function invitationTone(status: InvitationStatus): NonNullable<BadgeProps['tone']> {
  if (status === 'invited') return 'accent';
  return status === 'accepted' ? 'brand' : 'neutral';
}

export const invitationLabel = (status: InvitationStatus): string => InvitationStatuses.labels[status];

/** "10 h/week". */
export const hoursText = (hours: number): string => `${hours} h/week`;

/** "USD 150/h", or "Rate not set". */
export const hourlyRateText = (rate: number | null): string => (rate === null ? 'Rate not set' : `USD ${rate}/h`);

/**
 * A whole number typed in a field, checked against its range: `{value}` or `{error}` in the words of
 * docs/product.md#forms-and-validation. Empty is `{value: null}` unless required.
 */
export function parseWholeNumber(
  text: string,
  { min, max, isRequired }: { min: number; max: number; isRequired: boolean },
): { value: number | null; error: null } | { value: null; error: string } {
  const trimmed = text.trim();
  if (!trimmed) return isRequired ? { value: null, error: FormMessages.required } : { value: null, error: null };
  const value = Number(trimmed);
  if (!Number.isInteger(value) || value < min || value > max) {
    return { value: null, error: `Enter a whole number from ${min} to ${max}.` };
  }
  return { value, error: null };
}
