/**
 * The "3 working days" clock of the matcher console (docs/product.md#admin-console): how much working time has
 * passed between two instants, in days, with Saturdays and Sundays skipped. Days are the browser's
 * local calendar days, so a project created on a Friday evening has waited a few hours by Monday
 * morning, not a weekend; a day of 23 or 25 hours (daylight saving) still counts as one day.
 */

const SATURDAY = 6;
const SUNDAY = 0;

const isWeekend = (day: Date) => day.getDay() === SATURDAY || day.getDay() === SUNDAY;

/** Midnight of the local calendar day after `day`'s. */
function nextMidnight(day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
}

/** Working days elapsed from `from` to `to` (0 when `to` is not later), with fractions: 1.5 = a day and a half. */
export function workingDaysBetween(from: Date, to: Date): number {
  let days = 0;
  let dayStart = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  while (dayStart < to) {
    const dayEnd = nextMidnight(dayStart);
    if (!isWeekend(dayStart)) {
      const start = Math.max(dayStart.getTime(), from.getTime());
      const end = Math.min(dayEnd.getTime(), to.getTime());
      if (end > start) days += (end - start) / (dayEnd.getTime() - dayStart.getTime());
    }
    dayStart = dayEnd;
  }
  return days;
}

/** "Under a day", "1 working day", "4 working days" (whole days passed, rounded down). */
export function formatWorkingDays(days: number): string {
  const whole = Math.floor(days);
  if (whole < 1) return 'Under a day';
  return whole === 1 ? '1 working day' : `${whole} working days`;
}
