import type { ExpertCard } from '@fractional/contract';
import type { OutgoingMail } from '../../mail/outgoing-mail.js';
import { composeMail, type Recipient } from '../../mail/templates.js';

/** Experts one mail names; more are counted ("and 4 more") and the link shows them all. */
export const MAIL_EXPERTS_MAX = 10;

export interface NewExpertsMailInput extends Recipient {
  searchName: string;
  /** The new experts, best first: only their names and job roles are written, never a contact or a CV. */
  experts: ExpertCard[];
  /** Find experts with the saved query. */
  link: string;
}

/** "Jane Doe — Fractional CFO, Finance Director": the name and the headline Find experts' card shows first. */
function expertLine(expert: ExpertCard): string {
  const name = [expert.firstName, expert.lastName].filter(Boolean).join(' ') || 'An expert';
  const headline = expert.jobRole
    .slice(0, 2)
    .map((role) => role.role)
    .join(', ');
  return headline ? `${name} — ${headline}` : name;
}

/** The weekly "new experts match your saved search" mail (docs/discovery.md#saved-searches). */
export function newExpertsMail(input: NewExpertsMailInput): OutgoingMail {
  const count = input.experts.length;
  const named = input.experts.slice(0, MAIL_EXPERTS_MAX).map(expertLine);
  const more = count - named.length;
  return composeMail(input, {
    category: 'savedSearches',
    subject:
      count === 1 ? `A new expert matches "${input.searchName}"` : `${count} new experts match "${input.searchName}"`,
    paragraphs: [
      `Since we last wrote, ${count === 1 ? 'one expert newly matches' : `${count} experts newly match`} your saved search "${input.searchName}":`,
      ...named,
      ...(more > 0 ? [`… and ${more} more.`] : []),
    ],
    action: { label: 'See them in Find experts', link: input.link },
    closing: 'We write once a week, only when someone new matches. Delete the saved search to stop these e-mails.',
  });
}
