import type { OutgoingMail } from './outgoing-mail.js';
import { composeMail, PRODUCT, type Recipient } from './templates.js';

interface CheckInMailInput extends Recipient {
  projectName: string;
  weekStart: string;
  link: string;
}

/** To the client: the squad wrote (or rewrote) the week's check-in; it waits for a rating. */
export function checkInSubmittedMail(
  input: CheckInMailInput & { authorName: string; replaced: boolean },
): OutgoingMail {
  return composeMail(input, {
    category: 'timesheets',
    subject: `Check-in for the week of ${input.weekStart}: "${input.projectName}"`,
    paragraphs: [
      `${input.authorName} ${input.replaced ? 'updated' : 'wrote'} the check-in of "${input.projectName}" for the week of ${input.weekStart}.`,
      'Read it, and rate the week from 1 to 5 stars: your ratings make up the project’s productivity.',
    ],
    action: { label: 'Read the check-in', link: input.link },
    closing: 'Once rated, a check-in no longer changes.',
  });
}

/** To each active member: the client rated the week's check-in. */
export function checkInRatedMail(input: CheckInMailInput & { rating: number; comment: string | null }): OutgoingMail {
  return composeMail(input, {
    category: 'timesheets',
    subject: `The week of ${input.weekStart} was rated ${input.rating} of 5: "${input.projectName}"`,
    paragraphs: [
      `The client rated the check-in of "${input.projectName}" for the week of ${input.weekStart}: ${input.rating} of 5.`,
      ...(input.comment ? [`Their comment: "${input.comment}"`] : []),
    ],
    action: { label: 'Open the engagement', link: input.link },
    closing: `Thank you for keeping the squad's work on ${PRODUCT}.`,
  });
}

/** To an active member on Friday: no check-in yet this week. */
export function checkInReminderMail(input: CheckInMailInput): OutgoingMail {
  return composeMail(input, {
    category: 'timesheets',
    subject: `This week's check-in for "${input.projectName}"`,
    paragraphs: [
      `Nobody has written the check-in of "${input.projectName}" for the week of ${input.weekStart} yet.`,
      'A few lines on what moved, the progress of each outcome, and any risks keep the client in the picture:',
    ],
    action: { label: 'Write the check-in', link: input.link },
    closing: 'One check-in per week covers the whole squad.',
  });
}
