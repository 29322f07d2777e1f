import {
  addDays,
  ErrorKeys,
  isCalendarDate,
  isMonday,
  isoDate,
  mondayOf,
  webPaths,
  type CheckIn,
  type CheckInInput,
  type CheckInPage,
  type CheckInRating,
  type PageQuery,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { webUrl } from '../../lib/web-url.js';
import { checkInRatedMail, checkInSubmittedMail } from '../../mail/engagement-templates.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { type LiveWriter, withLiveTransaction } from '../live/index.js';
import { displayName, recordActivity } from '../messaging/index.js';
import { lockProject } from '../projects/index.js';
import { accessOf, PROJECT_NOT_FOUND } from './access.js';
import * as repo from './engagements.repository.js';
import * as checkInsRepo from './check-ins.repository.js';
import * as outcomesRepo from './outcomes.repository.js';
import { recomputeProductivity } from './productivity.service.js';

type Deps = Pick<AppDeps, 'database' | 'live' | 'config' | 'background'>;

const CHECK_IN_NOT_FOUND = 'Check-in not found';

async function toCheckIns(db: Database, rows: checkInsRepo.CheckInRow[]): Promise<CheckIn[]> {
  const { reported, authors } = await checkInsRepo.checkInDetails(db, rows);
  return rows.map((row) => {
    const author = row.authorUserId === null ? undefined : authors.get(row.authorUserId);
    return {
      id: row.id,
      projectId: row.projectId,
      weekStart: row.weekStart,
      author: author ?? null,
      summary: row.summary,
      outcomes: reported
        .filter((item) => item.checkInId === row.id)
        .map(({ outcomeId, title, progress, removed }) => ({ outcomeId, title, progress, removed })),
      risks: row.risks,
      rating: row.rating,
      ratingComment: row.ratingComment,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

async function toCheckIn(db: Database, row: checkInsRepo.CheckInRow): Promise<CheckIn> {
  const [checkIn] = await toCheckIns(db, [row]);
  if (!checkIn) throw new Error('check-in vanished');
  return checkIn;
}

/** Pushes the check-in to the owner and the active squad (each side's other tabs too). */
function announceCheckIn(
  live: LiveWriter,
  people: NonNullable<Awaited<ReturnType<typeof repo.projectPeople>>>,
  checkIn: CheckIn,
) {
  live.add([people.owner.userId, ...people.members.map((member) => member.userId)], 'checkin', checkIn);
}

async function requirePeople(db: Database, projectId: number) {
  const people = await repo.projectPeople(db, projectId);
  if (!people) throw AppError.notFound(PROJECT_NOT_FOUND);
  return people;
}

/** Checks the week named in the path: a real date, a Monday, started by today, inside the member's seat. */
function checkWeek(weekStart: string, seat: { joinedAt: Date; endedAt: Date | null } | undefined): void {
  if (!isCalendarDate(weekStart)) throw AppError.validation({ weekStart: ErrorKeys.invalidDate });
  if (!isMonday(weekStart)) throw AppError.validation({ weekStart: ErrorKeys.notMonday });
  if (weekStart > mondayOf(isoDate(new Date()))) throw AppError.validation({ weekStart: ErrorKeys.outsideEngagement });
  if (seat && addDays(weekStart, 6) < isoDate(seat.joinedAt))
    throw AppError.validation({ weekStart: ErrorKeys.outsideEngagement });
}

/** The owner hears of a member's check-in, new or replaced, by mail. */
async function mailCheckInToOwner(
  deps: Deps,
  tx: Database,
  people: NonNullable<Awaited<ReturnType<typeof repo.projectPeople>>>,
  checkIn: CheckIn,
  replaced: boolean,
): Promise<void> {
  await enqueueMail(
    tx,
    checkInSubmittedMail({
      to: people.owner.email,
      firstName: people.owner.firstName,
      supportEmail: deps.config.mail.supportEmail,
      projectName: people.project.name,
      authorName: displayName(checkIn.author),
      weekStart: checkIn.weekStart,
      replaced,
      link: webUrl(deps.config.appUrl, webPaths.client.project(checkIn.projectId)),
    }),
  );
}

/** `PUT /projects/{id}/check-ins/{weekStart}`: an active member or the owner; replaced until rated. */
export async function putCheckIn(
  deps: Deps,
  caller: AuthState,
  projectId: number,
  weekStart: string,
  input: CheckInInput,
): Promise<{ checkIn: CheckIn; created: boolean }> {
  const { db } = deps.database;
  const { isOwner, seats } = await accessOf(db, caller, projectId);
  const seat = seats.find((candidate) => candidate.status === 'active');
  if (!isOwner && !seat) throw AppError.forbidden('Only active members and the owner write check-ins');
  checkWeek(weekStart, seat);
  const reported = input.outcomes ?? [];
  if (new Set(reported.map((item) => item.outcomeId)).size !== reported.length)
    throw AppError.validation({ outcomes: ErrorKeys.unknownOutcome });
  const result = await withLiveTransaction(db, deps.live, async (live) => {
    const { tx } = live;
    const project = await lockProject(tx, projectId);
    if (!project) throw AppError.notFound(PROJECT_NOT_FOUND);
    if (project.status === 'completed') throw AppError.conflict('The project is completed');
    const live_ = new Set((await outcomesRepo.listOutcomes(tx, projectId)).map((outcome) => outcome.id));
    if (reported.some((item) => !live_.has(item.outcomeId)))
      throw AppError.validation({ outcomes: ErrorKeys.unknownOutcome });
    const written = await checkInsRepo.upsertCheckIn(tx, {
      projectId,
      weekStart,
      authorUserId: caller.userId,
      summary: input.summary,
      risks: input.risks ?? null,
    });
    if (!written) throw AppError.conflict('This week’s check-in is rated and can no longer change');
    await checkInsRepo.replaceCheckInOutcomes(tx, written.row.id, reported);
    await outcomesRepo.recomputeProgress(tx, projectId);
    const checkIn = await toCheckIn(tx, written.row);
    const people = await requirePeople(tx, projectId);
    await recordActivity(live, {
      type: 'checkin.submitted',
      actorUserId: caller.userId,
      projectId,
      subjectUserId: caller.userId,
    });
    announceCheckIn(live, people, checkIn);
    if (!isOwner) await mailCheckInToOwner(deps, tx, people, checkIn, !written.created);
    return { checkIn, created: written.created };
  });
  deps.background.kick();
  return result;
}

/** `POST /check-ins/{id}/rating`: the owner, once; productivity is recomputed in the same transaction. */
export async function rateCheckIn(deps: Deps, caller: AuthState, id: number, input: CheckInRating): Promise<CheckIn> {
  const { db } = deps.database;
  const found = await checkInsRepo.findCheckIn(db, id);
  if (!found) throw AppError.notFound(CHECK_IN_NOT_FOUND);
  const { isOwner } = await accessOf(db, caller, found.projectId).catch(() => {
    throw AppError.notFound(CHECK_IN_NOT_FOUND);
  });
  if (!isOwner) throw AppError.forbidden('Only the project’s owner rates check-ins');
  const rated = await withLiveTransaction(db, deps.live, async (live) => {
    const { tx } = live;
    await lockProject(tx, found.projectId);
    const row = await checkInsRepo.rateCheckIn(tx, id, input.rating, input.comment ?? null);
    if (!row) throw AppError.conflict('This check-in is already rated');
    await recomputeProductivity(tx, found.projectId);
    const checkIn = await toCheckIn(tx, row);
    const people = await requirePeople(tx, found.projectId);
    await recordActivity(live, {
      type: 'checkin.rated',
      actorUserId: caller.userId,
      projectId: found.projectId,
      subjectUserId: row.authorUserId,
    });
    announceCheckIn(live, people, checkIn);
    for (const member of people.members)
      await enqueueMail(
        tx,
        checkInRatedMail({
          to: member.email,
          firstName: member.firstName,
          supportEmail: deps.config.mail.supportEmail,
          projectName: people.project.name,
          weekStart: row.weekStart,
          rating: input.rating,
          comment: input.comment ?? null,
          link: webUrl(deps.config.appUrl, webPaths.contractor.engagement(found.projectId)),
        }),
      );
    return checkIn;
  });
  deps.background.kick();
  return rated;
}

export async function listCheckIns(
  db: Database,
  caller: AuthState,
  projectId: number,
  query: PageQuery,
): Promise<CheckInPage> {
  await accessOf(db, caller, projectId);
  const { rows, hasNextPage } = await checkInsRepo.listCheckIns(db, projectId, query);
  return { data: await toCheckIns(db, rows), hasNextPage };
}
