import { defineOptions } from './options.js';

/**
 * Whom a review is about (docs/reviews.md): the owner reviews the `expert` of a membership, the
 * member reviews the `client` (the project's owner). One review per membership and side.
 */
export const ReviewSubjects = defineOptions(['expert', 'client'], {
  expert: 'About the expert',
  client: 'About the client',
});
export type ReviewSubject = (typeof ReviewSubjects.values)[number];

/** Each side may review within this many days of the membership's `endedAt`. */
export const REVIEW_WINDOW_DAYS = 30;
/** Double-blind: a review is published when both sides are in, or this many days after the first. */
export const REVIEW_BLIND_DAYS = 14;
/** A side that has not reviewed is reminded once, this many days before the window closes. */
export const REVIEW_REMINDER_DAYS_BEFORE_CLOSE = 7;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MAX = 2000;
/** `POST /admin/reviews/{id}/hide {reason}`: why (kept on the review, audited, mailed to its author). */
export const REVIEW_HIDE_REASON_MAX = 500;
/** Reviews pages: 20 by default, at most 50. */
export const REVIEWS_PAGE_SIZE = 20;
/** How a review by a closed account names its author. */
export const FORMER_MEMBER_NAME = 'Former member';
