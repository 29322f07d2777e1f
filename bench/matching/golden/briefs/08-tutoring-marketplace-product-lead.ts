import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'tutoring-marketplace-product-lead',
  client: { industry: 'education', timezone: '+08:00 Asia/Singapore' },
  name: 'Product leader for our tutoring marketplace',
  overview:
    'We match parents with private tutors in Singapore and Malaysia (3,000 tutors, 18,000 bookings a month). Growth has slowed, repeat bookings are falling, and our two product managers are building whatever the loudest stakeholder asks for. We want an experienced marketplace product person to set the product strategy, run discovery with parents and tutors, and coach the PMs. In person in Singapore once a week would be a bonus.',
  stage: 'iteration',
  budget: 50_000,
  timeline: '6-11-months',
  goals: ['increase-market-share', 'develop-innovative-solutions'],
  gaps: ['product-management', 'product-strategy', 'marketplaces'],
  hoursPerWeek: 15,
  grades: [
    [
      'mei-lin-tan',
      3,
      'Built a tutoring marketplace in Singapore and Malaysia, coaches PMs; Singapore; USD 140/h × 15 × 26 ≈ 55k, about the budget.',
    ],
    [
      'anna-lindqvist',
      1,
      'Product coach and interim CPO, not marketplaces; Stockholm gives 1 overlapping hour; 10 of 15 h free.',
    ],
    ['raj-patel', 1, 'Lists marketplaces with every other buzzword; 5–9 years; Dubai, 4 h overlap; cheap.'],
  ],
  othersAreZero:
    'The other product people are in North America (no overlap with Singapore) or fintech/healthtech specialists; the chief of staff in Manila is not a product leader; the rest are outside product.',
};
