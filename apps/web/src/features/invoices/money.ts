import { formatNumber } from '../../lib/format-number';

// Amounts are written with the contract's formatMoney in their currency (docs/money.md#exact-amounts).

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-10` → "October 2026". */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** "12.5 h". */
export const hoursText = (hours: number) => `${formatNumber(hours, { decimals: 2 })} h`;

/** The last `count` months that are over, newest first: what "Issue now" may invoice. */
export function endedMonths(count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, back) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - back, 1)).toISOString().slice(0, 7),
  );
}
