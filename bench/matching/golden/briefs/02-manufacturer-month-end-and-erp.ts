import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'manufacturer-month-end-and-erp',
  client: { industry: 'manufacturing', timezone: '+00:00 Europe/London' },
  name: 'Finance director to fix our month-end and finish the NetSuite move',
  overview:
    'Family-owned packaging manufacturer in the Midlands, three sites, GBP 40m turnover. Our month-end takes over three weeks, the auditors raised seven control points last year, and the NetSuite implementation we started in spring has stalled half-way with two ledgers running in parallel. We need an experienced finance director two days a week to get the close under ten days, sort the controls and get the system live. You will work with our financial controller and two AP clerks on site and on Teams.',
  stage: 'execution',
  budget: 45_000,
  timeline: '6-11-months',
  goals: ['scale-operations'],
  gaps: ['finance-operations', 'accounting-reporting', 'enterprise-systems'],
  hoursPerWeek: 15,
  grades: [
    [
      'tom-hargreaves',
      3,
      'Manufacturing FD who has led NetSuite migrations and fixed slow closes; London; USD 110/h × 15 h × 26 weeks ≈ 43k, within budget.',
    ],
    ['sunita-rao', 1, 'Multi-entity close and NetSuite, but Singapore: no overlap with a UK working day.'],
    [
      'rangi-te-aho',
      1,
      'Right close and audit experience, including manufacturing, but Auckland: no overlap with London.',
    ],
    ['elena-moretti', 1, 'Finance, one hour from London, but planning and pricing rather than close, controls or ERP.'],
  ],
  othersAreZero:
    'The other finance people do different jobs (fundraising CFOs, an M&A adviser, a tax director, a junior with a CFO title); the turnaround MD and the Lean consultant know manufacturers but not accounting or ERP; everyone else is outside finance.',
};
