import { canonicalTimezoneRegion } from '@fractional/contract';
import { previousCronTime } from './cron.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The IANA zone a stored time-zone value names (`+00:00 Europe/London` → `Europe/London`, an old name
 * as its current one); UTC for none, or for a zone this Node's time-zone data does not know.
 */
export function zoneOf(value: string | null | undefined): string {
  const region = value?.split(' ')[1];
  if (!region) return 'UTC';
  const zone = canonicalTimezoneRegion(region);
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The calendar date (`YYYY-MM-DD`) in `zone` at `instant`. */
export function localDate(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/**
 * When a person's weekly moment (`expression` read in their `zone`: `0 9 * * 1` is their Monday 09:00,
 * whatever daylight saving does) last came at or before `now`, if that was less than a day ago; else
 * undefined, so a run that comes late still mails that morning, and a missed day is not mailed days
 * later (docs/engagements.md#reminders).
 */
export function dueToday(expression: string, zone: string, now: Date): Date | undefined {
  const due = previousCronTime(expression, zone, now);
  return due && now.getTime() - due.getTime() < DAY_MS ? due : undefined;
}
