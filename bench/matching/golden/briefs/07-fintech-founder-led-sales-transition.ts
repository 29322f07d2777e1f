import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'fintech-founder-led-sales-transition',
  client: { industry: 'financial-services', timezone: '+00:00 Europe/London' },
  name: 'First sales leader: get the founders out of every deal',
  overview:
    'Cash-management software for mid-sized UK companies, GBP 3m ARR, all of it sold by the two of us. We have just raised and want to hire four account executives this year, but neither of us has built a sales team. We are looking for someone who has done the founder-led to team transition at a fintech: hiring profile and interviews, a sales playbook, comp plans, and a weekly pipeline review we can hand over.',
  stage: 'planning',
  budget: 70_000,
  timeline: '6-11-months',
  goals: ['scale-operations', 'increase-market-share'],
  gaps: ['sales-leadership', 'sales-enablement'],
  hoursPerWeek: 15,
  grades: [
    ['gemma-lloyd', 3, 'Did exactly this at two London fintechs; USD 180/h × 15 × 26 ≈ 70k, at the budget.'],
    [
      'dan-kowalski',
      2,
      'Has built sales teams twice as CRO; New York, 3 overlapping hours; ≈ 65k for 10 h when 15 are asked (capacity 10).',
    ],
    [
      'nadia-haddad',
      1,
      'Enterprise sales leader but in Gulf government and banking; Dubai, 4 h overlap; no team-building story.',
    ],
    ['ben-ashworth', 1, 'London and available, but an SDR team lead under a VP title; could not build the function.'],
    [
      'ryan-mitchell',
      1,
      'Sales enablement and comp plans from the operations side; Chicago, 2 overlapping hours; not a sales leader.',
    ],
  ],
  othersAreZero:
    'The customer success head, the go-to-market analyst (Toronto) and the marketers do not lead sellers; everyone else is outside sales.',
};
