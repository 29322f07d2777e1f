import {
  isCalendarDate,
  isMonday,
  ErrorKeys,
  fromMinor,
  hourlyRateIssue,
  toMinor,
  webPaths,
  type RateChange,
  type RateChangeCreate,
  type RateChangeSide,
} from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import type { Database } from '../../db/client.js';
import { isProjectOwner, type AuthState } from '../../lib/access.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import { webUrl } from '../../lib/web-url.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { rateDecidedMail, rateProposedMail } from '../../mail/rate-change-templates.js';
import { lockProject, projectAccessOf } from '../projects/index.js';
import { type LiveWriter, withLiveTransaction } from '../live/index.js';
import { recordActivity } from '../messaging/index.js';
import * as repo from './rates.repository.js';

type Deps = Pick<AppDeps, 'database' | 'live' | 'config' | 'background'>;

const MEMBER_NOT_FOUND = 'Member not found';
const RATE_CHANGE_NOT_FOUND = 'Rate change not found';

/** The rate change as docs/api.md#rate-changes shows it, in the project's currency. */
export function toRateChange(row: repo.RateChangeRow, currency: repo.RateChangeParties['currency']): RateChange {
  return {
    id: row.id,
    memberId: row.memberId,
    hourlyRate: fromMinor(row.hourlyRateMinor, currency),
    effectiveFrom: row.effectiveFrom,
    proposedBy: { userId: row.proposedByUserId, side: row.proposedBySide as RateChangeSide },
    status: row.status as RateChange['status'],
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The caller's side of a membership: its expert, the project's owner (the `client` side), or neither. */
function sideOf(caller: AuthState, parties: repo.RateChangeParties): RateChangeSide | null {
  if (parties.expertUserId === caller.userId) return 'expert';
  if (isProjectOwner(caller, { ownerUserId: parties.ownerUserId })) return 'client';
  return null;
}

/** `effectiveFrom` as a calendar date that is a Monday, or the key saying why not. */
function mondayIssue(day: string): string | null {
  if (!isCalendarDate(day)) return ErrorKeys.invalidDate;
  return isMonday(day) ? null : ErrorKeys.notMonday;
}

/** Activity (with its live event to both sides) and a mail to `to`, in the change's transaction. */
async function tell(
  deps: Deps,
  live: LiveWriter,
  parties: repo.RateChangeParties,
  row: repo.RateChangeRow,
  caller: AuthState,
  to: RateChangeSide,
): Promise<void> {
  const type =
    row.status === 'proposed' ? 'rate.proposed' : row.status === 'accepted' ? 'rate.accepted' : 'rate.declined';
  await recordActivity(live, {
    type,
    actorUserId: caller.userId,
    projectId: parties.projectId,
    subjectUserId: parties.expertUserId,
    invitationId: parties.invitationId,
    memberId: parties.memberId,
  });
  const expertName = [parties.expertFirstName, parties.expertLastName].filter(Boolean).join(' ') || 'The expert';
  const common = {
    supportEmail: deps.config.mail.supportEmail,
    projectName: parties.projectName,
    hourlyRate: fromMinor(row.hourlyRateMinor, parties.currency),
    currency: parties.currency,
    effectiveFrom: row.effectiveFrom,
  };
  const recipient =
    to === 'expert'
      ? {
          to: parties.expertEmail,
          firstName: parties.expertFirstName,
          otherName: 'The client',
          link: webUrl(deps.config.appUrl, webPaths.contractor.engagement(parties.projectId)),
        }
      : {
          to: parties.ownerEmail,
          firstName: parties.ownerFirstName,
          otherName: expertName,
          link: webUrl(deps.config.appUrl, webPaths.client.project(parties.projectId)),
        };
  const mail =
    row.status === 'proposed'
      ? rateProposedMail({ ...common, ...recipient })
      : rateDecidedMail({ ...common, ...recipient, status: row.status as 'accepted' | 'declined' });
  await enqueueMail(live.tx, mail);
}

/**
 * `POST /projects/{id}/squad/{memberId}/rate-changes` (the project's side or that member): one open
 * proposal per member (the partial unique index settles a race: 409), starting on a Monday after the
 * member's last invoiced week.
 */
export async function proposeRateChange(
  deps: Deps,
  caller: AuthState,
  projectId: number,
  memberId: number,
  input: RateChangeCreate,
): Promise<RateChange> {
  const { db } = deps.database;
  const parties = await repo.findMemberParties(db, projectId, memberId);
  if (!parties) throw AppError.notFound(MEMBER_NOT_FOUND);
  const side = sideOf(caller, parties);
  if (!side) {
    // A fellow member may see the squad (and so this member), but not change someone else's rate.
    const access = await projectAccessOf(db, caller, projectId);
    if (access?.relation === 'member' || access?.relation === 'former')
      throw AppError.forbidden('Only the owner or that member');
    throw AppError.notFound(MEMBER_NOT_FOUND);
  }
  const rateIssue = hourlyRateIssue(input.hourlyRate, parties.currency);
  const dayIssue = mondayIssue(input.effectiveFrom);
  if (rateIssue || dayIssue) {
    throw AppError.validation({
      ...(rateIssue ? { hourlyRate: rateIssue } : {}),
      ...(dayIssue ? { effectiveFrom: dayIssue } : {}),
    });
  }
  if (parties.memberStatus !== 'active') throw AppError.conflict('This membership has ended: its rate cannot change');
  const row = await withLiveTransaction(db, deps.live, async (live) => {
    // The project first, as every squad change does (docs/concurrency.md); an invoice run waits here too.
    await lockProject(live.tx, projectId);
    const lastInvoiced = await repo.lastInvoicedWeek(live.tx, memberId);
    if (lastInvoiced !== null && input.effectiveFrom <= lastInvoiced) {
      throw AppError.validation({ effectiveFrom: ErrorKeys.beforeInvoiced });
    }
    let inserted: repo.RateChangeRow;
    try {
      inserted = await repo.insertRateChange(live.tx, {
        memberId,
        hourlyRateMinor: toMinor(input.hourlyRate!, parties.currency),
        effectiveFrom: input.effectiveFrom,
        proposedByUserId: caller.userId,
        proposedBySide: side,
      });
    } catch (error) {
      if (isUniqueViolation(error, 'rate_changes_one_open')) {
        throw AppError.conflict('A rate change is already proposed for this member: accept or decline it first');
      }
      throw error;
    }
    await tell(deps, live, parties, inserted, caller, side === 'client' ? 'expert' : 'client');
    return inserted;
  });
  deps.background.kick();
  return toRateChange(row, parties.currency);
}

/**
 * `POST /rate-changes/{id}/accept` | `/decline`: the other side of the proposal. The proposer's side
 * is refused (403); anyone else learns nothing (404). Deciding again what is decided: 200 when it is
 * the same answer (a double-click), else 409.
 */
export async function decideRateChange(
  deps: Deps,
  caller: AuthState,
  id: number,
  status: 'accepted' | 'declined',
): Promise<RateChange> {
  const { db } = deps.database;
  const found = await repo.findRateChange(db, id);
  const parties = found && (await findPartiesOfMember(db, found.memberId));
  if (!found || !parties) throw AppError.notFound(RATE_CHANGE_NOT_FOUND);
  const side = sideOf(caller, parties);
  if (!side) throw AppError.notFound(RATE_CHANGE_NOT_FOUND);
  if (side === found.proposedBySide) throw AppError.forbidden('The other side answers a proposal');
  const row = await withLiveTransaction(db, deps.live, async (live) => {
    await lockProject(live.tx, parties.projectId);
    const decided = await repo.decideRateChange(live.tx, id, status, caller.userId);
    if (!decided) {
      const current = await repo.findRateChange(live.tx, id);
      if (current?.status === status) return current;
      throw AppError.conflict('This proposal is already answered');
    }
    if (status === 'accepted') await repo.bumpSpendRevision(live.tx, parties.projectId);
    await tell(deps, live, parties, decided, caller, found.proposedBySide as RateChangeSide);
    return decided;
  });
  deps.background.kick();
  return toRateChange(row, parties.currency);
}

async function findPartiesOfMember(db: Database, memberId: number) {
  const projectId = await repo.projectOfMember(db, memberId);
  return projectId === undefined ? undefined : repo.findMemberParties(db, projectId, memberId);
}
