import type { ModuleSchedule } from '../../deps.js';
import { announcePublishedReviews, remindReviewers } from './review-jobs.service.js';

export const schedules: ModuleSchedule[] = [
  // Reviews (docs/reviews.md): one reminder to each side that has not reviewed, 7 days before its window closes.
  { name: 'reviews.remind', cron: '30 * * * *', handler: (deps) => remindReviewers(deps) },
  // A lone review is published 14 days after it was written: both sides are told within a minute.
  { name: 'reviews.announce', everyMs: 60_000, handler: (deps) => announcePublishedReviews(deps) },
];
