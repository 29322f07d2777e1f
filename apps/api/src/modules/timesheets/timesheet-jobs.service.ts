import { addWeeks, isoDate, mondayOf, TIMESHEET_WAITING_REMINDER_DAYS, webPaths } from '@fractional/contract';
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

/**
 * The Monday schedule: each active member with no submitted or approved timesheet for the week before
 * `periodStart` gets one reminder. The reminder row and the mail commit together, so a run repeated
 * after a crash mails nobody twice.
 */
export async function remindMembers(deps: Deps, periodStart: Date): Promise<number> {
  const weekStart = addWeeks(mondayOf(isoDate(periodStart)), -1);
  const reminded = await withTransaction(deps.database.db, async (tx) => {
    const members = await repo.recordWeekReminders(tx, weekStart);
    for (const member of members) {
      await enqueueMail(
        tx,
        timesheetWeekReminderMail({
          to: member.email,
          firstName: member.firstName,
          supportEmail: deps.config.mail.supportEmail,
          projectName: member.projectName,
          weekStart,
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
