import { z } from 'zod';
import { Currencies, type Currency, type DEFAULT_CURRENCY } from '../constants/currencies.js';
import { ErrorKeys } from '../constants/error-keys.js';

/** The currency every rate is quoted against: 1 USD = `rates.EUR` EUR (docs/money.md#exchange-rates). */
export const FX_BASE = 'USD' satisfies typeof DEFAULT_CURRENCY;
/** A rate has at most this many decimals: it is stored exactly, as an integer of millionths. */
export const FX_RATE_DECIMALS = 6;
/** No currency of the list is worth less than a millionth of a dollar: a larger rate is a typo. */
export const FX_RATE_MAX = 1_000_000;

/** The currencies a rate may be given for: every currency but the base. */
export const FX_QUOTED_CURRENCIES = Currencies.values.filter(
  (currency): currency is Exclude<Currency, typeof FX_BASE> => currency !== FX_BASE,
);
export type FxQuotedCurrency = (typeof FX_QUOTED_CURRENCIES)[number];

const DECIMAL_PLACES = /^\d+(?:\.(\d+))?$/;

/** Whether a rate is written with at most FX_RATE_DECIMALS decimals (1e-7 and the like have none). */
export function hasFxRateDecimals(rate: number): boolean {
  const match = DECIMAL_PLACES.exec(String(rate));
  return match !== null && (match[1] ?? '').length <= FX_RATE_DECIMALS;
}

/** A rate as the integer of millionths it is stored as, through its decimal text: 0.92 → 920000. */
export function fxRateToMicros(rate: number): number {
  const match = DECIMAL_PLACES.exec(String(rate));
  if (!match || !hasFxRateDecimals(rate))
    throw new RangeError(`${rate} is not a rate with at most ${FX_RATE_DECIMALS} decimals`);
  const [whole, fraction = ''] = String(rate).split('.');
  return Number(whole! + fraction.padEnd(FX_RATE_DECIMALS, '0'));
}

/** Stored millionths as the rate JSON carries: 920000 → 0.92. */
export function fxRateFromMicros(micros: number): number {
  const text = String(micros).padStart(FX_RATE_DECIMALS + 1, '0');
  return Number(`${text.slice(0, -FX_RATE_DECIMALS)}.${text.slice(-FX_RATE_DECIMALS)}`);
}

const FxRateSchema = z
  .number()
  .positive()
  .max(FX_RATE_MAX)
  .refine(hasFxRateDecimals, { message: ErrorKeys.tooManyDecimals })
  .describe(`Units of the currency one USD buys, > 0, at most ${FX_RATE_DECIMALS} decimals`);

const ratesShape = Object.fromEntries(FX_QUOTED_CURRENCIES.map((currency) => [currency, FxRateSchema.optional()]));

/**
 * The rates against USD, one optional key per other currency; a currency left out has no rate (matching
 * then scores the budget of a pair needing it as neutral). Any other key, USD included → 422 `rates.XYZ`.
 */
export const FxRatesMapSchema = z
  .object(ratesShape as Record<FxQuotedCurrency, z.ZodOptional<typeof FxRateSchema>>)
  .strict()
  .meta({ id: 'FxRatesMap' });
export type FxRatesMap = Partial<Record<FxQuotedCurrency, number>>;

/** `PUT /admin/fx-rates`: replaces every rate at once. */
export const FxRatesInputSchema = z.object({ rates: FxRatesMapSchema }).strict().meta({ id: 'FxRatesReplacement' });
export type FxRatesInput = z.infer<typeof FxRatesInputSchema>;

/** `GET /fx-rates` (public) and the answer of `PUT /admin/fx-rates`. */
export const FxRatesSchema = z
  .object({
    base: z.literal(FX_BASE),
    rates: FxRatesMapSchema,
    updatedAt: z.string().nullable().describe('When the rates were last replaced; null when none are stored'),
  })
  .meta({ id: 'FxRates' });
export type FxRates = z.infer<typeof FxRatesSchema>;
