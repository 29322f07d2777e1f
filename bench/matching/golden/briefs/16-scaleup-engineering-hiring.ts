import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'scaleup-engineering-hiring',
  client: { industry: 'information-technology', timezone: '-08:00 America/Los_Angeles' },
  name: 'Hire 40 engineers in six months without breaking the team',
  overview:
    'Series C developer tools company in San Francisco, 90 engineers today. The board approved hiring 40 more by June. Our one recruiter cannot keep up, the interview process differs per team, and nobody has worked out how the teams should be structured at 130. We need someone to lead hiring (process, agencies, recruiters) and help us design the team structure we are hiring into.',
  stage: 'execution',
  budget: 60_000,
  timeline: 'lt-6-months',
  goals: ['scale-operations'],
  gaps: ['talent-acquisition', 'organisational-design'],
  hoursPerWeek: 20,
  grades: [
    [
      'jordan-blake',
      3,
      'Hired 400+ engineers for Bay Area startups: process, agencies, employer brand; same time zone; ≈ 31k.',
    ],
    [
      'nicole-adams',
      3,
      'Head of People through hypergrowth, including team structures and hiring plans; Chicago, 6 h overlap; ≈ 31k for 15 h.',
    ],
    [
      'priyanka-shah',
      2,
      'VP Engineering who scaled teams from 8 to 80 and built the hiring loops; not a recruiting leader; 10 of 20 h free.',
    ],
    ['diego-alvarez', 1, 'Organisation design specialist, no hiring; 10 of 20 h free and ≈ 33k at half the hours.'],
    ['matt-harris', 1, 'Two years as a recruiting coordinator behind a Chief People Officer title; Denver.'],
  ],
  othersAreZero:
    'The HR generalists and reward specialists are in other time zones and do not recruit; the CTOs and engineering managers are not recruiters; everyone else is outside people.',
};
