/* What other modules may use of reviews besides its services (docs/architecture.md): the track record's SQL. */
export { ratingJson, REVIEW_VISIBLE } from './track-record.sql.js';
