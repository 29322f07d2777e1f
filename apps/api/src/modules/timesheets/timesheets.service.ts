import {
  fromMinor,
  lineAmountMinor,
  type Currency,
  ErrorKeys,
  TIMESHEET_WAITING_REMINDER_DAYS,
  isMonday,
  webPaths,
  type Timesheet,
  type TimesheetPage,
  type TimesheetQuery,
  type TimesheetWeek,
  type TimesheetWeekParams,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { mayActOnProject, type AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { webUrl } from '../../lib/web-url.js';
import { withTransaction } from '../../db/transaction.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import {
  timesheetDecidedMail,
  timesheetSubmittedMail,
  timesheetWeekReminderMail,
  timesheetsWaitingMail,
} from '../../mail/timesheet-templates.js';
import { withLiveTransaction, type LiveWriter } from '../live/live-writer.js';
import { recordActivity } from '../messaging/activity.service.js';
import { recomputeProductivity } from '../engagements/engagements.service.js';
import { accessOf, NOT_FOUND } from './access.js';
import * as repo from './timesheets.repository.js';

type Deps = Pick<AppDeps, 'database' | 'live' | 'config' | 'background'>;

const MEMBER_NOT_FOUND = 'Member not found';
/** Timesheets approved by the system per transaction. */
const AUTO_APPROVE_BATCH = 50;

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || 'An expert';

/** Adds `days` to a `YYYY-MM-DD` date. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The timesheet as docs/api.md#timesheets shows it (the same to both sides). */
export function toTimesheet(view: repo.TimesheetView): Timesheet {
  const { sheet } = view;
  const totalHours = sheet.hours.reduce((sum, hours) => sum + hours, 0);
  const currency = view.currency as Currency;
  return {
    id: sheet.id,
    project: { id: sheet.projectId, name: view.projectName },
    member: {
      id: sheet.memberId,
      expert: { profileId: view.profileId, firstName: view.expertFirstName, lastName: view.expertLastName },
    },
    weekStart: sheet.weekStart,
    hours: sheet.hours,
    totalHours,
    hourlyRate: view.hourlyRateMinor === null ? null : fromMinor(view.hourlyRateMinor, currency),
    currency,
    // The week at the rate in force on its Monday, half-up once (docs/money.md#agreed-rates).
    amount:
      view.hourlyRateMinor === null ? null : fromMinor(lineAmountMinor(totalHours, view.hourlyRateMinor), currency),
    overCommitment: totalHours > view.hoursPerWeek,
    note: sheet.note,
    status: sheet.status,
    submittedAt: sheet.submittedAt?.toISOString() ?? null,
    decidedAt: sheet.decidedAt?.toISOString() ?? null,
    decidedBy:
      sheet.decidedByUserId === null
        ? null
        : { id: sheet.decidedByUserId, firstName: view.deciderFirstName, lastName: view.deciderLastName },
    rejectionReason: sheet.rejectionReason,
    createdAt: sheet.createdAt.toISOString(),
    updatedAt: sheet.updatedAt.toISOString(),
  };
}

async function viewOf(db: Database, id: number): Promise<repo.TimesheetView> {
  const [view] = await repo.timesheetViews(db, [id]);
  if (!view) throw AppError.notFound(NOT_FOUND);
  return view;
}

/**
 * Checks the week against the engagement, with the membership's dates read under its share lock:
 * a Monday, not after today, not wholly outside the membership, and no hours on its days outside it.
 */
function checkEngagement(
  weekStart: string,
  hours: number[],
  dates: { joinedOn: string; endedOn: string | null; today: string },
): void {
  const weekEnd = addDays(weekStart, 6);
  if (weekStart > dates.today || weekEnd < dates.joinedOn || (dates.endedOn !== null && weekStart > dates.endedOn))
    throw AppError.validation({ weekStart: ErrorKeys.outsideEngagement });
  const isOutside = hours.some((dayHours, index) => {
    const day = addDays(weekStart, index);
    return dayHours > 0 && (day < dates.joinedOn || (dates.endedOn !== null && day > dates.endedOn));
  });
  if (isOutside) throw AppError.validation({ hours: ErrorKeys.outsideEngagement });
}

/**
 * `PUT /projects/{id}/squad/{memberId}/timesheets/{weekStart}` (that member's expert): creates the
 * week as a draft (isNew) or replaces a draft or rejected one; any other status → 409.
 */
export async function putWeek(
  deps: Pick<AppDeps, 'database'>,
  caller: AuthState,
  params: TimesheetWeekParams,
  body: TimesheetWeek,
): Promise<{ timesheet: Timesheet; isNew: boolean }> {
  const { db } = deps.database;
  const membership = await repo.findMembership(db, params.id, params.memberId);
  if (!membership) throw AppError.notFound(MEMBER_NOT_FOUND);
  if (membership.expertUserId !== caller.userId) {
    if (mayActOnProject(caller, membership)) throw AppError.forbidden('Only the member logs their hours');
    throw AppError.notFound(MEMBER_NOT_FOUND);
  }
  if (!isMonday(params.weekStart)) throw AppError.validation({ weekStart: ErrorKeys.notMonday });
  const written = await withTransaction(db, async (tx) => {
    const dates = await repo.lockMembershipDates(tx, membership.memberId);
    if (!dates) throw AppError.notFound(MEMBER_NOT_FOUND);
    checkEngagement(params.weekStart, body.hours, dates);
    const row = await repo.upsertWeek(tx, {
      memberId: membership.memberId,
      projectId: membership.projectId,
      weekStart: params.weekStart,
      hours: body.hours,
      note: body.note || null,
    });
    if (!row) throw AppError.conflict('This week is submitted or approved and can no longer be edited');
    return row;
  });
  return { timesheet: toTimesheet(await viewOf(db, written.id)), isNew: written.isNew };
}

/** The other side hears of the change: the `timesheet` event, as the REST answer shows it. */
function announce(live: LiveWriter, view: repo.TimesheetView, to: 'client' | 'expert'): Timesheet {
  const timesheet = toTimesheet(view);
  live.add([to === 'client' ? view.ownerUserId : view.expertUserId], 'timesheet', timesheet);
  return timesheet;
}

/** `POST /timesheets/{id}/submit` (its expert): draft → submitted; a week of no hours → 422. */
export async function submit(deps: Deps, caller: AuthState, id: number): Promise<Timesheet> {
  const { db } = deps.database;
  const { access, isExpert } = await accessOf(db, caller, id);
  if (!isExpert) throw AppError.forbidden('Only the member submits their timesheet');
  if (access.status === 'draft' && access.hours.every((hours) => hours === 0))
    throw AppError.validation({ hours: ErrorKeys.empty });
  const timesheet = await withLiveTransaction(db, deps.live, async (live) => {
    const row = await repo.submitTimesheet(live.tx, id);
    if (!row) throw AppError.conflict('Only a draft can be submitted');
    const view = await viewOf(live.tx, id);
    // Read after the update: an edit that emptied the week in between is caught here.
    if (view.sheet.hours.every((hours) => hours === 0)) throw AppError.validation({ hours: ErrorKeys.empty });
    await recordActivity(live, {
      type: 'timesheet.submitted',
      actorUserId: caller.userId,
      projectId: view.sheet.projectId,
      subjectUserId: view.expertUserId,
      memberId: view.sheet.memberId,
    });
    const owner = await repo.findProjectOwnerContact(live.tx, view.sheet.projectId);
    const result = announce(live, view, 'client');
    if (owner) {
      await enqueueMail(
        live.tx,
        timesheetSubmittedMail({
          to: owner.email,
          firstName: owner.firstName,
          supportEmail: deps.config.mail.supportEmail,
          projectName: view.projectName,
          weekStart: view.sheet.weekStart,
          expertName: fullName(view.expertFirstName, view.expertLastName),
          totalHours: result.totalHours,
          link: webUrl(deps.config.appUrl, webPaths.client.project(view.sheet.projectId)),
        }),
      );
    }
    return result;
  });
  deps.background.kick();
  return timesheet;
}

/** Writes a decision with its activity, the expert's event and mail, in the caller's transaction. */
async function recordDecision(
  deps: Deps,
  live: LiveWriter,
  id: number,
  decision: { status: 'approved' | 'rejected'; byUserId: number | null; reason: string | null },
): Promise<Timesheet | null> {
  if (decision.status === 'approved') {
    // No hour at an unknown rate: a week of a member with no agreed rate waits for one.
    const view = await viewOf(live.tx, id);
    if (view.sheet.status === 'submitted' && view.hourlyRateMinor === null) {
      throw AppError.validation({ hourlyRate: ErrorKeys.notAgreed });
    }
  }
  const row = await repo.decideTimesheet(live.tx, id, decision);
  if (!row) return null;
  return announceDecision(deps, live, id, decision);
}

async function announceDecision(
  deps: Deps,
  live: LiveWriter,
  id: number,
  decision: { status: 'approved' | 'rejected'; byUserId: number | null; reason: string | null },
): Promise<Timesheet> {
  const view = await viewOf(live.tx, id);
  await recordActivity(live, {
    type: decision.status === 'approved' ? 'timesheet.approved' : 'timesheet.rejected',
    actorUserId: decision.byUserId,
    projectId: view.sheet.projectId,
    subjectUserId: view.expertUserId,
    memberId: view.sheet.memberId,
  });
  // Approved hours are productivity's delivery part (docs/engagements.md): kept current in this transaction.
  if (decision.status === 'approved') await recomputeProductivity(live.tx, view.sheet.projectId);
  await enqueueMail(
    live.tx,
    timesheetDecidedMail({
      to: view.expertEmail,
      firstName: view.expertFirstName,
      supportEmail: deps.config.mail.supportEmail,
      projectName: view.projectName,
      weekStart: view.sheet.weekStart,
      status: decision.status,
      reason: decision.reason,
      isAutomatic: decision.byUserId === null,
      link: webUrl(deps.config.appUrl, webPaths.contractor.projects),
    }),
  );
  return announce(live, view, 'expert');
}

/** `POST /timesheets/{id}/approve` and `/reject {reason}` (the project's owner or an admin): submitted only, else 409. */
export async function decide(
  deps: Deps,
  caller: AuthState,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
): Promise<Timesheet> {
  const { db } = deps.database;
  const { isProjectSide } = await accessOf(db, caller, id);
  if (!isProjectSide) throw AppError.forbidden('Only the client approves or rejects timesheets');
  const timesheet = await withLiveTransaction(db, deps.live, (live) =>
    recordDecision(deps, live, id, { ...decision, byUserId: caller.userId }),
  );
  if (!timesheet) throw AppError.conflict('Only a submitted timesheet can be approved or rejected');
  deps.background.kick();
  return timesheet;
}

/** `GET /timesheets`: a client's projects', an expert's own, or (admin) all; newest week first. */
export async function list(db: Database, caller: AuthState, query: TimesheetQuery): Promise<TimesheetPage> {
  const scope: repo.TimesheetScope =
    caller.role === 'admin'
      ? { kind: 'all' }
      : caller.role === 'client'
        ? { kind: 'owner', userId: caller.userId }
        : { kind: 'expert', userId: caller.userId };
  const { ids, hasNextPage } = await repo.listTimesheetIds(db, scope, query);
  const views = await repo.timesheetViews(db, ids);
  return { data: views.map(toTimesheet), hasNextPage };
}

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
  const monday = new Date(periodStart);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) - 7);
  const weekStart = monday.toISOString().slice(0, 10);
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
