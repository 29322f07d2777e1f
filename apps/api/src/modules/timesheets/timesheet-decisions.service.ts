import { ErrorKeys, webPaths, type Timesheet } from '@fractional/contract';
import type { AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { webUrl } from '../../lib/web-url.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { timesheetDecidedMail } from '../../mail/timesheet-templates.js';
import { type LiveWriter, withLiveTransaction } from '../live/index.js';
import { recordActivity } from '../messaging/index.js';
import { recomputeProductivity } from '../engagements/index.js';
import { accessOf } from './access.js';
import * as repo from './timesheets.repository.js';
import { type Deps, announce, viewOf } from './timesheets.service.js';

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

export async function announceDecision(
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
