import type { GoldenBrief } from '../types.js';

/**
 * Issue 45: the need of brief 18 (same client, budget, hours, time zone and gaps, so the grades carry over)
 * in a founder's words: "SOC2", "the audit report a bank customer demands", "security questionnaires", "a
 * fractional CISO", instead of the catalogue's SOC 2 compliance, security policies and controls.
 */
export const brief: GoldenBrief = {
  key: 'procurement-saas-security-report-other-words',
  client: { industry: 'information-technology', timezone: '-06:00 America/Chicago' },
  name: 'Fractional CISO to get our SOC2 report',
  overview:
    'We are 35 people in Austin selling procurement analytics. A Fortune 500 buyer will not sign without an independent security audit report, the SOC2 kind with a months-long observation period, so the clock starts now. We have never written a security policy. We want someone who has walked a startup through that audit before: choose the audit firm and the tooling, write what the auditors read, put the checks in place, and answer the long security spreadsheets buyers send us in the meantime.',
  stage: 'initiation',
  budget: 45_000,
  timeline: 'lt-6-months',
  goals: ['increase-market-share'],
  gaps: ['security-compliance', 'cybersecurity'],
  hoursPerWeek: 10,
  grades: [
    ['heather-collins', 3, 'As in brief 18: the Austin fractional CISO who has done this eleven times.'],
    ['karen-lee', 3, 'As in brief 18: ex-Big 4 IT auditor running these programs, Seattle.'],
    ['dmitri-orlov', 1, 'As in brief 18: a pen tester, not a compliance lead; no overlap.'],
  ],
  othersAreZero: 'As in brief 18: nobody else leads a security audit program.',
};
