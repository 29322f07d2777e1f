import { Cron } from 'croner';

/**
 * A five-field cron expression (`minute hour day-of-month month day-of-week`) read by croner in an IANA
 * time zone (UTC unless given), as the schedules use it (ADR 0016): `*`, numbers, ranges, lists and
 * steps; day-of-week 0–6 from Sunday (7 is Sunday too); as in cron, when both day fields are restricted a
 * day matching either runs. Returns the function giving the first time strictly after an instant, or
 * null for an expression croner cannot read. In a zone with daylight saving, a wall-clock time that does
 * not exist that day (01:30 on the spring-forward night in London) runs at the next one that does.
 */
export function cronSchedule(expression: string, timezone = 'UTC'): ((after: Date) => Date) | null {
  let cron: Cron;
  try {
    cron = new Cron(expression, { timezone, mode: '5-part', domAndDow: false });
  } catch {
    return null;
  }
  return (after) => {
    const next = cron.nextRun(after);
    if (!next) throw new Error(`cron expression ${expression} never matches after ${after.toISOString()}`);
    return next;
  };
}

/** The latest time at or before `now` that `expression` matches in `timezone` (a reminder's due time). */
export function previousCronTime(expression: string, timezone: string, now: Date): Date | undefined {
  const cron = new Cron(expression, { timezone, mode: '5-part', domAndDow: false });
  // previousRuns looks strictly before its reference: one millisecond on makes `now` itself count.
  return cron.previousRuns(1, new Date(now.getTime() + 1))[0];
}
