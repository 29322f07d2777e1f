import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'hospitality-group-operations',
  client: { industry: 'hospitality', timezone: '+04:00 Asia/Dubai' },
  name: 'COO to scale our café group from 12 to 30 sites',
  overview:
    'We run 12 specialty coffee cafés in Dubai and Abu Dhabi and have signed leases for 8 more next year, plus two in Riyadh. Every site runs differently, our labour cost is 38 % of revenue and the founders still answer the phone for every problem. We need an operations leader who has scaled F&B sites in the Gulf: standard operating procedures, site KPIs, an area manager structure and the opening playbook.',
  stage: 'execution',
  budget: 80_000,
  timeline: '6-11-months',
  goals: ['scale-operations'],
  gaps: ['operations-management', 'process-improvement'],
  hoursPerWeek: 20,
  grades: [
    [
      'khalid-rahman',
      3,
      'Opened 30+ F&B outlets across the UAE, Saudi Arabia and Qatar; SOPs, site KPIs, labour cost; Dubai; ≈ 78k.',
    ],
    [
      'sarah-oconnell',
      2,
      'Excellent scale-up operations director, London (4 h overlap), but no hospitality, 15 of the 20 h free, and ≈ 83k at the 20 h asked.',
    ],
    [
      'luca-romano',
      1,
      'Lean process improvement in factories and hospitals; Rome, 5 h overlap; not a multi-site operator.',
    ],
    [
      'chen-jie',
      1,
      'Lists hospitality and operations among everything else; Shanghai, 4 h overlap; unclear what he actually ran.',
    ],
  ],
  othersAreZero:
    'The chief of staff, the turnaround MD and the supply chain people do not run multi-site operations; nobody else in the pool is an operator.',
};
