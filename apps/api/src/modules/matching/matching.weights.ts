import type { MatchFactorKey, ProjectStage, Timeline } from '@fractional/contract';

/**
 * Weight of each factor in the score (they add up to 1); docs/matching.md explains each. The order
 * is the order of `factors` in every match.
 */
export const FACTOR_WEIGHTS: Readonly<Record<MatchFactorKey, number>> = {
  expertise: 0.285,
  roles: 0.076,
  skills: 0.114,
  seniority: 0.114,
  industry: 0.057,
  timezone: 0.114,
  availability: 0.057,
  budget: 0.057,
  text: 0.076,
  track: 0.05,
};

/**
 * `track` (docs/matching.md): the mean rating of the expert's published reviews shrunk towards neutral by
 * this many imaginary reviews scoring NEUTRAL, so one 5-star review counts for less than many 4-star ones
 * and an expert without reviews scores exactly neutral: (n × (mean − 1) ÷ 4 + PRIOR × 0.5) ÷ (n + PRIOR).
 */
export const TRACK_PRIOR_REVIEWS = 2;

/**
 * An engagement and its reviews count towards the track record only with at least this many approved
 * timesheet hours: one working day, the least a fractional expert bills and a client can judge (docs/matching.md,
 * "Track record"). Migrations 0044 (`engagement_counts`) and 0046 (the `reviews.counts` triggers) hold the same number.
 */
export const TRACK_MIN_APPROVED_HOURS = 8;

/**
 * Expertise codes of the catalogue that name a domain (a market or sector), not a function. A brief's gap
 * of this kind counts once, in the `industry` factor (covering it is having served the domain), not again
 * as an expertise gap; the `expertise` factor and the floor's anchor are the brief's functional gaps
 * (docs/matching.md). A brief whose gaps are all domains keeps them as its gaps.
 */
export const DOMAIN_EXPERTISE_CODES: readonly string[] = [
  'saas',
  'fintech',
  'healthcare-life-sciences',
  'retail-consumer',
  'marketplaces',
  'professional-services',
  'energy-climate',
  'real-estate-proptech',
  'public-sector',
  'nonprofit',
];

/**
 * The relevance floor (docs/matching.md, "Floor"): an expert is listed only with at least this many
 * pieces of evidence, each expertise gap covered, each job role and each skill the brief asks for
 * counting one. One ticked box is not a fit; retrieval finds exactly the experts above the floor.
 */
export const EVIDENCE_FLOOR = 2;

/**
 * A deep market (docs/matching.md, "A deep market: three pieces of evidence"): when at least this many
 * matchable experts hold three of the brief's items, one of them a gap, the list holds only them (five
 * pages of twenty strong candidates); a client in such a market is not shown the ones with two. Below it,
 * the floor stays EVIDENCE_FLOOR. Applies to the matches list; an invitation's check and its live score
 * keep the two-item floor.
 */
export const DEEP_MARKET = 100;

/**
 * Added to the weighted total of an expert an admin has approved (docs/api.md#matcher-console): five points of
 * 100 (issue 45: three did not keep an unvetted, self-described newcomer below vetted experts of about the
 * same fit), still half a factor step, never enough to lift a poor fit over a good one. The score is capped
 * at 100. Rejected experts are not ranked at all; the `seniority` reason says "vetted by Fractional".
 */
export const VETTED_BOOST = 0.05;

/**
 * Taken from the weighted total when the expert's free hours fall below SHORT_HOURS_TOLERATED of the hours
 * asked (issue 45; docs/matching.md, `availability`): SHORT_HOURS_PENALTY × (SHORT_HOURS_TOLERATED − free ÷
 * asked) ÷ SHORT_HOURS_TOLERATED, beside the factor's own weight. An expert with 4 of the 10 hours asked free
 * loses 3.4 + 12 points, about a grade, so a full-time fit is not outranked by someone who cannot give the
 * hours; one with two thirds of them free (10 of 15) loses only the factor's share, as the recruiters' rubric
 * calls that one compromise. Both chosen on the golden set (docs/matching.md).
 */
export const SHORT_HOURS_PENALTY = 0.3;
export const SHORT_HOURS_TOLERATED = 2 / 3;

/**
 * Partial cover (issue 45; docs/matching.md, "The floor"): an expert who covers one of the brief's (functional)
 * gaps is listed even without a second piece of evidence, when the brief names at least this many gaps (a
 * brief asking for two areas and an expert covering one is a partial fit a recruiter would call). They rank
 * below full fits through `expertise` (covered ÷ gaps). A one-gap brief keeps the two-item floor: one ticked
 * box of one area is what everybody in that area ticks.
 */
export const PARTIAL_COVER_MIN_GAPS = 2;

/**
 * A partial fit (in by PARTIAL_COVER_MIN_GAPS alone) is listed only when its score is within this many points
 * of the list's best, and never when it shares no working hour with the client (two compromises: a recruiter
 * never calls them). Measured on the golden set (docs/matching.md, "Partial cover"): without the two rules
 * partial cover put 28 % wrong people in the first ten, with them 14 %.
 */
export const PARTIAL_COVER_WITHIN = 30;

