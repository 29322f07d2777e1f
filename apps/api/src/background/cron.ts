/**
 * A five-field cron expression (`minute hour day-of-month month day-of-week`, UTC) as the schedules
 * need it: `*`, numbers, ranges `a-b`, lists `a,b` and steps `* /n` or `a-b/n`; day-of-week 0–6 from
 * Sunday (7 is Sunday too). As in cron, when both day fields are restricted a day matching either runs.
 */
export interface Cron {
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  days: ReadonlySet<number>;
  months: ReadonlySet<number>;
  weekdays: ReadonlySet<number>;
  isAnyDay: boolean;
  isAnyWeekday: boolean;
}

function parseField(text: string, min: number, max: number): Set<number> | null {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) return null;
    const from = match[1] === '*' ? min : Number(match[2]);
    const to = match[1] === '*' ? max : match[3] !== undefined ? Number(match[3]) : match[4] ? max : from;
    const step = match[4] ? Number(match[4]) : 1;
    if (from < min || to > max || from > to || step < 1) return null;
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

export function parseCron(expression: string): Cron | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const [minute, hour, day, month, weekday] = fields as [string, string, string, string, string];
  const minutes = parseField(minute, 0, 59);
  const hours = parseField(hour, 0, 23);
  const days = parseField(day, 1, 31);
  const months = parseField(month, 1, 12);
  const weekdays = parseField(weekday, 0, 7);
  if (!minutes || !hours || !days || !months || !weekdays) return null;
  if (weekdays.delete(7)) weekdays.add(0);
  return { minutes, hours, days, months, weekdays, isAnyDay: day === '*', isAnyWeekday: weekday === '*' };
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Far enough for any valid expression (29 February comes within 8 years). */
const SEARCH_DAYS = 366 * 8;

/** The first minute strictly after `after` that `cron` matches (UTC). */
export function nextCronTime(cron: Cron, after: Date): Date {
  let time = Math.floor(after.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  const limit = time + SEARCH_DAYS * DAY_MS;
  while (time < limit) {
    const date = new Date(time);
    if (!cron.months.has(date.getUTCMonth() + 1) || !matchesDay(cron, date)) {
      time = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
      continue;
    }
    if (!cron.hours.has(date.getUTCHours())) {
      time = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), date.getUTCHours() + 1);
      continue;
    }
    if (cron.minutes.has(date.getUTCMinutes())) return date;
    time += MINUTE_MS;
  }
  throw new Error('cron expression never matches');
}

function matchesDay(cron: Cron, date: Date): boolean {
  const isDay = cron.days.has(date.getUTCDate());
  const isWeekday = cron.weekdays.has(date.getUTCDay());
  if (cron.isAnyDay) return isWeekday;
  if (cron.isAnyWeekday) return isDay;
  return isDay || isWeekday;
}
