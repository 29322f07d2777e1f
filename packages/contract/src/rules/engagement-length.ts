import { DAY_MS } from './dates.js';

/** An engagement's length as a review shows it (docs/reviews.md): whole weeks under 8 weeks, else whole months. */
export interface EngagementLength {
  count: number;
  unit: 'week' | 'month';
}

/** Shorter than this many days reads in weeks ("6-week engagement"); from it on, in months. */
export const ENGAGEMENT_WEEKS_UNDER_DAYS = 56;
/** The mean month of the Gregorian calendar, in days. */
const MONTH_DAYS = 365.2425 / 12;

/**
 * The length from the membership's start to its end, rounded to the nearest week or month and never
 * under one: the API computes it once for every review (`engagement.length`), so every client says the same.
 */
export function engagementLength(startedAt: Date, endedAt: Date): EngagementLength {
  const days = Math.max(0, endedAt.getTime() - startedAt.getTime()) / DAY_MS;
  if (days < ENGAGEMENT_WEEKS_UNDER_DAYS) return { count: Math.max(1, Math.round(days / 7)), unit: 'week' };
  return { count: Math.max(2, Math.round(days / MONTH_DAYS)), unit: 'month' };
}
