import {
  addDays,
  formatMoney,
  fromMinor,
  lineAmountMinor,
  sumMinor,
  taxAmountMinor,
  type CreditNote,
  type Currency,
  type InvoiceLine,
  type InvoiceParty,
} from '@fractional/contract';

/**
 * The document an invoice or credit note stores at issue (docs/money.md#invoices), amounts in
 * integer minor units. `toInvoice` and `toCreditNote` read nothing else about it, so a rename, a new
 * address or a new rate afterwards shows nowhere on it.
 */
export interface SnapshotLine {
  timesheetId: number;
  description: string;
  weekStart: string;
  from: string;
  to: string;
  hours: number;
  hourlyRateMinor: number;
  amountMinor: number;
}

export interface InvoiceSnapshot {
  seller: InvoiceParty;
  buyer: InvoiceParty;
  project: { id: number; name: string };
  /** The Part-three names (docs/api.md#spend-and-invoices) as they were at issue. */
  client: { orgName: string };
  expert: { profileId: number; firstName: string | null; lastName: string | null };
  month: string;
  issueDate: string;
  dueDate: string;
  servicePeriod: { from: string; to: string };
  lines: SnapshotLine[];
  totalHours: number;
  subtotalMinor: number;
  /** The seller's tax rate in hundredths of a percent (20 % = 2000). */
  taxRateBasisPoints: number;
  taxMinor: number;
  totalMinor: number;
  currency: Currency;
  taxNote: string | null;
  paymentInstructions: string | null;
}

export interface CreditNoteSnapshot extends Omit<InvoiceSnapshot, 'dueDate' | 'paymentInstructions' | 'month'> {
  invoice: { id: number; number: string };
  reason: string;
}

/** A line before pricing: one week's hours inside the service period at the member's rate. */
export interface LineInput {
  timesheetId: number;
  weekStart: string;
  hours: number;
  hourlyRateMinor: number;
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "29 Sep – 5 Oct 2026". */
export function dayRange(from: string, to: string): string {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  const first = from.slice(0, 4) === to.slice(0, 4) ? dayMonth.format(start) : dayMonthYear.format(start);
  return from === to ? dayMonthYear.format(end) : `${first} – ${dayMonthYear.format(end)}`;
}

/**
 * Prices the lines of one invoice: each line half-up once (`lineAmountMinor`), the subtotal their
 * sum, tax half-up once on the subtotal, total = subtotal + tax. Every amount an integer of minor units.
 */
export function priceLines(
  inputs: LineInput[],
  options: {
    currency: Currency;
    taxRateBasisPoints: number;
    servicePeriod: { from: string; to: string };
    label: string;
  },
): Pick<InvoiceSnapshot, 'lines' | 'totalHours' | 'subtotalMinor' | 'taxMinor' | 'totalMinor'> {
  const { currency, servicePeriod, label } = options;
  const lines = inputs.map((input): SnapshotLine => {
    const from = input.weekStart > servicePeriod.from ? input.weekStart : servicePeriod.from;
    const weekEnd = addDays(input.weekStart, 6);
    const to = weekEnd < servicePeriod.to ? weekEnd : servicePeriod.to;
    const rate = formatMoney(fromMinor(input.hourlyRateMinor, currency), currency, { display: 'code' });
    return {
      timesheetId: input.timesheetId,
      description: `${label}, ${dayRange(from, to)}: ${input.hours} h × ${rate}`,
      weekStart: input.weekStart,
      from,
      to,
      hours: input.hours,
      hourlyRateMinor: input.hourlyRateMinor,
      amountMinor: lineAmountMinor(input.hours, input.hourlyRateMinor),
    };
  });
  const subtotalMinor = sumMinor(lines.map((line) => line.amountMinor));
  const taxMinor = taxAmountMinor(subtotalMinor, options.taxRateBasisPoints / 100);
  return {
    lines,
    totalHours: lines.reduce((sum, line) => sum + line.hours, 0),
    subtotalMinor,
    taxMinor,
    totalMinor: subtotalMinor + taxMinor,
  };
}

/** The same lines and totals negated, for a credit note: they cancel the invoice to the minor unit. */
export function negateSnapshot(
  snapshot: InvoiceSnapshot,
  credit: { invoice: { id: number; number: string }; reason: string; issueDate: string },
): CreditNoteSnapshot {
  const { dueDate: _due, paymentInstructions: _instructions, month: _month, ...rest } = snapshot;
  const negate = (value: number) => (value === 0 ? 0 : -value);
  return {
    ...rest,
    ...credit,
    lines: snapshot.lines.map((line) => ({
      ...line,
      hours: negate(line.hours),
      amountMinor: negate(line.amountMinor),
    })),
    totalHours: negate(snapshot.totalHours),
    subtotalMinor: negate(snapshot.subtotalMinor),
    taxMinor: negate(snapshot.taxMinor),
    totalMinor: negate(snapshot.totalMinor),
  };
}

/** A stored line as the API shows it: major units with the currency's minor digits. */
export function toLine(line: SnapshotLine, currency: Currency): InvoiceLine {
  return {
    timesheetId: line.timesheetId,
    description: line.description,
    weekStart: line.weekStart,
    from: line.from,
    to: line.to,
    hours: line.hours,
    hourlyRate: fromMinor(line.hourlyRateMinor, currency),
    amount: fromMinor(line.amountMinor, currency),
  };
}

/** A stored credit note as `GET /credit-notes/{id}` shows it: its own snapshot, in major units. */
export function toCreditNote(row: {
  id: number;
  number: string;
  snapshot: CreditNoteSnapshot;
  issuedAt: Date;
}): CreditNote {
  const { snapshot } = row;
  const { currency } = snapshot;
  return {
    id: row.id,
    number: row.number,
    invoice: snapshot.invoice,
    project: snapshot.project,
    seller: snapshot.seller,
    buyer: snapshot.buyer,
    issueDate: snapshot.issueDate,
    servicePeriod: snapshot.servicePeriod,
    reason: snapshot.reason,
    lines: snapshot.lines.map((line) => toLine(line, currency)),
    totalHours: snapshot.totalHours,
    subtotal: fromMinor(snapshot.subtotalMinor, currency),
    taxRatePct: snapshot.taxRateBasisPoints / 100,
    taxAmount: fromMinor(snapshot.taxMinor, currency),
    total: fromMinor(snapshot.totalMinor, currency),
    currency,
    taxNote: snapshot.taxNote,
    issuedAt: row.issuedAt.toISOString(),
  };
}
