// The reviews module's front door: what other modules and app.ts may use (docs/architecture.md).
export { mailReviewInvitations } from './review-jobs.service.js';
export { exportReviewsReceived, exportReviewsWritten } from './reviews.service.js';
export { schedules } from './schedules.js';
