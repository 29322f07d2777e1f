import { addMonths, isoMonth } from '@fractional/contract';
import { formatNumber } from '../../lib/format-number';

// Amounts are written with the contract's formatMoney in their currency (docs/money.md#exact-amounts).

/** Made on first use, not when the module loads (as in features/timesheets/week.ts). */
let monthFormat: Intl.DateTimeFormat | null = null;

/** `2026-10` → "October 2026". */
export function monthLabel(month: string): string {
  monthFormat ??= new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** "12.5 h". */
export const hoursText = (hours: number) => `${formatNumber(hours, { decimals: 2 })} h`;

/** The last `count` months that are over, newest first: what "Issue now" may invoice. */
export function endedMonths(count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, back) => addMonths(isoMonth(now), -1 - back));
}
