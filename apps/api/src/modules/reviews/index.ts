// The reviews module's front door: what other modules and app.ts may use (docs/architecture.md).
export { exportReviewsReceived, exportReviewsWritten, mailReviewInvitations } from './reviews.service.js';
export { schedules } from './schedules.js';
