import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, groupThousands } from './format-number';

const amounts = fc.double({ min: 0, max: 1e12, noNaN: true });

describe('formatNumber', () => {
  it('writes what Intl writes for en-US, for any amount', () => {
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(amounts, (value) => {
        expect(formatNumber(value)).toBe(whole.format(value));
        expect(formatNumber(value, { decimals: 1 })).toBe(oneDecimal.format(value));
        expect(formatNumber(value, { prefix: '$' })).toBe(dollars.format(value));
        expect(formatNumber(value, { prefix: '$', decimals: 2, fixed: true })).toBe(cents.format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds halves up and drops trailing zeros unless fixed', () => {
    expect(formatNumber(7.25, { decimals: 1 })).toBe('7.3');
    expect(formatNumber(7.04, { decimals: 1 })).toBe('7');
    expect(formatNumber(1234.5, { decimals: 2, fixed: true })).toBe('1,234.50');
    expect(formatNumber(999_999.5)).toBe('1,000,000');
  });

  it('rounds the decimal a person reads, not the binary value behind it (as Intl does)', () => {
    // 1.005 and 0.15 are stored a hair below: toFixed alone gave "1.00" and "0.1".
    expect(formatNumber(1.005, { decimals: 2, fixed: true })).toBe('1.01');
    expect(formatNumber(0.15, { decimals: 1 })).toBe('0.2');
    expect(formatNumber(8500.745, { prefix: '$', decimals: 2, fixed: true })).toBe('$8,500.75');
  });

  it('puts the sign before the prefix, and never writes -0', () => {
    expect(formatNumber(-1234.4, { prefix: '$' })).toBe('-$1,234');
    expect(formatNumber(-0.04, { decimals: 1 })).toBe('0');
  });
});

describe('groupThousands', () => {
  it('groups the whole part only', () => {
    expect(groupThousands('1234567.1234')).toBe('1,234,567.1234');
    expect(groupThousands('123')).toBe('123');
  });
});
