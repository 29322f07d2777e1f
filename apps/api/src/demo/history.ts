/**
 * What the demo's squads wrote over their past weeks (docs/demo.md): the outcomes each client set,
 * weekly check-ins, notes on timesheets, why a week was sent back, what clients said when rating.
 * `{project}`, `{client}` and `{expert}` are filled in as in conversations.ts.
 */

export interface DemoOutcome {
  title: string;
  target: string;
}

/** The outcomes each client set for its squad, by project name (active and completed projects). */
export const PROJECT_OUTCOMES: Record<string, DemoOutcome[]> = {
  'Series B readiness: finance function': [
    { title: 'Monthly close in five working days', target: 'Three closes in a row on day 5' },
    { title: 'Investor-grade three-statement model', target: 'Reviewed by our lead investor' },
    { title: 'Data room finance section complete', target: 'Every item on the checklist filed' },
  ],
  'SOC 2 Type I before our first bank partner': [
    { title: 'Controls written and owned', target: 'All 64 controls with an owner and evidence' },
    { title: 'Type I audit booked and passed', target: 'Report issued with no exceptions' },
  ],
  'Fix our supply chain before peak season': [
    { title: 'Stock-outs on top 50 SKUs cut', target: 'Below 2 % of days' },
    { title: 'Second co-packer signed', target: 'Contract and first run done' },
    { title: 'Weekly demand plan in place', target: 'Forecast error under 15 %' },
  ],
  'Retention and lifecycle marketing': [
    { title: 'Lifecycle journeys live', target: 'Welcome, win-back and replenishment flows' },
    { title: 'Repeat purchase rate up', target: 'From 31 % to 38 % at 90 days' },
  ],
  'Patient app: product leadership for the relaunch': [
    { title: 'Relaunch roadmap agreed by the clinical board', target: 'Signed off' },
    { title: 'Booking completion rate up', target: 'From 54 % to 70 %' },
    { title: 'Release every two weeks', target: 'Four releases on schedule' },
  ],
  'Data platform for production and quality': [
    { title: 'Line sensors streaming to the warehouse', target: 'Both plants, under 5 minutes late' },
    { title: 'Scrap dashboard used on the shop floor', target: 'Daily by every shift lead' },
  ],
  'Founder-led sales to a sales team': [
    { title: 'Sales playbook written', target: 'Discovery to close, with call scripts' },
    { title: 'First two account executives hired', target: 'Offers accepted' },
    { title: 'Pipeline reviewed weekly in the CRM', target: 'Every deal with a next step and date' },
  ],
  'Finance and grant reporting overhaul': [
    { title: 'Grant reports from one ledger', target: 'All 9 donors reported on time' },
    { title: 'Audit with no management letter points', target: 'Clean letter' },
  ],
  'Marketing leadership for our UK launch': [
    { title: 'UK positioning and messaging tested', target: 'Three segments interviewed' },
    { title: 'Launch campaign live', target: '400 qualified sign-ups in the first month' },
  ],
  'Cloud cost and reliability review': [
    { title: 'Cloud bill down', target: '30 % lower month on month' },
    { title: 'Paging alerts that matter', target: 'Under 5 pages a week' },
  ],
  'Privacy programme for schools in the EU': [
    { title: 'Records of processing complete', target: 'Every system mapped' },
    { title: 'DPIA for the learning analytics feature', target: 'Approved by the DPO' },
    { title: 'School data-processing agreement template', target: 'Used in the next 10 contracts' },
  ],
  'Ransomware recovery and security programme': [
    { title: 'Backups restorable within a day', target: 'Full restore test under 24 h' },
    { title: 'Multi-factor sign-in everywhere', target: '100 % of staff and contractors' },
    { title: 'Incident response plan rehearsed', target: 'Tabletop exercise with the board' },
  ],
  'Finance for our first funding round': [
    { title: 'Fundraising model and use of funds', target: 'Shared with five investors' },
    { title: 'Books cleaned up for due diligence', target: 'Two years reconciled' },
  ],
  'Engineering leadership while we hire a CTO': [
    { title: 'Delivery cadence restored', target: 'Sprint goals met three sprints running' },
    { title: 'CTO hired', target: 'Offer accepted' },
    { title: 'On-call rota and runbooks', target: 'Every service covered' },
  ],
  'Operations review of brewery and taprooms': [
    { title: 'Brewery yield improved', target: 'From 88 % to 92 %' },
    { title: 'Taproom staffing matched to footfall', target: 'Labour cost under 28 % of sales' },
  ],
};

/** A week's check-in, by the member whose turn it is. */
export const CHECK_IN_SUMMARIES = [
  'Good week on {project}: the main piece of work moved forward and I have a clearer view of what is left.',
  'Spent most of the week with the team on the details. Two decisions are needed from {client} before we go further.',
  'Finished the first draft and shared it for comments. Next week is about turning feedback into the final version.',
  'Slower week: waiting on data from two teams. I used the time to prepare the next stage so we lose nothing.',
  'Ran the workshop we planned; the team agreed on priorities for the coming month. Notes are in the shared drive.',
  'Closed out the open questions from last week and started on the next outcome. On track overall.',
  'Met the people who will own this after us and walked them through the work so far. Handover is taking shape.',
];

/** Risks a member raises in a check-in; most weeks there are none. */
export const CHECK_IN_RISKS = [
  'Access to the production data is still pending; without it the next step slips a week.',
  'Two stakeholders disagree on the scope; we need a decision from {client}.',
  'Holiday season: fewer people available for reviews over the next two weeks.',
];

/** What a client writes when rating a check-in. */
export const RATING_COMMENTS = [
  'Clear and useful, thank you.',
  'Great progress this week.',
  'Thanks — let us talk about the risk on Monday.',
  'Helpful summary; I shared it with the board.',
];

/** A note on a timesheet, shown to the client. */
export const TIMESHEET_NOTES = [
  'Workshops Monday and Tuesday, write-up the rest of the week.',
  'Mostly analysis this week, plus the weekly call.',
  'Includes the extra session {client} asked for on Thursday.',
];

/** Why a client sends a week back. */
export const REJECTION_REASONS = [
  'Thursday shows 9 hours but we only met for the morning — could you check and resubmit?',
  'This is over the hours we agreed for the week; please split the extra work into next week as discussed.',
  'Could you add a note on what the Friday hours covered? Our finance team needs it for approval.',
];

/** What a client wrote about an expert once the engagement ended; `{expert}` is filled in. */
export const CLIENT_REVIEWS = [
  '{expert} understood our business within a week and left us with work we still use every day.',
  'Clear thinking, honest about what would not work, and always on time. We would hire {expert} again.',
  'Great at getting the team to agree on priorities. The handover notes were excellent.',
  'Strong on the analysis; we sometimes needed more time from {expert} than the hours we had agreed.',
];

/** What an expert wrote about the client; `{client}` is filled in. */
export const EXPERT_REVIEWS = [
  '{client} gave me access to the right people from day one and made decisions quickly.',
  'A well-run engagement: clear goals, weekly check-ins that mattered, invoices paid on time.',
  'Good team to work with. The scope moved a little, but {client} was open about it.',
];
