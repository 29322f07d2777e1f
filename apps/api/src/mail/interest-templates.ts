import { formatMoney, type Currency } from '@fractional/contract';
import type { OutgoingMail } from './outgoing-mail.js';
import { composeMail, type Recipient } from './templates.js';

interface InterestMailInput extends Recipient {
  projectName: string;
  link: string;
}

/** To the client: an expert asked to join an open brief (docs/discovery.md#open-briefs-and-interest). */
export function interestMail(
  input: InterestMailInput & {
    expertName: string;
    message: string;
    hoursPerWeek: number;
    hourlyRate: number;
    currency: Currency;
  },
): OutgoingMail {
  const rate = formatMoney(input.hourlyRate, input.currency, { display: 'code' });
  return composeMail(input, {
    category: 'invitations',
    subject: `${input.expertName} is interested in "${input.projectName}"`,
    paragraphs: [
      `${input.expertName} read your open brief "${input.projectName}" and would like to join its squad for ${input.hoursPerWeek} hours a week at ${rate} an hour.`,
      `Their note: "${input.message}"`,
      'See their card and match on the project page, then invite them or decline:',
    ],
    action: { label: 'Open the project', link: input.link },
    closing: 'Their e-mail and phone number stay private until they accept an invitation.',
  });
}

/** To the expert: the client declined their interest, with the reason when one was given. */
export function interestDeclinedMail(
  input: InterestMailInput & { orgName: string | null; reason: string | null },
): OutgoingMail {
  const who = input.orgName ?? 'The client';
  return composeMail(input, {
    category: 'invitations',
    subject: `Your interest in "${input.projectName}"`,
    paragraphs: [
      `${who} thanked you for your interest in "${input.projectName}" and will not invite you this time.`,
      ...(input.reason ? [`Their reason: "${input.reason}"`] : []),
      'Other open briefs may fit you better:',
    ],
    action: { label: 'See open briefs', link: input.link },
    closing: 'Keeping your profile and availability up to date improves your matches.',
  });
}
