import {
  addDays,
  ErrorKeys,
  isMonday,
  webPaths,
  type Timesheet,
  type TimesheetWeek,
  type TimesheetWeekParams,
} from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import type { AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { webUrl } from '../../lib/web-url.js';
import { withTransaction } from '../../db/transaction.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { timesheetSubmittedMail } from '../../mail/timesheet-templates.js';
import { withLiveTransaction } from '../live/index.js';
import { recordActivity } from '../messaging/index.js';
import { findSquadMember, projectAccessOf } from '../projects/index.js';
import { accessOf } from './access.js';
import * as repo from './timesheets.repository.js';
import { type Deps, announce, toTimesheet, viewOf } from './timesheets.service.js';

const MEMBER_NOT_FOUND = 'Member not found';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || 'An expert';

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
  // Only the member's own expert logs; the project's side learns the member exists (403), anyone else nothing.
  const access = await projectAccessOf(db, caller, params.id);
  if (!access?.seats.some((seat) => seat.id === params.memberId)) {
    if (access?.isProjectSide && (await findSquadMember(db, params.id, params.memberId)))
      throw AppError.forbidden('Only the member logs their hours');
    throw AppError.notFound(MEMBER_NOT_FOUND);
  }
  if (!isMonday(params.weekStart)) throw AppError.validation({ weekStart: ErrorKeys.notMonday });
  const written = await withTransaction(db, async (tx) => {
    const dates = await repo.lockMembershipDates(tx, params.memberId);
    if (!dates) throw AppError.notFound(MEMBER_NOT_FOUND);
    checkEngagement(params.weekStart, body.hours, dates);
    const row = await repo.upsertWeek(tx, {
      memberId: params.memberId,
      projectId: params.id,
      weekStart: params.weekStart,
      hours: body.hours,
      note: body.note || null,
    });
    if (!row) throw AppError.conflict('This week is submitted or approved and can no longer be edited');
    return row;
  });
  return { timesheet: toTimesheet(await viewOf(db, written.id)), isNew: written.isNew };
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
