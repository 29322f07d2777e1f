import { describe, expect, it } from 'vitest';
import { FX_RATE_MESSAGES, fxRateApiErrors, ratesToTexts, readFxRates } from './fx-rate-fields';

const texts = (overrides: Record<string, string>) => ({ ...ratesToTexts({}), ...overrides });

describe('the FX rates form', () => {
  it('shows stored rates as their own decimal text, and a currency without a rate as empty', () => {
    expect(ratesToTexts({ EUR: 0.923456, JPY: 150 })).toMatchObject({ EUR: '0.923456', JPY: '150', GBP: '' });
  });

  it('reads what was typed exactly, leaving empty fields without a rate', () => {
    expect(readFxRates(texts({ EUR: ' 0.92 ', JPY: '1,234.5', SEK: '10.600001' }))).toEqual({
      rates: { EUR: 0.92, JPY: 1234.5, SEK: 10.600001 },
      errors: {},
    });
  });

  it('gives each bad currency its own message and never guesses a number', () => {
    const { rates, errors } = readFxRates(
      texts({ EUR: '0,92', GBP: '0', CAD: '-1.3', CHF: '0.1234567', BRL: '5.4 BRL', JPY: '2000000', AUD: '1.5' }),
    );
    expect(rates).toEqual({ AUD: 1.5 });
    expect(errors).toEqual({
      EUR: FX_RATE_MESSAGES.notANumber,
      GBP: FX_RATE_MESSAGES.notPositive,
      CAD: FX_RATE_MESSAGES.notPositive,
      CHF: FX_RATE_MESSAGES.tooManyDecimals,
      BRL: FX_RATE_MESSAGES.notANumber,
      JPY: FX_RATE_MESSAGES.tooLarge,
    });
  });

  it("puts the API's 422 under the currency it names", () => {
    expect(
      fxRateApiErrors({
        'rates.EUR': 'tooManyDecimals',
        'rates.GBP': 'GBP must not be greater than 1000000',
        'rates.XYZ': 'x',
      }),
    ).toEqual({
      EUR: FX_RATE_MESSAGES.tooManyDecimals,
      GBP: FX_RATE_MESSAGES.refused,
    });
  });
});
