import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'construction-hr-from-scratch',
  client: { industry: 'construction', timezone: '+10:00 Australia/Brisbane' },
  name: 'Set up HR for a 180-person builder',
  overview:
    'Commercial builder in south-east Queensland, 180 staff (mostly site workers under the award, some on an enterprise agreement). Our office manager has been doing HR on top of her job and we have had two unfair dismissal claims this year. We need an experienced HR person part-time to put in proper contracts and policies, fix payroll classification, and train our site supervisors on performance and conduct.',
  stage: 'initiation',
  budget: 35_000,
  timeline: '6-11-months',
  goals: ['scale-operations'],
  gaps: ['people-operations', 'compensation-benefits'],
  hoursPerWeek: 10,
  grades: [
    [
      'kirsty-mcleod',
      3,
      'Fifteen years of construction and mining HR in Queensland: awards, EBAs, payroll, employee relations; Brisbane; ≈ 29k.',
    ],
    [
      'rebecca-young',
      2,
      'Payroll and award-based remuneration for AU employers, construction among them; Wellington (6 h overlap); less on employee relations.',
    ],
    ['emma-clarke', 1, 'Employment lawyer and HR partner, but UK law and London: no overlap with Brisbane.'],
    ['nicole-adams', 1, 'Senior Head of People for tech scale-ups; Chicago gives no overlap; wrong workforce.'],
  ],
  othersAreZero:
    'The Lagos HR generalist has no overlap and no Australian employment experience; the talent, org design and culture people work on tech hiring in the US; the generalist who lists HR among everything else (chen-jie) names no HR work; everyone else is outside HR.',
};
