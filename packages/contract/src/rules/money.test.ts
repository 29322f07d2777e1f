import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Currencies, type Currency } from '../constants/currencies.js';
import {
  formatMoney,
  fromMinor,
  hasMinorDigits,
  lineAmountMinor,
  minorDigits,
  sumMinor,
  taxAmountMinor,
  toMinor,
} from './money.js';

const currency = fc.constantFrom(...Currencies.values);
/** Rates of up to 5,000 an hour with cents (or whole yen up to 500,000). */
const rateMinor = (code: Currency) => fc.integer({ min: 1, max: minorDigits(code) === 0 ? 500_000 : 500_000 });
/** A week's hours on some days: quarter hours from 0 to 7 × 24. */
const hours = fc.integer({ min: 0, max: 7 * 24 * 4 }).map((quarters) => quarters / 4);

describe('minor units', () => {
  it('reads amounts from their decimal text, not from x * 100', () => {
    expect(toMinor(0.29, 'USD')).toBe(29); // 0.29 * 100 = 28.999999999999996
    expect(toMinor(150.5, 'EUR')).toBe(15_050);
    expect(toMinor(1_250_000, 'JPY')).toBe(1_250_000);
    expect(toMinor(-12.3, 'GBP')).toBe(-1_230);
    expect(fromMinor(15_050, 'EUR')).toBe(150.5);
    expect(fromMinor(-5, 'USD')).toBe(-0.05);
    expect(fromMinor(1_250_000, 'JPY')).toBe(1_250_000);
  });

  it('refuses more decimals than the currency has', () => {
    expect(hasMinorDigits(150.505, 'EUR')).toBe(false);
    expect(hasMinorDigits(150.5, 'JPY')).toBe(false);
    expect(hasMinorDigits(150, 'JPY')).toBe(true);
    expect(hasMinorDigits(Number.NaN, 'USD')).toBe(false);
    expect(() => toMinor(1.005, 'USD')).toThrow(RangeError);
    expect(() => toMinor(1.5, 'JPY')).toThrow(RangeError);
  });

  it('round-trips every amount a currency can carry', () => {
    fc.assert(
      fc.property(currency, fc.integer({ min: -1e12, max: 1e12 }), (code, minor) => {
        const amount = fromMinor(minor, code);
        expect(hasMinorDigits(amount, code)).toBe(true);
        expect(toMinor(amount, code)).toBe(minor);
      }),
    );
  });
});

describe('line amounts', () => {
  it('rounds a line half-up once', () => {
    expect(lineAmountMinor(0.25, 1)).toBe(0); // 0.25 cent
    expect(lineAmountMinor(0.5, 1)).toBe(1); // 0.5 cent rounds up
    expect(lineAmountMinor(0.75, 15_001)).toBe(11_251); // 112.5075 → 112.51
    expect(lineAmountMinor(-0.5, 1)).toBe(-1); // a credit note's line mirrors its invoice's
    expect(lineAmountMinor(16, 15_000)).toBe(240_000);
    expect(() => lineAmountMinor(0.1, 100)).toThrow(RangeError);
  });

  it('makes the lines of any invoice add up to its total, in every currency', () => {
    fc.assert(
      fc.property(
        currency.chain((code) =>
          fc.tuple(fc.constant(code), fc.array(fc.tuple(hours, rateMinor(code)), { minLength: 1, maxLength: 12 })),
        ),
        ([code, lines]) => {
          const amounts = lines.map(([h, rate]) => lineAmountMinor(h, rate));
          const total = sumMinor(amounts);
          // What JSON carries adds up to what it says the total is, to the minor unit.
          const carried = amounts.map((amount) => fromMinor(amount, code));
          expect(sumMinor(carried.map((amount) => toMinor(amount, code)))).toBe(total);
          expect(toMinor(fromMinor(total, code), code)).toBe(total);
          // A credit note's negated lines cancel the invoice exactly.
          expect(sumMinor(lines.map(([h, rate]) => lineAmountMinor(-h, rate))) + total).toBe(0);
        },
      ),
    );
  });

  it('rounds tax once on the subtotal', () => {
    expect(taxAmountMinor(1_000_05, 20)).toBe(20_001);
    expect(taxAmountMinor(999, 8.1)).toBe(81); // 80.919 → 81
    expect(taxAmountMinor(50, 1)).toBe(1); // 0.5 → 1
    expect(taxAmountMinor(-50, 1)).toBe(-1);
    expect(taxAmountMinor(12_345, 0)).toBe(0);
  });
});

describe('formatMoney', () => {
  it('writes each currency with its own digits and grouping', () => {
    expect(formatMoney(13_162.5, 'EUR', { display: 'code' })).toBe('EUR 13,162.50');
    expect(formatMoney(1_250_000, 'JPY', { display: 'code' })).toBe('JPY 1,250,000');
    expect(formatMoney(13_162.5, 'USD')).toBe('$13,162.50');
    expect(formatMoney(150, 'GBP')).toBe('£150.00');
    expect(formatMoney(150, 'GBP', { trimZeroMinor: true })).toBe('£150');
    expect(formatMoney(150.5, 'GBP', { trimZeroMinor: true })).toBe('£150.50');
    expect(formatMoney(-20, 'EUR')).toBe('-€20.00');
  });
});
