import {
  ErrorKeys,
  OUTCOMES_MAX,
  webPaths,
  type CheckIn,
  type CheckInInput,
  type CheckInPage,
  type CheckInRating,
  type Outcome,
  type OutcomeCreate,
  type OutcomeList,
  type OutcomeUpdate,
  type PageQuery,
  type Productivity,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { webUrl } from '../../lib/web-url.js';
import { checkInRatedMail, checkInSubmittedMail } from '../../mail/engagement-templates.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { findProjectOwner, lockProject } from '../invitations/invitations.repository.js';
import { withLiveTransaction, type LiveWriter } from '../live/live-writer.js';
import { recordActivity } from '../messaging/activity.service.js';
import { displayName } from '../messaging/people.js';
import { findProjectOfUser } from '../projects/projects.repository.js';
import { projectProgress } from '../projects/project-progress.js';
import { accessOf, PROJECT_NOT_FOUND, requireOwner } from './access.js';
import * as repo from './engagements.repository.js';
import {
  deliveryFromHours,
  deliveryWeeks,
  isMonday,
  isoDate,
  mondayOf,
  addDays,
  productivityOf,
  satisfactionOf,
} from './productivity.js';

type Deps = Pick<AppDeps, 'database' | 'live' | 'config' | 'background'>;

const OUTCOME_NOT_FOUND = 'Outcome not found';
const CHECK_IN_NOT_FOUND = 'Check-in not found';

function toOutcome(row: repo.OutcomeRow): Outcome {
  return {
    id: row.id,
    title: row.title,
    target: row.target,
    dueDate: row.dueDate,
    progress: row.progress,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function toCheckIns(db: Database, rows: repo.CheckInRow[]): Promise<CheckIn[]> {
  const { reported, authors } = await repo.checkInDetails(db, rows);
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

async function toCheckIn(db: Database, row: repo.CheckInRow): Promise<CheckIn> {
  const [checkIn] = await toCheckIns(db, [row]);
  if (!checkIn) throw new Error('check-in vanished');
  return checkIn;
}

/**
 * A due date set now is today or later (docs/engagements.md#outcomes): a day of grace before today in UTC,
 * so that the caller's own today is accepted in every time zone. A date kept unchanged is not checked.
 */
function checkNewDueDate(dueDate: string | null | undefined, kept: string | null = null): void {
  if (!dueDate || dueDate === kept) return;
  if (dueDate < addDays(isoDate(new Date()), -1)) throw AppError.validation({ dueDate: ErrorKeys.dueDateInPast });
}

/** A page of the live outcomes; there are at most `OUTCOMES_MAX`, so they are read whole and sliced. */
export async function listOutcomes(
  db: Database,
  caller: AuthState,
  projectId: number,
  query: PageQuery,
): Promise<OutcomeList> {
  await accessOf(db, caller, projectId);
  const rows = await repo.listOutcomes(db, projectId);
  const start = (query.page - 1) * query.limit;
  return {
    data: rows.slice(start, start + query.limit).map(toOutcome),
    hasNextPage: rows.length > start + query.limit,
  };
}

export async function createOutcome(
  deps: Deps,
  caller: AuthState,
  projectId: number,
  input: OutcomeCreate,
): Promise<Outcome> {
  const { db } = deps.database;
  await requireOwner(db, caller, projectId);
  checkNewDueDate(input.dueDate);
  return withLiveTransaction(db, deps.live, async ({ tx }) => {
    // Under the project's lock, so two racing adds cannot make a sixth.
    await lockProject(tx, projectId);
    if ((await repo.countLiveOutcomes(tx, projectId)) >= OUTCOMES_MAX)
      throw AppError.validation({ title: ErrorKeys.tooManyOutcomes });
    const row = await repo.insertOutcome(tx, projectId, {
      title: input.title,
      target: input.target ?? null,
      dueDate: input.dueDate ?? null,
    });
    await repo.recomputeProgress(tx, projectId);
    return toOutcome(row);
  });
}

async function ownedOutcome(db: Database, caller: AuthState, id: number) {
  const outcome = await repo.findOutcome(db, id);
  if (!outcome) throw AppError.notFound(OUTCOME_NOT_FOUND);
  const { isOwner } = await accessOf(db, caller, outcome.projectId).catch(() => {
    throw AppError.notFound(OUTCOME_NOT_FOUND);
  });
  if (!isOwner) throw AppError.forbidden('Only the project’s owner');
  return outcome;
}

export async function updateOutcome(
  db: Database,
  caller: AuthState,
  id: number,
  input: OutcomeUpdate,
): Promise<Outcome> {
  const outcome = await ownedOutcome(db, caller, id);
  checkNewDueDate(input.dueDate, outcome.dueDate);
  const row = await repo.updateOutcome(db, id, input);
  if (!row) throw AppError.notFound(OUTCOME_NOT_FOUND);
  return toOutcome(row);
}

export async function deleteOutcome(deps: Deps, caller: AuthState, id: number): Promise<void> {
  const { db } = deps.database;
  const outcome = await ownedOutcome(db, caller, id);
  await withLiveTransaction(db, deps.live, async ({ tx }) => {
    await lockProject(tx, outcome.projectId);
    if (!(await repo.removeOutcome(tx, id))) throw AppError.notFound(OUTCOME_NOT_FOUND);
    await repo.recomputeProgress(tx, outcome.projectId);
  });
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
  const date = new Date(`${weekStart}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(weekStart) || Number.isNaN(date.getTime()) || isoDate(date) !== weekStart)
    throw AppError.validation({ weekStart: ErrorKeys.invalidDate });
  if (!isMonday(weekStart)) throw AppError.validation({ weekStart: ErrorKeys.notMonday });
  if (weekStart > mondayOf(isoDate(new Date()))) throw AppError.validation({ weekStart: ErrorKeys.outsideEngagement });
  if (seat && addDays(weekStart, 6) < isoDate(seat.joinedAt))
    throw AppError.validation({ weekStart: ErrorKeys.outsideEngagement });
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
    const live_ = new Set((await repo.listOutcomes(tx, projectId)).map((outcome) => outcome.id));
    if (reported.some((item) => !live_.has(item.outcomeId)))
      throw AppError.validation({ outcomes: ErrorKeys.unknownOutcome });
    const written = await repo.upsertCheckIn(tx, {
      projectId,
      weekStart,
      authorUserId: caller.userId,
      summary: input.summary,
      risks: input.risks ?? null,
    });
    if (!written) throw AppError.conflict('This week’s check-in is rated and can no longer change');
    await repo.replaceCheckInOutcomes(tx, written.row.id, reported);
    await repo.recomputeProgress(tx, projectId);
    const checkIn = await toCheckIn(tx, written.row);
    const people = await requirePeople(tx, projectId);
    await recordActivity(live, {
      type: 'checkin.submitted',
      actorUserId: caller.userId,
      projectId,
      subjectUserId: caller.userId,
    });
    announceCheckIn(live, people, checkIn);
    if (!isOwner)
      await enqueueMail(
        tx,
        checkInSubmittedMail({
          to: people.owner.email,
          firstName: people.owner.firstName,
          supportEmail: deps.config.mail.supportEmail,
          projectName: people.project.name,
          authorName: displayName(checkIn.author),
          weekStart,
          replaced: !written.created,
          link: webUrl(deps.config.appUrl, webPaths.client.project(projectId)),
        }),
      );
    return { checkIn, created: written.created };
  });
  deps.background.kick();
  return result;
}

/**
 * Delivery's hours (docs/engagements.md): over the latest ended weeks in which members were active,
 * the approved timesheet hours against the hours those members committed; null without members.
 */
async function deliveryOf(
  db: Database,
  projectId: number,
): Promise<{ approvedHours: number; committedHours: number } | null> {
  const weeks = deliveryWeeks(await repo.membershipWeeksOf(db, projectId), isoDate(new Date()));
  if (weeks.length === 0) return null;
  const approvedHours = await repo.approvedHoursIn(
    db,
    projectId,
    weeks.map((week) => week.weekStart),
  );
  return { approvedHours, committedHours: weeks.reduce((sum, week) => sum + week.committed, 0) };
}

/** Productivity and the parts it is computed from, as they stand now (docs/engagements.md). */
async function productivityParts(db: Database, projectId: number) {
  const ratings = await repo.latestRatings(db, projectId);
  const hours = await deliveryOf(db, projectId);
  const delivery = hours && { value: deliveryFromHours(hours.approvedHours, hours.committedHours), ...hours };
  const satisfaction = satisfactionOf(ratings.map((row) => row.rating));
  return { ratings, delivery, satisfaction, productivity: productivityOf(delivery?.value ?? null, satisfaction) };
}

/** Productivity recomputed from its inputs, in the transaction that changed one (docs/engagements.md). */
export async function recomputeProductivity(tx: Database, projectId: number): Promise<void> {
  await repo.storeProductivity(tx, projectId, (await productivityParts(tx, projectId)).productivity);
}

/**
 * Delivery reads the weeks that have ended, so productivity moves when a week ends even if nothing is
 * decided (four ended weeks with nothing approved are a delivery of 0, not an unknown). The schedule
 * `productivity.weekly` (app.ts) calls this every Monday: each project that may move is recomputed in
 * its own transaction, under the project's lock. Idempotent: an unchanged figure writes nothing.
 */
export async function recomputeWeeklyProductivity(db: Database): Promise<number> {
  const projectIds = await repo.projectsWithRecentSquads(db);
  for (const projectId of projectIds)
    await db.transaction(async (tx) => {
      await lockProject(tx, projectId);
      await recomputeProductivity(tx, projectId);
    });
  return projectIds.length;
}

/** `POST /check-ins/{id}/rating`: the owner, once; productivity is recomputed in the same transaction. */
export async function rateCheckIn(deps: Deps, caller: AuthState, id: number, input: CheckInRating): Promise<CheckIn> {
  const { db } = deps.database;
  const found = await repo.findCheckIn(db, id);
  if (!found) throw AppError.notFound(CHECK_IN_NOT_FOUND);
  const { isOwner } = await accessOf(db, caller, found.projectId).catch(() => {
    throw AppError.notFound(CHECK_IN_NOT_FOUND);
  });
  if (!isOwner) throw AppError.forbidden('Only the project’s owner rates check-ins');
  const rated = await withLiveTransaction(db, deps.live, async (live) => {
    const { tx } = live;
    await lockProject(tx, found.projectId);
    const row = await repo.rateCheckIn(tx, id, input.rating, input.comment ?? null);
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
  const { rows, hasNextPage } = await repo.listCheckIns(db, projectId, query);
  return { data: await toCheckIns(db, rows), hasNextPage };
}

/** `GET /projects/{id}/productivity`: the stored figures and the parts they were computed from. */
export async function getProductivity(db: Database, caller: AuthState, projectId: number): Promise<Productivity> {
  await accessOf(db, caller, projectId);
  const project = await findProjectById(db, projectId);
  const { ratings, delivery, satisfaction, productivity } = await productivityParts(db, projectId);
  // Computed on read from the parts shown beside it, so it is current the moment a week ends; the stored
  // figure (lists, dashboard) catches up on the Monday schedule (recomputeWeeklyProductivity).
  // A completed project keeps its last stored figure.
  const computed = project.status === 'completed' ? project.productivity : productivity;
  return {
    productivity: computed === null ? null : Math.round(computed),
    progress: projectProgress(project),
    progressSource:
      project.status === 'completed' ? 'completed' : project.outcomesProgress === null ? 'timeline' : 'outcomes',
    delivery,
    satisfaction: satisfaction === null ? null : { value: satisfaction, weeks: ratings },
  };
}

async function findProjectById(db: Database, projectId: number) {
  const owner = await findProjectOwner(db, projectId);
  const row = owner && (await findProjectOfUser(db, projectId, owner.ownerUserId));
  if (!row) throw AppError.notFound(PROJECT_NOT_FOUND);
  return row;
}
