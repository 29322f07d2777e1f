import {
  addDays,
  fromMinor,
  lineAmountMinor,
  sumMinor,
  taxAmountMinor,
  toMinor,
  type CreditNote,
  type Currency,
  type Invoice,
  type InvoiceLine,
  type InvoiceParty,
} from '@fractional/contract';

/**
 * Invoice and credit-note snapshots (the contract's §17 shapes) built directly, with amounts computed
 * by the money module as issuing computes them: for the document renderers' tests and sample script.
 */

const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const shortDay = (date: string) => short.format(new Date(`${date}T00:00:00Z`));

export const seller: InvoiceParty = {
  legalName: 'Łukasz Żółć',
  addressLines: ['ul. Piotrkowska 104/7', '90-926 Łódź'],
  country: 'PL',
  taxId: 'PL7251234567',
};
export const buyer: InvoiceParty = {
  legalName: 'Série B — Quatre Saisons SAS',
  addressLines: ['12 rue de la Paix', '75002 Paris'],
  country: 'FR',
  taxId: 'FR40123456789',
};

/** Lines of `count` consecutive weeks from `firstMonday`, `hours` each, at `rate` (major units). */
export function weekLines(count: number, rate: number, currency: Currency, firstMonday = '2026-09-28', hours = 16.25) {
  return Array.from({ length: count }, (_, index): InvoiceLine => {
    const from = addDays(firstMonday, 7 * index);
    const to = addDays(from, 6);
    return {
      timesheetId: 1000 + index,
      description: `Fractional CFO services, ${shortDay(from)} – ${shortDay(to)} ${to.slice(0, 4)}`,
      weekStart: from,
      from,
      to,
      hours,
      hourlyRate: rate,
      amount: fromMinor(lineAmountMinor(hours, toMinor(rate, currency)), currency),
    };
  });
}

/** The totals of `lines` at `taxRatePct`, each rounded as issuing rounds them. */
function totals(lines: InvoiceLine[], currency: Currency, taxRatePct: number) {
  const subtotal = sumMinor(lines.map((line) => toMinor(line.amount, currency)));
  const tax = taxAmountMinor(subtotal, taxRatePct);
  return {
    totalHours: lines.reduce((sum, line) => sum + line.hours, 0),
    subtotal: fromMinor(subtotal, currency),
    taxAmount: fromMinor(tax, currency),
    total: fromMinor(subtotal + tax, currency),
  };
}

/** An issued EUR invoice of four weeks at EUR 150.00/h, 23 % tax, unless `overrides` say otherwise. */
export function sampleInvoice(overrides: Partial<Invoice> = {}): Invoice {
  const currency = overrides.currency ?? 'EUR';
  const lines = overrides.lines ?? weekLines(4, 150, currency);
  const taxRatePct = overrides.taxRatePct ?? 23;
  const sums = totals(lines, currency, taxRatePct);
  return {
    id: 41,
    number: 'FR-2026-000042',
    project: { id: 7, name: 'Finance transformation' },
    client: { orgName: buyer.legalName },
    expert: { profileId: 9, firstName: 'Łukasz', lastName: 'Żółć' },
    seller,
    buyer,
    month: '2026-10',
    issueDate: '2026-11-01',
    dueDate: '2026-12-01',
    servicePeriod: { from: '2026-10-01', to: '2026-10-31' },
    lines,
    ...sums,
    totalAmount: sums.total,
    taxRatePct,
    currency,
    taxNote: 'Split payment (mechanizm podzielonej płatności) applies.',
    paymentInstructions: 'IBAN PL61 1090 1014 0000 0712 1981 2874, BIC WBKPPLPP',
    status: 'issued',
    issuedAt: '2026-11-01T02:00:00.000Z',
    paidAt: null,
    voidedAt: null,
    creditNote: null,
    ...overrides,
    ...(overrides.lines ? totals(overrides.lines, currency, taxRatePct) : {}),
  };
}

/** The credit note voiding `invoice`: its lines and totals negated. */
export function sampleCreditNote(invoice: Invoice, reason = 'Wrong rate agreed for October'): CreditNote {
  const negate = (amount: number) => (amount === 0 ? 0 : -amount);
  return {
    id: 5,
    number: 'CN-2026-000005',
    invoice: { id: invoice.id, number: invoice.number },
    project: invoice.project,
    seller: invoice.seller,
    buyer: invoice.buyer,
    issueDate: '2026-11-20',
    servicePeriod: invoice.servicePeriod,
    reason,
    lines: invoice.lines.map((line) => ({ ...line, hours: negate(line.hours), amount: negate(line.amount) })),
    totalHours: negate(invoice.totalHours),
    subtotal: negate(invoice.subtotal),
    taxRatePct: invoice.taxRatePct,
    taxAmount: negate(invoice.taxAmount),
    total: negate(invoice.total),
    currency: invoice.currency,
    taxNote: invoice.taxNote,
    issuedAt: '2026-11-20T09:30:00.000Z',
  };
}
