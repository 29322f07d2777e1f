import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

/**
 * Words shared by the invoice and credit-note documents (docs/money.md#documents): dates and periods
 * in English words, hours and countries. Dates are the API's `YYYY-MM-DD` calendar days, read in UTC.
 */

countries.registerLocale(en);

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function parts(date: string): { day: string; month: string; year: string } {
  const found = Object.fromEntries(
    dayMonthYear.formatToParts(new Date(`${date.slice(0, 10)}T00:00:00Z`)).map((part) => [part.type, part.value]),
  );
  return { day: found.day ?? '', month: found.month ?? '', year: found.year ?? '' };
}

/** `2026-10-05` → "5 October 2026". */
export function dateInWords(date: string): string {
  const { day, month, year } = parts(date);
  return `${day} ${month} ${year}`;
}

/**
 * A period in words, naming a month or year once when both ends share it: "1 – 31 October 2026",
 * "29 September – 5 October 2026", "29 December 2026 – 4 January 2027", "5 October 2026".
 */
export function periodInWords(from: string, to: string): string {
  if (from.slice(0, 10) === to.slice(0, 10)) return dateInWords(from);
  const start = parts(from);
  const end = parts(to);
  const tail = `${end.day} ${end.month} ${end.year}`;
  if (start.year !== end.year) return `${start.day} ${start.month} ${start.year} – ${tail}`;
  if (start.month !== end.month) return `${start.day} ${start.month} – ${tail}`;
  return `${start.day} – ${tail}`;
}

const hoursFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Hours as written on a document: "16", "7.5", "1,250.25". */
export const hoursText = (hours: number): string => hoursFormat.format(hours);

/** The English name of an ISO 3166-1 alpha-2 code ("PL" → "Poland"); the code itself when unknown. */
export const countryName = (code: string): string => countries.getName(code, 'en') ?? code;
