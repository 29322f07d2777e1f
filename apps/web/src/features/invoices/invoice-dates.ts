import { daysBetween, todayUtc, type Invoice } from '@fractional/contract';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-12-29` → "29 Dec 2026" (an invoice's dates are calendar days, read in UTC). */
export const invoiceDateText = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));

export type DueState = { kind: 'due' | 'overdue'; text: string };

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/**
 * When an issued invoice is to be paid (docs/money.md#invoices), counted from today beside the due
 * date's own column: "Due in 28 days", "Due today", then "Overdue by 3 days". A paid or void
 * invoice is owed nothing: null.
 */
export function dueState(invoice: Pick<Invoice, 'status' | 'dueDate'>, today = todayUtc()): DueState | null {
  if (invoice.status !== 'issued') return null;
  const late = daysBetween(invoice.dueDate, today);
  if (late < 0) return { kind: 'due', text: `Due in ${days(-late)}` };
  if (late === 0) return { kind: 'due', text: 'Due today' };
  return { kind: 'overdue', text: `Overdue by ${days(late)}` };
}
