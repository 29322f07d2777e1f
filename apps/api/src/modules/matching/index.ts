// The matching module's front door: what other modules and app.ts may use (docs/architecture.md): besides
// matching's services, the ranking's SQL and the words' machinery, which Find experts shares (docs/discovery.md).
export { EXPERT_CARD, loadExpertCards, namedCards, type CardOfIds } from './expert-cards.repository.js';
export { rateFactor, SEARCH_ROW_TRACK, utcOffsetMinutes } from './factor-scores.sql.js';
export { type BriefExperts, findBrief } from './matching.repository.js';
export { matchesOf, matchOf, maySeeExpertCard, pairMatchesOf } from './matching.service.js';
export {
  FACTOR_WEIGHTS,
  LARGE_BUDGET,
  NEUTRAL,
  NO_OVERLAP_PENALTY,
  OVERLAP_FOR_FULL,
  ROLES_FOR_FULL,
  SHORT_HOURS_PENALTY,
  SHORT_HOURS_TOLERATED,
  SKILLS_FOR_FULL,
  STAGE_SENIORITY,
  TEXT_CANDIDATES,
  TRACK_PRIOR_REVIEWS,
  TIMELINE_MONTHS,
  VETTED_BOOST,
  WEEKS_PER_MONTH,
  WORKDAY_MINUTES,
  minutesApart,
  workdayOverlapMinutes,
} from './matching.weights.js';
export type { Brief, RankedRow } from './ranking-types.js';
export { MATCHABLE, rankingQuery, structuredScore } from './ranking.sql.js';
export { readTextTerms, type TextTerms } from './text-terms.repository.js';
export { ratingJson, REVIEW_COUNTS, REVIEW_VISIBLE } from './track-record.sql.js';
