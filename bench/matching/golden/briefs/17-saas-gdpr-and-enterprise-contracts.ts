import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'saas-gdpr-and-enterprise-contracts',
  client: { industry: 'information-technology', timezone: '+00:00 Europe/Dublin' },
  name: 'Part-time counsel for enterprise contracts and GDPR',
  overview:
    'HR software company in Dublin, 60 people, selling to large employers across Europe. Every enterprise deal now comes with a 40-page procurement contract, a data processing agreement and a privacy questionnaire, and our founders are doing the redlines at night. We need a commercial lawyer who knows SaaS and GDPR one day a week: templates, a negotiation playbook, and a privacy programme that passes customer audits.',
  stage: 'execution',
  budget: 40_000,
  timeline: '6-11-months',
  goals: ['scale-operations', 'increase-market-share'],
  gaps: ['commercial-contracts', 'data-privacy'],
  hoursPerWeek: 8,
  grades: [
    [
      'siobhan-kelly',
      3,
      'Fractional GC for SaaS in Dublin: enterprise contracts, GDPR, negotiation playbooks; ≈ 42k, about the budget.',
    ],
    [
      'patrick-dunne',
      2,
      'Dublin DPO who handles DPAs with enterprise customers; privacy yes, commercial contracts only the data side.',
    ],
    ['amy-foster', 2, 'SaaS contracts specialist; New York, 3 overlapping hours; no GDPR.'],
    ['emma-clarke', 1, 'London lawyer, but employment law.'],
    ['george-papadopoulos', 1, 'Corporate lawyer (M&A, financings), Athens, 6 h overlap; not commercial contracting.'],
  ],
  othersAreZero:
    'The Singapore regulatory lawyer has no overlap with Dublin and works on financial regulation; the security and compliance people do SOC 2, not contracts; everyone else is outside legal.',
};
