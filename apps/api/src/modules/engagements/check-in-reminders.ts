import { webPaths, addDays, isoDate } from '@fractional/contract';
import { withTransaction } from '../../db/transaction.js';
import type { AppDeps } from '../../deps.js';
import { webUrl } from '../../lib/web-url.js';
import { checkInReminderMail } from '../../mail/engagement-templates.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { activeSeatsForReminders, claimReminder, hasCheckIn } from './check-in-reminders.repository.js';

const FRIDAY = 5;

/**
 * The Friday check-in reminder (docs/engagements.md): each active member of an active project whose
 * own local day (their time zone's offset) is a Friday, while the project has no check-in for that
 * week, gets one mail — one per membership and week, however often this runs and on however many
 * instances (`check_in_reminders` claims it in the mail's transaction). Returns how many were queued.
 * The schedule `check-ins.remind` runs it hourly (apps/api/src/app.ts), so every time zone's Friday is met.
 */
export async function queueCheckInReminders(
  deps: Pick<AppDeps, 'database' | 'config'>,
  now: Date = new Date(),
): Promise<number> {
  return withTransaction(deps.database.db, async (tx) => {
    let queued = 0;
    for (const seat of await activeSeatsForReminders(tx)) {
      const local = new Date(now.getTime() + (seat.offsetMinutes ?? 0) * 60_000);
      if (local.getUTCDay() !== FRIDAY) continue;
      const weekStart = addDays(isoDate(local), -4);
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
