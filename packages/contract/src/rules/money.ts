import { CURRENCY_MINOR_DIGITS, type Currency } from '../constants/currencies.js';

/**
 * Exact money (docs/money.md). Amounts are computed and stored as integer minor units (cents; whole
 * yen) and cross the API as numbers in major units with at most the currency's minor digits. Every
 * conversion below goes through the number's shortest decimal text, never through `x * 100`, so
 * 0.29 is 29 cents and not 28.999…; products round half-up once, here, and nowhere else.
 */

/** Digits after the decimal point in the currency's minor unit. */
export const minorDigits = (currency: Currency): number => CURRENCY_MINOR_DIGITS[currency];

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** The amount's decimal text (`1e21` and beyond, NaN and ±Infinity have none: null). */
function decimalParts(amount: number): { negative: boolean; whole: string; fraction: string } | null {
  if (!Number.isFinite(amount)) return null;
  const match = DECIMAL.exec(String(amount));
  if (!match) return null;
  return { negative: match[1] === '-', whole: match[2]!, fraction: match[3] ?? '' };
}

/** Whether `amount` is written with at most the currency's minor digits (150.5 and 150.50 yes, 150.505 no; JPY whole). */
export function hasMinorDigits(amount: number, currency: Currency): boolean {
  const parts = decimalParts(amount);
  return parts !== null && parts.fraction.length <= minorDigits(currency);
}

/**
 * An amount in major units as integer minor units: `toMinor(150.5, 'EUR')` → 15050, `toMinor(1250, 'JPY')`
 * → 1250. Throws a RangeError for more decimals than the currency has (validate with `hasMinorDigits`
 * first) or beyond `Number.MAX_SAFE_INTEGER` minor units.
 */
export function toMinor(amount: number, currency: Currency): number {
  const parts = decimalParts(amount);
  const digits = minorDigits(currency);
  if (!parts || parts.fraction.length > digits) {
    throw new RangeError(`${amount} is not an amount of ${currency} (at most ${digits} decimals)`);
  }
  const minor = Number(parts.whole + parts.fraction.padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${amount} ${currency} is too large`);
  return parts.negative && minor !== 0 ? -minor : minor;
}

/** Integer minor units as the major-unit number JSON carries: 15050 EUR → 150.5, 1250 JPY → 1250. */
export function fromMinor(minor: number, currency: Currency): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${minor} is not a whole number of minor units`);
  const digits = minorDigits(currency);
  if (digits === 0) return minor;
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return Number(`${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`);
}

/** Rounds `numerator / denominator` (denominator > 0) half away from zero, in integers. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return numerator < 0n ? -rounded : rounded;
}

/** Quarter hours in `hours`; throws for hours that are not whole quarters (the timesheet rule). */
export function quarterHours(hours: number): number {
  const quarters = hours * 4;
  if (!Number.isSafeInteger(quarters)) throw new RangeError(`${hours} h is not a whole number of quarter hours`);
  return quarters;
}

/**
 * A line's amount in minor units: `hours` (quarter hours) × `rateMinor` (minor units per hour), rounded
 * half-up once. Negative hours (a credit note's lines) give the negated amount of the positive line.
 */
export function lineAmountMinor(hours: number, rateMinor: number): number {
  return Number(divideHalfUp(BigInt(quarterHours(hours)) * BigInt(rateMinor), 4n));
}

/**
 * Tax on a subtotal in minor units at `ratePct` percent (at most two decimals, e.g. 20 or 8.1),
 * rounded half-up once on the total (not per line).
 */
export function taxAmountMinor(subtotalMinor: number, ratePct: number): number {
  const hundredths = Math.round(ratePct * 100);
  if (Math.abs(ratePct * 100 - hundredths) > 1e-9) throw new RangeError(`${ratePct} % has more than two decimals`);
  return Number(divideHalfUp(BigInt(subtotalMinor) * BigInt(hundredths), 10_000n));
}

/** The sum of minor-unit amounts (integers, so exact). */
export const sumMinor = (amounts: Iterable<number>): number => {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
};

export interface FormatMoneyOptions {
  /** `symbol` ("€13,162.50", the web's default) or `code` ("EUR 13,162.50", documents and mails). */
  display?: 'symbol' | 'code';
  /** Drop the minor digits when they are zero ("$4,000" rather than "$4,000.00"), for budgets and rates. */
  trimZeroMinor?: boolean;
  locale?: string;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The one way an amount is written (API documents, mails and the web): `Intl.NumberFormat` for its
 * currency with its own minor digits and grouping. Takes major units, as the API carries them.
 */
export function formatMoney(amount: number, currency: Currency, options: FormatMoneyOptions = {}): string {
  const { display = 'symbol', locale = 'en-US' } = options;
  const digits = minorDigits(currency);
  const trim = options.trimZeroMinor === true && Number.isInteger(amount);
  const key = `${locale}|${currency}|${display}|${trim}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: display,
      minimumFractionDigits: trim ? 0 : digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  // Intl puts a no-break space after a code ("EUR 13,162.50"); documents and tests read a plain one.
  return format.format(amount).replace(/\u00a0/g, ' ');
}
