/*
 * What other modules may use of matching besides matching.service.ts (docs/architecture.md): the
 * ranking's SQL and the words' machinery, which Find experts shares (docs/discovery.md).
 */
export { EXPERT_CARD, namedCards, type CardOfIds } from './expert-cards.repository.js';
export { readTextTerms, type TextTerms } from './text-terms.repository.js';
export { rankingQuery, rateFactor, utcOffsetMinutes, type Brief, type RankedRow } from './ranking.sql.js';
export { WORKDAY_MINUTES } from './matching.weights.js';
