import { addWeeks, TIMESHEET_WAITING_REMINDER_DAYS, webPaths } from '@fractional/contract';
import { dueToday, localDate, zoneOf } from '../../background/local-time.js';
import { webUrl } from '../../lib/web-url.js';
import { withTransaction } from '../../db/transaction.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { timesheetWeekReminderMail, timesheetsWaitingMail } from '../../mail/timesheet-templates.js';
import { withLiveTransaction } from '../live/index.js';
import * as repo from './timesheet-jobs.repository.js';
import { announceDecision } from './timesheet-decisions.service.js';
import type { Deps } from './timesheets.service.js';

/** Timesheets approved by the system per transaction. */
const AUTO_APPROVE_BATCH = 50;

/**
 * The `timesheets.auto-approve` schedule: every timesheet submitted longer than
 * `TIMESHEET_AUTO_APPROVE_AFTER` ago is approved by the system, with its activity, event and mail, in
 * batches. Idempotent: a timesheet approved (or decided by its client) meanwhile is no longer submitted.
 */
export async function autoApprove(deps: Deps): Promise<number> {
  let approved = 0;
  for (;;) {
    const ids = await withLiveTransaction(deps.database.db, deps.live, async (live) => {
      const due = await repo.autoApproveDue(live.tx, deps.config.timesheets.autoApproveAfterMs, AUTO_APPROVE_BATCH);
      for (const id of due)
        await announceDecision(deps, live, id, { status: 'approved', byUserId: null, reason: null });
      return due;
    });
    approved += ids.length;
    if (ids.length < AUTO_APPROVE_BATCH) break;
  }
  if (approved > 0) deps.background.kick();
  return approved;
}

/** Mondays at 09:00 in the member's own time zone. */
const WEEK_REMINDER = '0 9 * * 1';

/**
 * The Monday reminder: from 09:00 on their own Monday (their IANA zone, daylight saving included) until
 * the end of that day, each active member with no submitted or approved timesheet for the week before
 * gets one reminder. `now` is the schedule's period start (every 15 minutes). The reminder row and the
 * mail commit together, so a run repeated after a crash, or on another instance, mails nobody twice.
 */
export async function remindMembers(deps: Deps, now: Date): Promise<number> {
  const reminded = await withTransaction(deps.database.db, async (tx) => {
    const due = new Map<string, number[]>();
    for (const member of await repo.activeMemberZones(tx)) {
      const zone = zoneOf(member.timezone);
      const monday = dueToday(WEEK_REMINDER, zone, now);
      if (!monday) continue;
      const weekStart = addWeeks(localDate(monday, zone), -1);
      due.set(weekStart, [...(due.get(weekStart) ?? []), member.memberId]);
    }
    const members = [];
    for (const [weekStart, memberIds] of due)
      for (const member of await repo.recordWeekReminders(tx, weekStart, memberIds))
        members.push({ ...member, weekStart });
    for (const member of members) {
      await enqueueMail(
        tx,
        timesheetWeekReminderMail({
          to: member.email,
          firstName: member.firstName,
          supportEmail: deps.config.mail.supportEmail,
          projectName: member.projectName,
          weekStart: member.weekStart,
          link: webUrl(deps.config.appUrl, webPaths.contractor.projects),
        }),
      );
    }
    return members.length;
  });
  if (reminded > 0) deps.background.kick();
  return reminded;
}

/** The daily schedule: a client with timesheets waiting over 3 days gets one reminder a day at most. */
export async function remindClients(deps: Deps): Promise<number> {
  const reminded = await withTransaction(deps.database.db, async (tx) => {
    const clients = await repo.recordWaitingReminders(tx, TIMESHEET_WAITING_REMINDER_DAYS);
    for (const client of clients) {
      await enqueueMail(
        tx,
        timesheetsWaitingMail({
          to: client.email,
          firstName: client.firstName,
          supportEmail: deps.config.mail.supportEmail,
          waiting: client.waiting,
          link: webUrl(deps.config.appUrl, webPaths.client.home),
        }),
      );
    }
    return clients.length;
  });
  if (reminded > 0) deps.background.kick();
  return reminded;
}
