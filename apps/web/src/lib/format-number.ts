/**
 * Numbers as en-US writes them, without Intl. A page's first Intl formatter costs 40–70 ms of main
 * thread in Chromium while it loads its locale data (docs/benchmarks.md), and the client home page
 * would pay it just to write "1,000 projects". `toFixed` rounds the exact value half up, as Intl does.
 */

/** "1234567.5" → "1,234,567.5". */
export function groupThousands(value: string): string {
  const [whole = '', fraction] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * `value` grouped by thousands with at most `decimals` decimals (trailing zeros dropped, so 7.0 is
 * "7"), or exactly `decimals` with `fixed`; `prefix` goes after the sign ("-$1,234").
 */
export function formatNumber(value: number, options: { decimals?: number; fixed?: boolean; prefix?: string } = {}) {
  const { decimals = 0, fixed = false, prefix = '' } = options;
  const digits = Math.abs(value).toFixed(decimals);
  const shown = decimals > 0 && !fixed ? digits.replace(/\.?0+$/, '') : digits;
  const sign = value < 0 && Number(digits) !== 0 ? '-' : '';
  return `${sign}${prefix}${groupThousands(shown)}`;
}
