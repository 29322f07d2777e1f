import type { GoldenBrief } from '../types.js';

/**
 * Issue 45: the need of brief 06 (the same client, budget, hours, time zone and gaps, so the same people fit
 * and the grades carry over) written as a founder who does not know the catalogue's words: "RevOps", "the
 * number we give the board", "commission spreadsheets", "deal stages" instead of revenue operations, sales
 * forecasting, pipeline management and commission plans.
 */
export const brief: GoldenBrief = {
  key: 'freight-software-sales-plumbing-other-words',
  client: { industry: 'transportation', timezone: '-06:00 America/Chicago' },
  name: 'RevOps help: our sales plumbing is broken',
  overview:
    'Fourteen sellers, one CRM that two migrations have turned into a swamp: the same customer three times, deal stages every rep reads differently, and a number we give the board every quarter that nobody believes. Commission is a spreadsheet only our finance manager understands. We want a hands-on operator for half a year to sort out the plumbing behind our sales team, make the quarterly number trustworthy, and leave a junior in-house person able to keep it running. Chicago hours, please.',
  stage: 'execution',
  budget: 40_000,
  timeline: '6-11-months',
  goals: ['scale-operations'],
  gaps: ['revenue-operations', 'sales-leadership'],
  hoursPerWeek: 10,
  grades: [
    ['ryan-mitchell', 3, 'As in brief 06: the Chicago RevOps lead who fixes exactly this, within budget.'],
    ['dan-kowalski', 2, 'As in brief 06: built RevOps at a freight platform; well over the budget.'],
    ['tanya-ivanova', 2, 'As in brief 06: pipeline stages, quotas and forecasting in her own words; Toronto.'],
    ['gemma-lloyd', 1, 'As in brief 06: a sales leader, not operations; London, 2 overlapping hours.'],
    ['wei-zhang', 1, 'As in brief 06: CRM operations from the marketing side; Singapore, no overlap.'],
  ],
  othersAreZero: 'As in brief 06: nobody else runs the systems behind a sales team.',
};
