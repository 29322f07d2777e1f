import {
  addDays as plusDays,
  CURRENCY_MINOR_DIGITS,
  Currencies,
  fromMinor,
  toMinor,
  type Currency,
} from '@fractional/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negateSnapshot, priceLines, toLine, type InvoiceSnapshot } from './invoice-snapshot.js';

/** A rate in minor units of `currency` with cents where it has them (JPY whole yen), up to 5,000 major a hour. */
const rateMinor = (currency: Currency) => fc.integer({ min: 1, max: 5000 * 10 ** CURRENCY_MINOR_DIGITS[currency] });
/** A week's hours in quarter hours, 0.25 … 168. */
const quarterHours = fc.integer({ min: 1, max: 168 * 4 }).map((quarters) => quarters / 4);

const invoiceInput = fc.constantFrom(...Currencies.values).chain((currency) =>
  fc.record({
    currency: fc.constant(currency),
    taxRateBasisPoints: fc.integer({ min: 0, max: 3000 }),
    lines: fc.array(fc.record({ hours: quarterHours, hourlyRateMinor: rateMinor(currency) }), {
      minLength: 1,
      maxLength: 6,
    }),
  }),
);

const period = { from: '2026-09-01', to: '2026-09-30' };

describe('invoice pricing (docs/money.md#invoices)', () => {
  it('line amounts sum to the subtotal and subtotal + tax = total, in every currency', () => {
    fc.assert(
      fc.property(invoiceInput, ({ currency, taxRateBasisPoints, lines }) => {
        const priced = priceLines(
          lines.map((line, index) => ({ ...line, timesheetId: index, weekStart: plusDays('2026-08-31', 7 * index) })),
          { currency, taxRateBasisPoints, servicePeriod: period, label: 'Project' },
        );
        for (const amount of [priced.subtotalMinor, priced.taxMinor, priced.totalMinor])
          expect(Number.isSafeInteger(amount)).toBe(true);
        expect(priced.lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(priced.subtotalMinor);
        expect(priced.subtotalMinor + priced.taxMinor).toBe(priced.totalMinor);
        // What the API shows (major units) converts back to the same minor units, line by line and in total.
        const shown = priced.lines.map((line) => toLine(line, currency));
        expect(shown.map((line) => toMinor(line.amount, currency))).toEqual(
          priced.lines.map((line) => line.amountMinor),
        );
        expect(toMinor(fromMinor(priced.totalMinor, currency), currency)).toBe(priced.totalMinor);
        // Each line is its hours × rate rounded half-up once: within half a minor unit of the exact product.
        for (const line of priced.lines)
          expect(Math.abs(line.amountMinor - line.hours * line.hourlyRateMinor)).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: 300 },
    );
  });

  it('a credit note’s negated lines and totals cancel its invoice to the minor unit', () => {
    fc.assert(
      fc.property(invoiceInput, ({ currency, taxRateBasisPoints, lines }) => {
        const priced = priceLines(
          lines.map((line, index) => ({ ...line, timesheetId: index, weekStart: '2026-09-07' })),
          { currency, taxRateBasisPoints, servicePeriod: period, label: 'Project' },
        );
        const party = { legalName: 'L', addressLines: [], country: 'CH', taxId: null };
        const invoice: InvoiceSnapshot = {
          ...priced,
          seller: party,
          buyer: party,
          project: { id: 1, name: 'Project' },
          client: { orgName: 'C' },
          expert: { profileId: 1, firstName: null, lastName: null },
          month: '2026-09',
          issueDate: '2026-10-01',
          dueDate: '2026-10-31',
          servicePeriod: period,
          taxRateBasisPoints,
          currency,
          taxNote: null,
          paymentInstructions: null,
        };
        const note = negateSnapshot(invoice, {
          invoice: { id: 1, number: 'FR-2026-000001' },
          reason: 'r',
          issueDate: '2026-10-02',
        });
        expect(note.totalMinor + invoice.totalMinor).toBe(0);
        expect(note.taxMinor + invoice.taxMinor).toBe(0);
        expect(note.lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(note.subtotalMinor);
        note.lines.forEach((line, index) => expect(line.amountMinor + invoice.lines[index]!.amountMinor).toBe(0));
      }),
      { numRuns: 200 },
    );
  });
});
