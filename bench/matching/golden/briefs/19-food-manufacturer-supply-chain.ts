import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'food-manufacturer-supply-chain',
  client: { industry: 'manufacturing', timezone: '+12:00 Pacific/Auckland' },
  name: 'Supply chain lead: stock-outs and too much stock at the same time',
  overview:
    'We make snack bars and muesli in Christchurch and sell to supermarkets in New Zealand and Australia. We run out of our best sellers while the warehouse is full of packaging we bought too much of, and two key ingredient suppliers in Asia keep missing dates. We want an experienced supply chain leader to set up demand and supply planning (S&OP), fix inventory and find backup suppliers.',
  stage: 'planning',
  budget: 55_000,
  timeline: '6-11-months',
  goals: ['scale-operations'],
  gaps: ['supply-chain', 'procurement'],
  hoursPerWeek: 15,
  grades: [
    [
      'hamish-reid',
      3,
      'Supply chain director for NZ food and beverage manufacturers: S&OP, demand planning, APAC sourcing; Auckland; ≈ 55k.',
    ],
    ['lin-chow', 2, 'Sourcing and supplier quality in China and Vietnam for ANZ brands, 4 h overlap; not a planner.'],
    [
      'kenji-watanabe',
      1,
      'Builds demand forecasting models for manufacturers, Tokyo (5 h overlap); not a supply chain leader.',
    ],
    ['chen-jie', 1, 'Lists supply chain among everything else; Shanghai, 4 h overlap.'],
    ['gary-thompson', 1, 'Logistics and warehousing in the US; Memphis gives 2 overlapping hours; no planning.'],
  ],
  othersAreZero:
    'The procurement lead in Copenhagen and the Lean consultant in Rome have no overlap with New Zealand; the Auckland finance people are not supply chain; everyone else is outside operations.',
};
