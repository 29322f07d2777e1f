import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'b2b-saas-us-launch-positioning',
  client: { industry: 'information-technology', timezone: '+01:00 Europe/Berlin' },
  name: 'Positioning and launch plan for our US market entry',
  overview:
    'We make scheduling software for field service companies (120 customers in Germany and Austria). Next spring we open a US office. Our messaging was written for German Mittelstand buyers and it does not land in the demos we have done with American prospects. We need a senior B2B marketer who has taken a European product to the US: ideal customer profile, positioning and messaging, and a launch plan our two marketers can execute.',
  stage: 'planning',
  budget: 25_000,
  timeline: 'lt-6-months',
  goals: ['launch-new-product-service', 'increase-market-share'],
  gaps: ['product-marketing', 'go-to-market'],
  hoursPerWeek: 10,
  grades: [
    [
      'priya-nair',
      3,
      'Has taken two German SaaS companies into the US: positioning, messaging, launch; London, 7 h overlap; USD 150/h × 10 × 13 ≈ 20k.',
    ],
    ['marcus-feld', 3, 'B2B software CMO in Berlin who has run US entries for German scale-ups; ≈ 22k, within budget.'],
    [
      'hannah-schulz',
      1,
      'Senior communications and brand in Berlin, but press and internal comms, not product positioning or a launch.',
    ],
    ['jess-okafor', 1, 'B2B content and SEO, could help the launch later; New York gives 2 overlapping hours.'],
  ],
  othersAreZero:
    'The DTC and app growth marketers, the ecommerce director and marketing ops (Singapore, no overlap) do not do positioning; the sales leaders, product people and everyone else are outside marketing.',
};
