import { formatNumber } from '../../lib/format-number';

/** "$1,234.50": the amounts of spend and invoices (USD). */
export const usd = (amount: number) => formatNumber(amount, { decimals: 2, fixed: true, prefix: '$' });

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in the project's currency as the browser's Intl writes it ("$3,000.00" for USD): the spend
 * panel's figures. The panel is loaded on demand, so Intl's first cost is not on a page's first paint.
 */
export function money(amount: number, currency: string): string {
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    currencyFormats.set(currency, format);
  }
  return format.format(amount);
}

/** "$1,235": an axis label. */
export const usdRound = (amount: number) => formatNumber(amount, { prefix: '$' });

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
  return Array.from({ length: count }, (_, back) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - back, 1)).toISOString().slice(0, 7),
  );
}
