import { minorDigits, type Currency } from '@fractional/contract';

/**
 * What an hourly-rate field says for a refusal key (`hourlyRateIssue`'s, or the API's 422), in the project's
 * currency (docs/money.md#agreed-rates): the accept dialog's rate and an expert's interest in an open brief.
 */
export function hourlyRateErrorText(
  key: string,
  currency: Currency,
  required = 'Enter the hourly rate you agree',
): string {
  switch (key) {
    case 'required':
      return `${required}, in ${currency}.`;
    case 'notPositive':
      return 'The rate must be above zero.';
    case 'tooManyDecimals':
      return minorDigits(currency) === 0 ? `${currency} has no decimals: enter whole units.` : 'At most 2 decimals.';
    case 'tooLarge':
      return 'That rate is too large.';
    default:
      return 'Enter the rate as a number, e.g. 150 or 150.50.';
  }
}
