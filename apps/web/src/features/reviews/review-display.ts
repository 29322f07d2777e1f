import { DAY_MS, FORMER_MEMBER_NAME, REVIEW_WINDOW_DAYS, type Review } from '@fractional/contract';
import { ApiError } from '../../lib/api-client';
import { friendlyServerMessage } from '../../lib/form-messages';
import { formatNumber } from '../../lib/format-number';

/** Each side may review within 30 days of the membership's end (docs/reviews.md): until when, and whether still. */
export function reviewWindow(endedAt: string, now: Date = new Date()): { closesAt: Date; isOpen: boolean } {
  const closesAt = new Date(Date.parse(endedAt) + REVIEW_WINDOW_DAYS * DAY_MS);
  return { closesAt, isOpen: now < closesAt };
}

/** "Mere · Kauri Analytics", "Former member" for a closed account. */
export function reviewerText({ reviewer }: Pick<Review, 'reviewer'>): string {
  return [reviewer.firstName, reviewer.orgName].filter(Boolean).join(' · ') || FORMER_MEMBER_NAME;
}

/** "4-month engagement · 212 approved hours": the engagement a review is about (docs/reviews.md). */
export function engagementText({ engagement }: Pick<Review, 'engagement'>): string {
  const { count, unit } = engagement.length;
  const hours = engagement.approvedHours;
  return `${count}-${unit} engagement · ${formatNumber(hours, { decimals: 2 })} approved ${hours === 1 ? 'hour' : 'hours'}`;
}

/** "Would work with them again" or not, as a review says it. */
export const workAgainText = (review: Pick<Review, 'wouldWorkAgain'>): string =>
  review.wouldWorkAgain ? 'Would work with them again' : 'Would not work with them again';

const KEY_TEXTS: Record<string, string> = {
  engagementActive: 'This engagement is still running: you can review it once it has ended.',
  reviewWindowClosed: `The ${REVIEW_WINDOW_DAYS} days to review this engagement have passed.`,
};

/** The fields of the review form a server's 422 may name; any other key is said above the buttons. */
export const REVIEW_FIELDS = ['rating', 'text', 'wouldWorkAgain'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

/**
 * A refused review in words: `fields` holds what belongs under a field (rating, text, would work again),
 * `general` what belongs above the buttons (the engagement's state, a second review, anything else).
 */
export function reviewErrors(error: unknown): { fields: Partial<Record<ReviewField, string>>; general: string | null } {
  if (!(error instanceof ApiError))
    return { fields: {}, general: error ? 'Something went wrong. Please try again.' : null };
  if (error.status === 409) return { fields: {}, general: 'You have already reviewed this engagement.' };
  const fields: Partial<Record<ReviewField, string>> = {};
  let general: string | null = null;
  for (const [field, key] of Object.entries(error.fieldErrors ?? {})) {
    const text = KEY_TEXTS[key] ?? friendlyServerMessage(key);
    if ((REVIEW_FIELDS as readonly string[]).includes(field)) fields[field as ReviewField] = text;
    else general ??= text;
  }
  if (!error.fieldErrors)
    general = error.status === 403 || error.status === 404 ? 'You cannot review this engagement.' : error.message;
  return { fields, general };
}
