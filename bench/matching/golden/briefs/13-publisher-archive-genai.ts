import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'publisher-archive-genai',
  client: { industry: 'media', timezone: '-05:00 America/New_York' },
  name: 'Generative AI for our news archive — responsibly',
  overview:
    'Regional newspaper group, 120 years of archive digitised. We want to let readers ask questions of the archive and help our reporters research, but our editors are worried about made-up answers and attribution. We need an AI lead who has shipped retrieval over news content, can set up evaluation so we know when it is wrong, and write the policy our newsroom will accept. Three months to a pilot.',
  stage: 'initiation',
  budget: 40_000,
  timeline: 'lt-6-months',
  goals: ['develop-innovative-solutions', 'launch-new-product-service'],
  gaps: ['generative-ai', 'machine-learning', 'ai-governance'],
  hoursPerWeek: 10,
  grades: [
    [
      'rachel-stein',
      3,
      'Led generative AI over a news archive at a national publisher: retrieval, evaluation, newsroom guardrails; New York; ≈ 22k.',
    ],
    [
      'jonas-berg',
      2,
      'Senior AI governance and strategy with publishers; Oslo, 2 overlapping hours; less hands-on; ≈ 33k.',
    ],
    [
      'arjun-mehta',
      1,
      'Lists every generative AI keyword and speaks at events; 5–9 years, nothing shipped named; London, 3 overlapping hours.',
    ],
  ],
  othersAreZero:
    'The manufacturing data scientist (Tokyo) has no overlap and no language work; the SEO and content lead knows publishers but not AI; the over-claimer listing LLM apps (kyle-brennan) has no track record; everyone else is outside AI.',
};
