/**
 * What the demo's people write to each other (docs/demo.md). `{expert}`, `{client}` and `{project}`
 * are filled in with first names and the project's name.
 */

/** The note a client sends with an invitation. */
export const INVITATION_NOTES = [
  'Hi {expert}, your background looks like a strong fit for {project}. Would you be open to a call this week?',
  'Hello {expert} — we are looking for someone who has done this before, and your profile suggests you have. Happy to share more detail.',
  '{expert}, we would love your help with {project}. The brief has the details; I can walk you through our numbers on a call.',
  'Hi {expert}, a colleague recommended we talk. Have a look at the brief and tell me if the scope makes sense to you.',
];

/** Why an expert turns an invitation down. */
export const DECLINE_REASONS = [
  'Thank you for thinking of me. I am fully booked until the spring and would not do this justice.',
  'The scope is a little outside what I do best; I would rather you found a specialist.',
  'I am not able to overlap enough with your working hours for this one. Good luck with it!',
];

/** A direct thread after an expert accepted: alternating client, expert, client… The last line is the expert's. */
export const ENGAGEMENT_THREADS: string[][] = [
  [
    'Great to have you on board, {expert}. Could we start with a kick-off on Monday at 10?',
    'Monday at 10 works. Could you share last year’s numbers and the current plan before then?',
    'Sent to your inbox — the plan is a bit out of date, as you will see.',
    'Thanks, I have read through everything. I will bring a first list of priorities to the kick-off.',
  ],
  [
    'Welcome, {expert}! I have added you to our shared drive. Anything else you need from us to get going?',
    'Access works, thanks. A short list of the people I should meet in the first two weeks would help.',
    'I will send it today. Our head of operations is keen to meet you first.',
    'Perfect. I have booked time with her on Thursday and will share notes afterwards.',
  ],
  [
    'Hi {expert}, quick one: can we move Thursday’s session to Friday morning?',
    'Friday morning is fine. I will send the draft of the plan beforehand so we can use the time on decisions.',
    'Much appreciated. The board meets in three weeks, so the timing is good.',
    'Understood — I will make sure there is a one-page summary the board can read in five minutes.',
  ],
];

/** A squad thread: the client opens, members answer in turn. */
export const SQUAD_THREADS: string[][] = [
  [
    'Welcome to the squad, everyone. This is the place for anything all of us should see about {project}.',
    'Thanks {client}. I have shared a first timeline in the drive; comments welcome before Friday.',
    'Looks sensible to me. I have added two dependencies on my side that we should discuss.',
  ],
  [
    'Morning all — a quick summary of where we are on {project}: the first milestone is on track.',
    'Agreed. One risk: we still have no access to the old system’s data. Could you chase it, {client}?',
  ],
];

export function fillIn(text: string, values: { expert?: string; client?: string; project?: string }): string {
  return text
    .replaceAll('{expert}', values.expert ?? '')
    .replaceAll('{client}', values.client ?? '')
    .replaceAll('{project}', values.project ?? '');
}
