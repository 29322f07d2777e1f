import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'clinic-group-sale',
  client: { industry: 'healthcare', timezone: '-05:00 America/New_York' },
  name: 'Prepare our physical therapy group for a sale',
  overview:
    'We own 22 physical therapy clinics in New Jersey and Pennsylvania and have had two approaches from private equity this year. Before we talk to anyone seriously we want someone on our side who has sold a provider group: get the numbers and the quality of earnings ready, tell us what we are really worth, and run a proper process when we are ready, probably in 12 to 18 months. The two of us (founders) are in New Jersey.',
  stage: 'initiation',
  budget: 120_000,
  timeline: '12-17-months',
  goals: ['successfully-execute-strategic-plans'],
  gaps: ['mergers-acquisitions', 'exit-planning'],
  hoursPerWeek: 8,
  grades: [
    [
      'margaret-oduya',
      3,
      'Sell-side adviser to provider groups (clinics, physical therapy), New York; at USD 300/h × 8 h × 52 weeks ≈ 125k, about the budget.',
    ],
    [
      'david-cho',
      3,
      'Was CFO of a physiotherapy roll-up through its sale to private equity; 5 hours overlap from Los Angeles; ≈ 92k, within budget.',
    ],
    [
      'george-papadopoulos',
      1,
      'M&A lawyer: useful later for the documents, not to prepare or run the sale; Athens gives one overlapping hour.',
    ],
  ],
  othersAreZero:
    'No one else has sold a company: the CFOs in the pool raise venture money or run the close, the turnaround executive rescues distressed industrials, and the rest are outside corporate finance.',
};
