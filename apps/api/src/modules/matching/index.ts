// The matching module's front door: what other modules and app.ts may use (docs/architecture.md).
export { loadExpertCards } from './expert-cards.repository.js';
export { type BriefExperts, findBrief } from './matching.repository.js';
export { matchesOf, matchOf, maySeeExpertCard } from './matching.service.js';
export { TIMELINE_MONTHS, WEEKS_PER_MONTH } from './matching.weights.js';
export { ratingJson } from './track-record.sql.js';
