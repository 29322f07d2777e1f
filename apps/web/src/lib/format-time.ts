import { canonicalTimezoneRegion } from '@fractional/contract';

/**
 * Every date, time and time zone the app shows, in the browser's locale and time zone (Intl with an
 * undefined locale), in a few named formats (docs/product.md#dates-times-and-time-zones):
 * - date: "Mar 12, 2026" (en-US), "12 Mar 2026" (en-GB);
 * - date and time: "Mar 12, 2026, 2:05 PM";
 * - relative time, for lists: "just now", "5 min. ago", "3 hr. ago", "yesterday", "Monday", then the date;
 * - message time: the clock today, "yesterday" and the clock, then date and time;
 * - week label: "Week of Mar 9, 2026";
 * - time zone: "Caracas (UTC−04:00)", with the zone's offset today.
 * Formatters are built on first use and kept: a page's first Intl formatter costs tens of ms.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The locale and time zone formats use; tests fix them, the app leaves both to the browser. */
let settings: { locale: string | undefined; timeZone: string | undefined } = { locale: undefined, timeZone: undefined };
const cache = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

/** For tests: format as `locale` in `timeZone` (undefined: the browser's). */
export function setFormatSettings(locale: string | undefined, timeZone?: string): void {
  settings = { locale, timeZone };
  cache.clear();
}

function dateTimeFormat(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = cache.get(name) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(settings.locale, { ...options, timeZone: options.timeZone ?? settings.timeZone });
    cache.set(name, format);
  }
  return format;
}

function relativeFormat(): Intl.RelativeTimeFormat {
  let format = cache.get('relative') as Intl.RelativeTimeFormat | undefined;
  if (!format) {
    format = new Intl.RelativeTimeFormat(settings.locale, { numeric: 'auto', style: 'short' });
    cache.set('relative', format);
  }
  return format;
}

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** "2026-03-18": the calendar day of `date` where the user is, to count whole days between two instants. */
function calendarDay(date: Date): number {
  const parts = dateTimeFormat('day-key', { year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / (24 * HOUR);
}

/** A date: "Mar 12, 2026". */
export function formatDate(value: string | Date): string {
  return dateTimeFormat('date', { dateStyle: 'medium' }).format(toDate(value));
}

/** A date and time: "Mar 12, 2026, 2:05 PM". */
export function formatDateTime(value: string | Date): string {
  return dateTimeFormat('date-time', { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(value));
}

/** A time of day: "2:05 PM". */
function formatClock(date: Date): string {
  return dateTimeFormat('clock', { timeStyle: 'short' }).format(date);
}

/** The week that starts on `value`'s day: "Week of Mar 9, 2026". */
export function formatWeekLabel(value: string | Date): string {
  return `Week of ${formatDate(value)}`;
}

/** How long ago, for lists: "just now", "5 min. ago", "3 hr. ago", "yesterday", "Monday", then the date. */
export function formatRelativeTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relativeFormat().format(-Math.floor(elapsed / MINUTE), 'minute');
  const days = calendarDay(now) - calendarDay(date);
  if (days === 0) return relativeFormat().format(-Math.floor(elapsed / HOUR), 'hour');
  if (days === 1) return relativeFormat().format(-1, 'day');
  if (days < 7) return dateTimeFormat('weekday', { weekday: 'long' }).format(date);
  return formatDate(date);
}

/** When a message was sent: the clock today, "yesterday, 2:05 PM", else the date and time. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const days = calendarDay(now) - calendarDay(date);
  if (days === 0) return formatClock(date);
  if (days === 1) return `${relativeFormat().format(-1, 'day')}, ${formatClock(date)}`;
  return formatDateTime(date);
}

/** `zone`'s offset from UTC at `now`: "+05:30", "−04:00" (a true minus sign), "+00:00"; undefined for a zone Intl does not know. */
export function currentUtcOffset(zone: string, now = new Date()): string | undefined {
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '');
  if (!match) return undefined;
  return match[1] ? `${match[1] === '-' ? '−' : '+'}${match[2]}:${match[3]}` : '+00:00';
}

/** The place a zone is named after: "Europe/Paris" → "Paris", "America/Argentina/Buenos_Aires" → "Buenos Aires, Argentina". */
export function timezoneCity(region: string): string {
  const places = region.split('/').slice(1).reverse();
  return (places.length ? places : [region]).map((place) => place.replaceAll('_', ' ')).join(', ');
}

/**
 * A time zone as users read it, everywhere (select, profile, cards): "Caracas (UTC−04:00)", with the
 * offset the zone keeps today. The city comes first so that typing it into the focused select finds it.
 * `value` is a stored value (`-04:30 America/Caracas`) or a bare region; an old IANA name reads as
 * its current one (`Asia/Calcutta` → "Kolkata"). A zone Intl does not know keeps the stored offset.
 */
export function formatTimezone(value: string, now = new Date()): string {
  const [first = '', second] = value.split(' ');
  const stored = second === undefined ? undefined : first.replace('-', '−');
  const region = canonicalTimezoneRegion(second ?? first);
  const offset = currentUtcOffset(region, now) ?? stored;
  return offset ? `${timezoneCity(region)} (UTC${offset})` : timezoneCity(region);
}
