import { formatMoney, type Currency, type InvoiceSkipReason } from '@fractional/contract';
import type { OutgoingMail } from './outgoing-mail.js';
import { composeMail, type Recipient } from './templates.js';

interface InvoiceMailInput extends Recipient {
  number: string;
  projectName: string;
  month: string;
  totalHours: number;
  totalAmount: number;
  currency: Currency;
  /** The expert's name (to the client) or the client's organisation (to the expert). */
  otherParty: string;
  link: string;
}

const money = (input: InvoiceMailInput) => formatMoney(input.totalAmount, input.currency, { display: 'code' });

/** To the client and to the expert: a month's invoice was issued. */
export function invoiceIssuedMail(input: InvoiceMailInput & { side: 'client' | 'expert' }): OutgoingMail {
  const what = `Invoice ${input.number} for "${input.projectName}", ${input.month}`;
  return composeMail(input, {
    category: 'invoices',
    subject: `${what}: ${money(input)}`,
    paragraphs: [
      input.side === 'client'
        ? `${input.otherParty} billed ${input.totalHours} approved hours in ${input.month}: ${money(input)}.`
        : `Your ${input.totalHours} approved hours in ${input.month} were invoiced to ${input.otherParty}: ${money(input)}.`,
      'The invoice and its PDF are on the project page:',
    ],
    action: { label: 'See the invoice', link: input.link },
    closing: 'Each approved hour is invoiced once, on the invoice of the month it was worked.',
  });
}

/** To the expert: the client marked their invoice paid. */
export function invoicePaidMail(input: InvoiceMailInput): OutgoingMail {
  return composeMail(input, {
    category: 'invoices',
    subject: `Invoice ${input.number} was paid`,
    paragraphs: [
      `${input.otherParty} marked invoice ${input.number} for "${input.projectName}" (${input.month}, ${money(input)}) as paid.`,
    ],
    action: { label: 'See your invoices', link: input.link },
    closing: 'Thank you for your work on Fractional.',
  });
}

interface SkippedMailInput extends Recipient {
  side: 'client' | 'expert';
  projectName: string;
  month: string;
  /** The expert's name (to the client) or the client's organisation (to the expert). */
  otherParty: string;
  reasons: InvoiceSkipReason[];
  /** Where the reader completes what is theirs: their account page (billing details) or the squad (the rate). */
  link: string;
}

/** What each side must complete for a skipped member's hours to be invoiced (docs/money.md#invoices). */
function skipTodo(reason: InvoiceSkipReason, side: 'client' | 'expert', otherParty: string): string {
  switch (reason) {
    case 'rateNotAgreed':
      return side === 'client'
        ? `No hourly rate is agreed with ${otherParty}: agree one on the project's squad.`
        : `No hourly rate is agreed with ${otherParty}: agree one with them on the project.`;
    case 'expertBillingIncomplete':
      return side === 'expert'
        ? 'Your billing details are missing: add your legal name, address and country on your account page.'
        : `${otherParty} has not entered billing details yet; we asked them to.`;
    case 'clientBillingIncomplete':
      return side === 'client'
        ? 'Your billing details are missing: add your legal name, address and country on your account page.'
        : `${otherParty} has not entered billing details yet; we asked them to.`;
  }
}

/** To the client and to the expert, once per member, month and reason: hours were left uninvoiced. */
export function invoiceSkippedMail(input: SkippedMailInput): OutgoingMail {
  return composeMail(input, {
    category: 'invoices',
    subject: `Hours of "${input.projectName}" in ${input.month} were not invoiced yet`,
    paragraphs: [
      input.side === 'client'
        ? `The approved hours of ${input.otherParty} in ${input.month} could not be invoiced yet:`
        : `Your approved hours in ${input.month} for ${input.otherParty} could not be invoiced yet:`,
      ...input.reasons.map((reason) => skipTodo(reason, input.side, input.otherParty)),
      'They stay approved and are invoiced by the next run once this is complete.',
    ],
    action: { label: 'Complete it', link: input.link },
    closing: 'Each approved hour is invoiced once, on the invoice of the month it was worked.',
  });
}
