import { webPaths, addDays } from '@fractional/contract';
import { dueToday, localDate, zoneOf } from '../../background/local-time.js';
import { withTransaction } from '../../db/transaction.js';
import type { AppDeps } from '../../deps.js';
import { webUrl } from '../../lib/web-url.js';
import { checkInReminderMail } from '../../mail/engagement-templates.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { activeSeatsForReminders, claimReminder, hasCheckIn } from './check-in-reminders.repository.js';

/** Fridays at 09:00 in the member's own time zone. */
const CHECK_IN_REMINDER = '0 9 * * 5';

/**
 * The Friday check-in reminder (docs/engagements.md#reminders): each active member of an active project
 * gets one mail from 09:00 on their own Friday (their IANA zone, daylight saving included) until the end
 * of that day, while the project has no check-in for that week — one per membership and week, however
 * often this runs and on however many instances (`check_in_reminders` claims it in the mail's
 * transaction). Returns how many were queued. The schedule `check-ins.remind` runs it every 15 minutes,
 * so zones a half or quarter hour off UTC get theirs at 09:00 too.
 */
export async function queueCheckInReminders(
  deps: Pick<AppDeps, 'database' | 'config'>,
  now: Date = new Date(),
): Promise<number> {
  return withTransaction(deps.database.db, async (tx) => {
    let queued = 0;
    for (const seat of await activeSeatsForReminders(tx)) {
      const zone = zoneOf(seat.timezone);
      const due = dueToday(CHECK_IN_REMINDER, zone, now);
      if (!due) continue;
      const weekStart = addDays(localDate(due, zone), -4);
      if (await hasCheckIn(tx, seat.projectId, weekStart)) continue;
      if (!(await claimReminder(tx, seat.memberId, weekStart))) continue;
      await enqueueMail(
        tx,
        checkInReminderMail({
          to: seat.email,
          firstName: seat.firstName,
          supportEmail: deps.config.mail.supportEmail,
          projectName: seat.projectName,
          weekStart,
          link: webUrl(deps.config.appUrl, webPaths.contractor.engagement(seat.projectId)),
        }),
      );
      queued += 1;
    }
    return queued;
  });
}
