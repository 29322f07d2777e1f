import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'logistics-saas-revops-cleanup',
  client: { industry: 'transportation', timezone: '-06:00 America/Chicago' },
  name: 'RevOps lead to untangle our CRM and forecast',
  overview:
    'We sell route-planning software to trucking fleets (Chicago, 14 sellers). We moved from HubSpot to Salesforce last year and the migration left duplicate accounts, stages nobody agrees on, and a forecast our CEO calls fiction. We need someone to own revenue operations for six months: clean the data, redesign the pipeline stages, set up forecasting and the commission calculation, and hire and train a full-time ops person to take over.',
  stage: 'execution',
  budget: 40_000,
  timeline: '6-11-months',
  goals: ['scale-operations'],
  gaps: ['revenue-operations', 'sales-leadership'],
  hoursPerWeek: 10,
  grades: [
    [
      'ryan-mitchell',
      3,
      'Chicago RevOps lead who fixes HubSpot-to-Salesforce messes, forecasting and comp, with logistics-tech clients; ≈ 31k, within budget.',
    ],
    [
      'dan-kowalski',
      2,
      'CRO who built RevOps at a freight platform, New York; USD 250/h × 10 × 26 ≈ 65k, well over the budget, and more senior than the job.',
    ],
    [
      'tanya-ivanova',
      2,
      'Pipeline stages, quotas and forecasting described in her own words; Toronto, one hour away; not a Salesforce admin.',
    ],
    ['gemma-lloyd', 1, 'Sales leader, not operations; London gives 2 overlapping hours.'],
    ['wei-zhang', 1, 'HubSpot and CRM operations from the marketing side; Singapore has no overlap with Chicago.'],
  ],
  othersAreZero:
    'The other sales people are an SDR, a GCC enterprise seller and a customer success head; the logistics consultant knows warehouses, not CRMs; the rest are outside revenue.',
};
