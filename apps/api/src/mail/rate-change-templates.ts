import { formatMoney, type Currency } from '@fractional/contract';
import type { OutgoingMail } from './outgoing-mail.js';
import { composeMail, type Recipient } from './templates.js';

interface RateChangeMailInput extends Recipient {
  projectName: string;
  /** Who proposed or answered: the client's or the expert's name. */
  otherName: string;
  hourlyRate: number;
  currency: Currency;
  effectiveFrom: string;
  link: string;
}

const rateText = (input: RateChangeMailInput) =>
  `${formatMoney(input.hourlyRate, input.currency, { display: 'code' })}/h from the week of ${input.effectiveFrom}`;

/** To the other side: a new rate is proposed for a member of the squad (docs/money.md#agreed-rates). */
export function rateProposedMail(input: RateChangeMailInput): OutgoingMail {
  return composeMail(input, {
    category: 'invoices',
    subject: `New rate proposed on "${input.projectName}"`,
    paragraphs: [
      `${input.otherName} proposes a new hourly rate on "${input.projectName}": ${rateText(input)}.`,
      'Accept or decline it on the squad:',
    ],
    action: { label: 'See the proposal', link: input.link },
    closing: 'Until you accept, hours are priced at the rate agreed before.',
  });
}

/** To the proposer: the other side accepted or declined their proposal. */
export function rateDecidedMail(input: RateChangeMailInput & { status: 'accepted' | 'declined' }): OutgoingMail {
  return composeMail(input, {
    category: 'invoices',
    subject: `Rate ${input.status} on "${input.projectName}"`,
    paragraphs: [
      input.status === 'accepted'
        ? `${input.otherName} accepted the new rate on "${input.projectName}": ${rateText(input)}. Weeks from then are priced at it.`
        : `${input.otherName} declined the new rate on "${input.projectName}" (${rateText(input)}). The rate stays as it was.`,
    ],
    action: { label: 'Open the project', link: input.link },
    closing: 'A rate changes only when both sides agree.',
  });
}
