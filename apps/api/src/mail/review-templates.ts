import { REVIEW_BLIND_DAYS, REVIEW_WINDOW_DAYS } from '@fractional/contract';
import type { OutgoingMail } from './outgoing-mail.js';
import { composeMail, type Recipient } from './templates.js';

interface ReviewMailInput extends Recipient {
  projectName: string;
  /** Whom the reader reviews: the expert's first name, or the client's organisation. */
  otherSide: string;
  link: string;
}

const BLIND = `Neither side reads the other's review until both are in, or ${REVIEW_BLIND_DAYS} days after the first.`;

/** To each side when a membership ends (docs/reviews.md): rate the other side within 30 days. */
export function reviewInvitationMail(input: ReviewMailInput): OutgoingMail {
  return composeMail(input, {
    category: 'reviews',
    subject: `How did "${input.projectName}" go? Review ${input.otherSide}`,
    paragraphs: [
      `Your engagement on "${input.projectName}" has ended. Tell the people choosing whom to work with next how working with ${input.otherSide} went: a rating, a few words, and whether you would work together again.`,
      BLIND,
    ],
    action: { label: 'Write your review', link: input.link },
    closing: `You can review for ${REVIEW_WINDOW_DAYS} days after the engagement ended.`,
  });
}

/** To a side that has not reviewed yet, once, before the window closes. */
export function reviewReminderMail(input: ReviewMailInput & { daysLeft: number }): OutgoingMail {
  return composeMail(input, {
    category: 'reviews',
    subject: `A few days left to review ${input.otherSide} ("${input.projectName}")`,
    paragraphs: [
      `You have ${input.daysLeft} days left to review ${input.otherSide} for "${input.projectName}".`,
      BLIND,
    ],
    action: { label: 'Write your review', link: input.link },
    closing: 'This is the only reminder we send about it.',
  });
}

/** To the author: an admin hid their review, and why. */
export function reviewHiddenMail(input: Omit<ReviewMailInput, 'otherSide'> & { reason: string }): OutgoingMail {
  return composeMail(input, {
    category: 'reviews',
    subject: `Your review of "${input.projectName}" was hidden`,
    paragraphs: [
      `Our moderators hid your review of "${input.projectName}": it no longer shows anywhere and counts in no rating.`,
      `Their reason: "${input.reason}"`,
    ],
    action: { label: 'Open the engagement', link: input.link },
    closing: 'If you think this is a mistake, reply to our support address.',
  });
}
