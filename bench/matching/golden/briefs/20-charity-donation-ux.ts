import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'charity-donation-ux',
  client: { industry: 'non-profit', timezone: '+00:00 Europe/London' },
  name: 'Redesign our online donation journey',
  overview:
    'National children’s charity. Two-thirds of people who start a donation on our website never finish, and our forms fail basic accessibility checks. We have a small in-house web team but no designer. We want someone to research with donors, redesign the journey, and leave us a simple, accessible component library our developers can reuse. Charity budget, three months.',
  stage: 'iteration',
  budget: 20_000,
  timeline: 'lt-6-months',
  goals: ['develop-innovative-solutions'],
  gaps: ['ux-design', 'user-research'],
  hoursPerWeek: 10,
  grades: [
    [
      'zoe-harper',
      3,
      'Has redesigned donation journeys for three UK charities: research, accessibility, design systems; London; ≈ 10k.',
    ],
    [
      'felix-braun',
      2,
      'Head of Design who builds design systems, Berlin (7 h overlap); fintech, and ≈ 22k, a little over.',
    ],
    [
      'maya-singh',
      2,
      'User research and prototypes for charities (in her own words, no UX jargon); Toronto, 3 overlapping hours; less visual design.',
    ],
    [
      'leo-martins',
      1,
      'Cheap and in Lisbon, but two years of landing pages behind a creative director title; no research or accessibility.',
    ],
  ],
  othersAreZero: 'Nobody else in the pool designs interfaces or researches users.',
};
