import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'saas-soc2-for-enterprise-deal',
  client: { industry: 'information-technology', timezone: '-06:00 America/Chicago' },
  name: 'SOC 2 Type II in six months — a deal depends on it',
  overview:
    'Austin-based B2B SaaS (procurement analytics), 35 people. Our largest prospect, a Fortune 500 company, will only sign if we have a SOC 2 Type II report within a year, which means starting the observation window soon. We have never done a formal security program. We need someone who has taken companies through SOC 2 to pick the auditor and tooling, write the policies, get the controls in place, and handle the security questionnaires meanwhile.',
  stage: 'initiation',
  budget: 45_000,
  timeline: 'lt-6-months',
  goals: ['increase-market-share'],
  gaps: ['security-compliance', 'cybersecurity'],
  hoursPerWeek: 10,
  grades: [
    [
      'heather-collins',
      3,
      'Fractional CISO in Austin who has taken eleven SaaS companies through SOC 2 Type I and II; ≈ 23k.',
    ],
    ['karen-lee', 3, 'Ex-Big 4 IT auditor running SOC 2 programs for SaaS, Seattle (6 h overlap); ≈ 17k.'],
    [
      'dmitri-orlov',
      1,
      'Application security tester, useful for the pen test the auditor wants; no compliance program experience; Jerusalem, no overlap.',
    ],
  ],
  othersAreZero:
    'The privacy officer (Dublin) and the IT manager (Istanbul) do other compliance or office IT; the healthtech CTO with security compliance listed is an engineering leader, not a SOC 2 lead; everyone else is outside security.',
};
