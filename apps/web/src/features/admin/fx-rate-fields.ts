import {
  ErrorKeys,
  FX_QUOTED_CURRENCIES,
  FX_RATE_DECIMALS,
  FX_RATE_MAX,
  hasFxRateDecimals,
  type FxQuotedCurrency,
  type FxRatesMap,
} from '@fractional/contract';
import { numberFromText } from '../../lib/number-text';

/** The rate fields as typed, one per quoted currency ('' = no rate). */
export type FxRateTexts = Record<FxQuotedCurrency, string>;
export type FxRateErrors = Partial<Record<FxQuotedCurrency, string>>;

export const FX_RATE_MESSAGES = {
  notANumber: 'Enter the rate as a number, like 0.92.',
  notPositive: 'The rate must be more than 0.',
  tooLarge: `The rate must be at most ${FX_RATE_MAX.toLocaleString('en-US')}.`,
  tooManyDecimals: `Use at most ${FX_RATE_DECIMALS} decimals.`,
  refused: 'This rate was not accepted; check it and try again.',
} as const;

/** The stored rates as the form's texts: the number's own decimal text, empty for a currency without a rate. */
export function ratesToTexts(rates: FxRatesMap): FxRateTexts {
  return Object.fromEntries(
    FX_QUOTED_CURRENCIES.map((currency) => [currency, rates[currency] === undefined ? '' : String(rates[currency])]),
  ) as FxRateTexts;
}

/**
 * Reads the typed texts (docs/money.md#exchange-rates): an empty field leaves the currency without a rate; any
 * other text must be a number > 0 with at most six decimals, or that currency gets its own message.
 */
export function readFxRates(texts: FxRateTexts): { rates: FxRatesMap; errors: FxRateErrors } {
  const rates: FxRatesMap = {};
  const errors: FxRateErrors = {};
  for (const currency of FX_QUOTED_CURRENCIES) {
    const value = numberFromText(texts[currency], { decimalComma: false });
    if (value === undefined) continue;
    if (Number.isNaN(value)) errors[currency] = FX_RATE_MESSAGES.notANumber;
    else if (value <= 0) errors[currency] = FX_RATE_MESSAGES.notPositive;
    else if (value > FX_RATE_MAX) errors[currency] = FX_RATE_MESSAGES.tooLarge;
    else if (!hasFxRateDecimals(value)) errors[currency] = FX_RATE_MESSAGES.tooManyDecimals;
    else rates[currency] = value;
  }
  return { rates, errors };
}

/** The API's 422 (`{'rates.EUR': 'tooManyDecimals'}`) as the fields' messages; keys it names that are no field are left out. */
export function fxRateApiErrors(fieldErrors: Record<string, string> | null): FxRateErrors {
  const errors: FxRateErrors = {};
  for (const [field, key] of Object.entries(fieldErrors ?? {})) {
    const currency = field.replace(/^rates\./, '') as FxQuotedCurrency;
    if (!FX_QUOTED_CURRENCIES.includes(currency)) continue;
    errors[currency] = key === ErrorKeys.tooManyDecimals ? FX_RATE_MESSAGES.tooManyDecimals : FX_RATE_MESSAGES.refused;
  }
  return errors;
}
