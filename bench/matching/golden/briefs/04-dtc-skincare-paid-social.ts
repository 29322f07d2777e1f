import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'dtc-skincare-paid-social',
  client: { industry: 'retail', timezone: '+10:00 Australia/Sydney' },
  name: 'Our Meta ads have plateaued — need a growth lead for Q1',
  overview:
    'Sydney skincare brand, mostly sold on our own Shopify store (AUD 4m last year). Our return on ad spend has halved since March and we do not know whether the problem is creative, targeting or the site. We want someone senior who has scaled a DTC brand on Meta and Google to audit the accounts, fix the landing pages, and set up a testing rhythm our in-house coordinator can keep running. Three months to start with.',
  stage: 'iteration',
  budget: 30_000,
  timeline: 'lt-6-months',
  goals: ['increase-market-share'],
  gaps: ['performance-marketing', 'growth-marketing', 'ecommerce'],
  hoursPerWeek: 15,
  grades: [
    [
      'chloe-bennett',
      3,
      'Scaled three Australian DTC brands including skincare on Meta and Google, CRO too; Sydney; USD 130/h × 15 h × 13 weeks ≈ 25k, within budget.',
    ],
    [
      'sam-taylor',
      2,
      'Hands-on paid media buyer for ecommerce in Melbourne, cheap; less senior and no CRO, so good rather than ideal.',
    ],
    [
      'olivia-grant',
      1,
      'Senior growth lead but for consumer apps, not a Shopify store; 2 overlapping hours from Los Angeles.',
    ],
    [
      'lucia-fernandez',
      1,
      'Ecommerce director with CRO, but LATAM marketplaces and São Paulo: no overlap with Sydney.',
    ],
  ],
  othersAreZero:
    'The other marketers are B2B (product marketing, demand generation, SEO, marketing ops, comms) or far away; the over-claimer who lists growth hacking (kyle-brennan) has no ecommerce track record; nobody else does paid acquisition.',
};
