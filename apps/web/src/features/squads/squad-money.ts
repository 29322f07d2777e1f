import { formatMoney, type Currency } from '@fractional/contract';

/** "$150/h" in the project's currency, or what to do when no rate is agreed (docs/money.md#agreed-rates). */
export const hourlyRateText = (rate: number | null, currency: Currency): string =>
  rate === null ? 'Rate not set — agree a rate' : `${formatMoney(rate, currency, { trimZeroMinor: true })}/h`;