/**
 * At most this many experts in by partial cover alone are read for one brief (docs/matching.md, "Partial
 * cover"), the first the gap index finds, when the page's full fits leave room for them: a gap held by
 * 2 % of a million experts would otherwise score 20,000 rows for a list of 20 (4,600 at 100,000: 59 ms of an
 * 83 ms statement before). The golden set and the
 * 10,000-expert benchmark stay under it (about 500 holders of a two-gap brief's gaps).
 */
export const PARTIAL_COVER_SCAN = 1000;

/**
 * A long shot (no working hour in common with the client, both zones known) is listed only within this many
 * points of the list's best score: the recruiters' rubric caps such an expert at "long shot", and one who also
 * scores far below the best fit is never called (docs/matching.md, "Long shots"). On the golden set it takes
 * wrong people in the first ten from 14.8 % to 12.2 % and leaves nDCG@10 and recall@10 as they were.
 */
export const NO_OVERLAP_WITHIN = 55;

/**
 * Taken from the weighted total of an expert with no working hour in common with the client (both time
 * zones known): ten points of 100 beside the time-zone factor's own weight. A client expects calls in
 * their working day; a fit they cannot reach in it is, to a recruiter, a long shot whatever else fits.
 */
export const NO_OVERLAP_PENALTY = 0.1;

/**
 * `budget` (docs/matching.md): the share of the budget the expert's cost may pass and still score full.
 * Budgets are round numbers and the cost is the rate range's lower end over the timeline's shortest
 * reading; a recruiter calls 10 % over "about the budget", as they do an expert within it.
 */
export const BUDGET_TOLERANCE = 0.1;

/**
 * `budget`: the share over the budget at which the factor reaches 0 (linearly from BUDGET_TOLERANCE).
 * Half as much again as the client set aside is "well over" to a recruiter: it costs a grade.
 */
export const BUDGET_WELL_OVER = 0.5;

/**
 * Taken from the weighted total in proportion to what the `budget` factor lost (known rate and budget):
 * 0 within BUDGET_TOLERANCE, ten points of 100 from BUDGET_WELL_OVER on, beside the factor's own weight,
 * as NO_OVERLAP_PENALTY does for the time zone. The factor's 5.7 points alone let an expert 60 % over the
 * budget outrank the one the brief describes; a client cannot pay half as much again, and the recruiters'
 * rubric takes a grade off for it.
 */
export const OVER_BUDGET_PENALTY = 0.1;

/** The score a factor gets when one side is unknown (no budget, no rate, no time zone): neither for nor against. */
export const NEUTRAL = 0.5;

/** Working day assumed on both sides for the time-zone overlap: 09:00–17:00 local, 8 hours. */
export const WORKDAY_MINUTES = 480;

/** Minutes between two zones' clocks on the 24-hour circle (0–720), each given as minutes east of UTC. */
export function minutesApart(a: number, b: number): number {
  const distance = Math.abs(a - b) % 1440;
  return Math.min(distance, 1440 - distance);
}

/** Minutes of the 09:00–17:00 working day two zones have in common (0 when they are a working day or more apart). */
export function workdayOverlapMinutes(a: number, b: number): number {
  return Math.max(0, WORKDAY_MINUTES - minutesApart(a, b));
}

/**
 * Working minutes in common that score the time-zone factor full: half the day (4 hours) leaves room for
 * every call a fractional engagement needs; less scores in proportion, none scores 0.
 */
export const OVERLAP_FOR_FULL = 240;

/** Months a timeline runs at least, for the budget check (the cheapest reading of the timeline). */
export const TIMELINE_MONTHS: Readonly<Record<Timeline, number>> = {
  'lt-6-months': 3,
  '6-11-months': 6,
  '12-17-months': 12,
  '18-plus-months': 18,
};
export const WEEKS_PER_MONTH = 52 / 12;

/** Seniority a project asks for, 0–1, by stage (early stages want more senior people); +0.1 for budgets ≥ USD 100,000. */
export const STAGE_SENIORITY: Readonly<Record<ProjectStage, number>> = {
  initiation: 0.9,
  planning: 0.85,
  execution: 0.7,
  iteration: 0.6,
};
export const LARGE_BUDGET = 100_000;

/** How senior each answer reads, 0–1; the expert's seniority is the mean of the three. */
export const JOB_LEVEL_SENIORITY = { executive: 1, management: 0.8, team_lead: 0.6, individual_contributor: 0.4 };
export const YEARS_SENIORITY = { '15+': 1, '10-14': 0.8, '5-9': 0.6, '0-4': 0.3 };
export const FRACTIONAL_SENIORITY = { '6+': 1, '3-5': 0.8, '1-2': 0.6, none: 0.3 };

/** Roles and skills: this many fitting items (or all the brief has, if fewer) give a full score. */
export const ROLES_FOR_FULL = 2;
export const SKILLS_FOR_FULL = 3;

/** `text`: ts_rank r maps to r / (r + TEXT_HALF), so a rank of TEXT_HALF scores 0.5. */
export const TEXT_HALF = 0.1;

/**
 * `text` is ranked for at most this many candidates past the requested page, the best by the other eight
 * factors (the rest could gain at most its weight from it; docs/matching.md measures what this leaves out).
 */
export const TEXT_CANDIDATES = 200;
