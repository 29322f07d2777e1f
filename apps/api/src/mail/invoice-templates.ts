import { DEFAULT_CURRENCY, formatMoney, type Currency } from '@fractional/contract';
import type { OutgoingMail } from './outgoing-mail.js';
import { composeMail, type Recipient } from './templates.js';

interface InvoiceMailInput extends Recipient {
  number: string;
  projectName: string;
  month: string;
  totalHours: number;
  totalAmount: number;
  /** The invoice's currency (the project's; USD when not given). */
  currency?: Currency;
  /** The expert's name (to the client) or the client's organisation (to the expert). */
  otherParty: string;
  link: string;
}

/** "EUR 13,162.50": the invoice's total as documents write it (docs/money.md#exact-amounts). */
const total = (input: InvoiceMailInput) =>
  formatMoney(input.totalAmount, input.currency ?? DEFAULT_CURRENCY, { display: 'code' });

/** To the client and to the expert: a month's invoice was issued. */
export function invoiceIssuedMail(input: InvoiceMailInput & { side: 'client' | 'expert' }): OutgoingMail {
  const what = `Invoice ${input.number} for "${input.projectName}", ${input.month}`;
  return composeMail(input, {
    subject: `${what}: ${total(input)}`,
    paragraphs: [
      input.side === 'client'
        ? `${input.otherParty} billed ${input.totalHours} approved hours in ${input.month}: ${total(input)}.`
        : `Your ${input.totalHours} approved hours in ${input.month} were invoiced to ${input.otherParty}: ${total(input)}.`,
      'The invoice and its PDF are on the project page:',
    ],
    action: { label: 'See the invoice', link: input.link },
    closing: 'Each approved hour is invoiced once, on the invoice of the month it was worked.',
  });
}

/** To the expert: the client marked their invoice paid. */
export function invoicePaidMail(input: InvoiceMailInput): OutgoingMail {
  return composeMail(input, {
    subject: `Invoice ${input.number} was paid`,
    paragraphs: [
      `${input.otherParty} marked invoice ${input.number} for "${input.projectName}" (${input.month}, ${total(input)}) as paid.`,
    ],
    action: { label: 'See your invoices', link: input.link },
    closing: 'Thank you for your work on Fractional.',
  });
}
