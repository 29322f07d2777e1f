import type { ReviewSubject } from '@fractional/contract';
import { TRACK_MIN_APPROVED_HOURS } from './matching.weights.js';

/**
 * The condition under which review `r` counts and is readable by anyone (docs/reviews.md): published
 * (`published_at` has come: both sides reviewed, or 14 days passed) and not hidden by an admin.
 */
export const REVIEW_VISIBLE = `r.hidden_at is null and r.published_at <= now()`;

/**
 * A review about an expert counts towards their track record (rating, `track`, the search table's ratings)
 * only when it is visible and its engagement holds at least TRACK_MIN_APPROVED_HOURS approved hours
 * (docs/matching.md, "Track record"): an engagement completed the minute it began, with nothing worked, rates
 * nothing. The hours are read from the review's own row: `reviews.counts`, kept by migration 0046's triggers
 * in the transaction that approves or reopens a timesheet, so ranking reads no timesheets.
 */
export const REVIEW_COUNTS = `${REVIEW_VISIBLE} and r.counts`;

/**
 * A track record as one JSON value built by the database: `{average, count}` over the visible
 * reviews of one side about the profile in `profileColumn` (average to one decimal), or null without
 * any; about an expert, only the reviews that count (REVIEW_COUNTS). `profileColumn` is a column
 * reference of the surrounding statement, never user input.
 */
export function ratingJson(profileColumn: string, about: ReviewSubject): string {
  return `(select case when count(*) = 0 then null
      else json_build_object('average', round(avg(r.rating)::numeric, 1), 'count', count(*)) end
    from reviews r
    where r.subject_profile_id = ${profileColumn} and r.about = '${about}'
      and ${about === 'expert' ? REVIEW_COUNTS : REVIEW_VISIBLE})`;
}

/**
 * How many memberships of the expert in `profileColumn` have ended, whatever the cause, with at least
 * TRACK_MIN_APPROVED_HOURS approved hours (`squad_members.approved_hours`, kept by migration 0046's trigger).
 */
export function completedEngagementsSql(profileColumn: string): string {
  return `(select count(*)::int from squad_members sm where sm.profile_id = ${profileColumn} and sm.status = 'ended'
    and sm.approved_hours >= ${TRACK_MIN_APPROVED_HOURS})`;
}
