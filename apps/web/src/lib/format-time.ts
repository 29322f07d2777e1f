/**
 * Times of messages and activity in English, in the browser's time zone, without Intl (a page's
 * first Intl formatter costs 40–70 ms while it loads its locale data: lib/format-number.ts).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const pad = (value: number) => String(value).padStart(2, '0');

/** Whole calendar days from `date` to `now` (0 = the same day), in local time. */
function daysBetween(date: Date, now: Date): number {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((end.getTime() - start.getTime()) / (24 * HOUR));
}

function clock(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "12 Mar", or "12 Mar 2025" in another year. */
function day(date: Date, now: Date): string {
  const text = `${date.getDate()} ${MONTHS[date.getMonth()]}`;
  return date.getFullYear() === now.getFullYear() ? text : `${text} ${date.getFullYear()}`;
}

/** How long ago, for lists: "just now", "5 min ago", "3 h ago", "Yesterday", "Monday", "12 Mar". */
export function formatRelativeTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  const days = daysBetween(date, now);
  if (days === 0) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (days === 1) return 'Yesterday';
  if (days < 7) return WEEKDAYS[date.getDay()] ?? day(date, now);
  return day(date, now);
}

/** When a message was sent: "14:05" today, "Yesterday 14:05", "12 Mar, 14:05". */
export function formatMessageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const days = daysBetween(date, now);
  if (days === 0) return clock(date);
  if (days === 1) return `Yesterday ${clock(date)}`;
  return `${day(date, now)}, ${clock(date)}`;
}

/** The full date and time, for a tooltip: "12 Mar 2026, 14:05". */
export function formatFullTime(iso: string): string {
  const date = new Date(iso);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}, ${clock(date)}`;
}
