/**
 * Numbers as en-US writes them, without Intl. A page's first Intl formatter costs 40–70 ms of main
 * thread in Chromium while it loads its locale data (docs/benchmarks.md), and the client home page
 * would pay it just to write "1,000 projects".
 */

/**
 * `value` (≥ 0) with `decimals` decimals, rounded half up as Intl rounds: on the shortest decimal
 * that names the double (1.005 → "1.01"), where `toFixed` rounds the binary value (1.005 → "1.00").
 */
function roundHalfUp(value: number, decimals: number): string {
  const shortest = String(value);
  if (shortest.includes('e')) return value.toFixed(decimals);
  const [whole = '', fraction = ''] = shortest.split('.');
  const kept = whole + fraction.padEnd(decimals, '0').slice(0, decimals);
  const isHalfOrMore = (fraction[decimals] ?? '0') >= '5';
  const digits = (isHalfOrMore ? (BigInt(kept) + 1n).toString() : kept).padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

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
  const digits = roundHalfUp(Math.abs(value), decimals);
  const shown = decimals > 0 && !fixed ? digits.replace(/\.?0+$/, '') : digits;
  const sign = value < 0 && Number(digits) !== 0 ? '-' : '';
  return `${sign}${prefix}${groupThousands(shown)}`;
}
