import type { OutgoingMail } from './outgoing-mail.js';
import { composeMail, type Recipient } from './templates.js';

interface InvoiceMailInput extends Recipient {
  number: string;
  projectName: string;
  month: string;
  totalHours: number;
  totalAmount: number;
  /** The expert's name (to the client) or the client's organisation (to the expert). */
  otherParty: string;
  link: string;
}

const usd = (amount: number) => `USD ${amount.toFixed(2)}`;

/** To the client and to the expert: a month's invoice was issued. */
export function invoiceIssuedMail(input: InvoiceMailInput & { side: 'client' | 'expert' }): OutgoingMail {
  const what = `Invoice ${input.number} for "${input.projectName}", ${input.month}`;
  return composeMail(input, {
    subject: `${what}: ${usd(input.totalAmount)}`,
    paragraphs: [
      input.side === 'client'
        ? `${input.otherParty} billed ${input.totalHours} approved hours in ${input.month}: ${usd(input.totalAmount)}.`
        : `Your ${input.totalHours} approved hours in ${input.month} were invoiced to ${input.otherParty}: ${usd(input.totalAmount)}.`,
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
      `${input.otherParty} marked invoice ${input.number} for "${input.projectName}" (${input.month}, ${usd(input.totalAmount)}) as paid.`,
    ],
    action: { label: 'See your invoices', link: input.link },
    closing: 'Thank you for your work on Fractional.',
  });
}
