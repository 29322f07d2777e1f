import { describe, expect, it } from 'vitest';
import { numberFromText } from './number-text';

describe('numberFromText (docs/product.md#forms-and-validation, "Numbers")', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['40000', 40000],
    [' 40000.5 ', 40000.5],
    ['.5', 0.5],
    ['40,000', 40000],
    ['1,234,567.89', 1234567.89],
    ['-3', -3],
  ])('reads %j as %j', (text, value) => {
    expect(numberFromText(text)).toBe(value);
  });

  it.each(['£40k–£60k', '1e1', '0x10', '40.000,50', '1,5000', '40,00,000', '--3', '.', 'Infinity', '12.3.4'])(
    'refuses %j rather than guess',
    (text) => {
      expect(numberFromText(text)).toBeNaN();
      expect(numberFromText(text, { decimalComma: true })).toBeNaN();
    },
  );

  it('reads a comma with one or two digits after it as a decimal comma where decimals are allowed', () => {
    expect(numberFromText('1,5', { decimalComma: true })).toBe(1.5);
    expect(numberFromText('7,25', { decimalComma: true })).toBe(7.25);
    expect(numberFromText('1,500', { decimalComma: true })).toBe(1500);
    expect(numberFromText('1,5')).toBeNaN();
  });
});
