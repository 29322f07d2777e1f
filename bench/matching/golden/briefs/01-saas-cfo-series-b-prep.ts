import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'saas-cfo-series-b-prep',
  client: { industry: 'information-technology', timezone: '+12:00 Pacific/Auckland' },
  name: 'Part-time CFO to get us ready for our Series B',
  overview:
    'We are a 45-person B2B software company in Auckland (NZD 6m ARR, growing 80 % a year) and our finance is one accountant and a spreadsheet I built myself. We plan to raise a Series B in about nine months, mostly from Australian and US funds. We need someone who has done this before to build a proper operating model, tidy up our SaaS metrics and board pack, and then run the raise with me. Weekly calls with me and our board chair, both in Auckland.',
  stage: 'planning',
  budget: 60_000,
  timeline: '6-11-months',
  goals: ['successfully-execute-strategic-plans', 'scale-operations'],
  gaps: ['financial-planning-analysis', 'fundraising'],
  hoursPerWeek: 10,
  grades: [
    [
      'aroha-walker',
      3,
      'Auckland SaaS CFO who has run Series A–C raises; same time zone; USD 180/h × 10 h × 26 weeks ≈ 47k, within budget.',
    ],
    [
      'rangi-te-aho',
      2,
      'Auckland controller with FP&A and board-ready reporting for software companies; has not led a raise, so the fundraising half would need help.',
    ],
    ['elena-moretti', 1, 'Strong SaaS FP&A, but in Rome: no overlap with an Auckland working day, and no fundraising.'],
    ['jake-whitmore', 1, 'Sydney, cheap and keen, but three years out of audit behind a CFO title; never run a raise.'],
    [
      'david-cho',
      1,
      'Experienced CFO who has raised capital, but only in healthcare and 4 overlapping hours from Los Angeles; rate puts 10 h/week at ≈ 57k.',
    ],
    [
      'kyle-brennan',
      1,
      'Claims fundraising and FP&A among everything else; 5–9 years, no evidence; Los Angeles gives 4 overlapping hours.',
    ],
    ['sunita-rao', 1, 'Singapore controller (4 h overlap): could own the close, not the model or the raise.'],
  ],
  othersAreZero:
    'Nobody else in the pool does finance: the M&A adviser (margaret-oduya) sells healthcare groups, the tax director and the UK FD (fiona-mackenzie, tom-hargreaves) are in London with no Auckland overlap and no fundraising, and the rest are marketing, product, engineering, data, legal, people or operations specialists.',
};
