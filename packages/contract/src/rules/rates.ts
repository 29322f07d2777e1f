import type { Currency } from '../constants/currencies.js';
import { ErrorKeys } from '../constants/error-keys.js';
import { hasMinorDigits, toMinor } from './money.js';
import { HOURLY_RATE_MAX_MINOR } from './validation-limits.js';

export type HourlyRateIssue =
  | typeof ErrorKeys.required
  | typeof ErrorKeys.notPositive
  | typeof ErrorKeys.tooManyDecimals
  | typeof ErrorKeys.tooLarge;

/**
 * Why an agreed hourly rate (major units of the project's currency) cannot be taken, or null when it
 * can: missing, not above zero, more decimals than the currency has, or above the limit
 * (docs/money.md#agreed-rates). Shared by the API (422 `{hourlyRate:…}`) and the web's forms.
 */
export function hourlyRateIssue(rate: number | null | undefined, currency: Currency): HourlyRateIssue | null {
  if (rate === null || rate === undefined) return ErrorKeys.required;
  if (!(rate > 0)) return ErrorKeys.notPositive;
  // A rate larger than the limit in any currency is refused before its decimal text is read:
  // toMinor cannot read a number JavaScript prints in exponent form (1e+25).
  if (rate > HOURLY_RATE_MAX_MINOR) return ErrorKeys.tooLarge;
  if (!hasMinorDigits(rate, currency)) return ErrorKeys.tooManyDecimals;
  if (toMinor(rate, currency) > HOURLY_RATE_MAX_MINOR) return ErrorKeys.tooLarge;
  return null;
}
