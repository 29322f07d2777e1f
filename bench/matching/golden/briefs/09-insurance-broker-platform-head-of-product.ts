import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'insurance-broker-platform-head-of-product',
  client: { industry: 'insurance', timezone: '-05:00 America/Toronto' },
  name: 'Interim head of product for our broker platform',
  overview:
    'We build the quoting and policy platform used by 400 independent insurance brokerages in Ontario. Our head of product left in the summer and the roadmap has turned into a list of promises sales made to brokers. We need an experienced product leader for about a year: one strategy, a prioritised roadmap, a backlog the engineers trust, and two PMs who can say no. Insurance or broker software experience matters a lot to us.',
  stage: 'execution',
  budget: 150_000,
  timeline: '12-17-months',
  goals: ['successfully-execute-strategic-plans'],
  gaps: ['product-management', 'product-strategy'],
  hoursPerWeek: 20,
  grades: [
    [
      'josh-kim',
      3,
      'Head of Product from broker management software and an MGA platform, Toronto; USD 150/h × 20 × 52 ≈ 156k, at the budget.',
    ],
    [
      'laura-bianchi',
      1,
      'Senior PM on insurance software, New York; hands-on, but not the product leader they ask for.',
    ],
    ['anna-lindqvist', 1, 'Interim CPO and coach, no insurance; Stockholm, 2 overlapping hours; 10 of 20 h free.'],
    [
      'grace-omalley',
      1,
      'Senior product leader in regulated healthtech, not insurance; Dublin, 3 overlapping hours; 10 of 20 h free.',
    ],
  ],
  othersAreZero:
    'The marketplace VP (Singapore) and the fintech PM (Cairo) have little or no Toronto overlap and the wrong domain; the over-claimer (raj-patel) has no overlap; everyone else is outside product.',
};
