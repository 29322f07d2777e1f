import {
  FORMER_MEMBER_NAME,
  Roles,
  webPaths,
  ErrorKeys,
  type Review,
  type ReviewCreate,
  type ReviewPage,
  type ReviewQuery,
  type ReviewSubject,
} from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import type { Database } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { AuthState } from '../../lib/access.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import { webUrl } from '../../lib/web-url.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { reviewHiddenMail, reviewInvitationMail, reviewReminderMail } from '../../mail/review-templates.js';
import { writeAudit } from '../admin/index.js';
import { type LiveWriter, withLiveTransaction } from '../live/index.js';
import { recordActivity } from '../messaging/index.js';
import { maySeeExpertCard } from '../matching/index.js';
import { findSquadMember, projectAccessOf } from '../projects/index.js';
import * as repo from './reviews.repository.js';

type Deps = Pick<AppDeps, 'config' | 'database' | 'background' | 'live'>;

const MEMBER_NOT_FOUND = 'Member not found';
const PROJECT_NOT_FOUND = 'Project not found';
const REVIEW_NOT_FOUND = 'Review not found';
const EXPERT_NOT_FOUND = 'Expert not found';
const INVITATION_NOT_FOUND = 'Invitation not found';

/** Who reads a review: its author and admins also see whether (and why) it was hidden. */
function toReview(view: repo.ReviewView, seesModeration: boolean): Review {
  const { review, author, subject } = view;
  // A closed account keeps its reviews, shown as from "Former member".
  const liveAuthor = author && author.deletedAt === null ? author : null;
  const isSubjectClosed = subject.deletedAt !== null;
  return {
    id: review.id,
    about: review.about,
    memberId: review.memberId,
    rating: review.rating,
    text: review.text,
    wouldWorkAgain: review.wouldWorkAgain,
    reviewer: {
      firstName: liveAuthor ? liveAuthor.firstName : FORMER_MEMBER_NAME,
      orgName: review.about === 'expert' && liveAuthor ? view.authorOrgName : null,
    },
    subject: {
      profileId: review.about === 'expert' ? subject.profileId : null,
      firstName: isSubjectClosed ? FORMER_MEMBER_NAME : subject.firstName,
      orgName: review.about === 'client' && !isSubjectClosed ? view.subjectOrgName : null,
    },
    project: view.project,
    createdAt: review.createdAt.toISOString(),
    publishedAt: view.published ? review.publishedAt.toISOString() : null,
    hiddenAt: seesModeration ? (review.hiddenAt?.toISOString() ?? null) : null,
    hiddenReason: seesModeration ? review.hiddenReason : null,
  };
}

function toPage(
  { rows, hasNextPage }: { rows: repo.ReviewView[]; hasNextPage: boolean },
  caller: AuthState,
): ReviewPage {
  const isAdmin = caller.role === 'admin';
  return { data: rows.map((row) => toReview(row, isAdmin || row.review.authorUserId === caller.userId)), hasNextPage };
}

const windowOf = (query: ReviewQuery) => ({ offset: (query.page - 1) * query.limit, limit: query.limit });

/**
 * `POST /projects/{id}/squad/{memberId}/reviews`: the owner about the expert, or the member about the
 * client, once per side, within 30 days of the membership's end. Under the membership's row lock, so
 * a double submit answers 201 then 409, and the two sides' reviews always see each other (double-blind).
 */
export async function createReview(
  deps: Deps,
  caller: AuthState,
  projectId: number,
  memberId: number,
  input: ReviewCreate,
): Promise<Review> {
  const { db } = deps.database;
  const access = await projectAccessOf(db, caller, projectId);
  const found = access && (await findSquadMember(db, projectId, memberId));
  if (!access || !found) throw AppError.notFound(MEMBER_NOT_FOUND);
  let about: ReviewSubject;
  if (access.relation === 'owner') about = 'expert';
  else if (found.userId === caller.userId) about = 'client';
  else if (access.relation !== 'nobody')
    throw AppError.forbidden('Only the owner or that member reviews this engagement');
  else throw AppError.notFound(MEMBER_NOT_FOUND);

  const id = await withLiveTransaction(db, deps.live, async (live) => {
    const { tx } = live;
    const membership = await repo.lockMembershipForReview(tx, projectId, memberId);
    if (!membership) throw AppError.notFound(MEMBER_NOT_FOUND);
    if (membership.status === 'active') throw AppError.validation({ memberId: ErrorKeys.engagementActive });
    if (await repo.findSide(tx, memberId, about)) throw AppError.conflict('This side has already reviewed');
    if (!membership.isWindowOpen) throw AppError.validation({ memberId: ErrorKeys.reviewWindowClosed });
    const other = await repo.findSide(tx, memberId, about === 'expert' ? 'client' : 'expert');
    let id: number;
    try {
      id = await repo.insertReview(
        tx,
        {
          projectId,
          memberId,
          about,
          authorUserId: caller.userId,
          subjectProfileId: about === 'expert' ? membership.expertProfileId : membership.ownerProfileId,
          rating: input.rating,
          text: input.text || null,
          wouldWorkAgain: input.wouldWorkAgain,
        },
        other?.id ?? null,
      );
    } catch (error) {
      if (isUniqueViolation(error, 'reviews_member_side')) throw AppError.conflict('This side has already reviewed');
      throw error;
    }
    // The second side: both reviews are published now, and both sides are told.
    await announce(live, await repo.claimUnannounced(tx, { memberId }));
    return id;
  });
  return toReview((await repo.findReviewView(db, id))!, true);
}

/**
 * Tells both sides of each membership that a review of it is published: an activity item (and its
 * live event) to the project's owner and the expert. It names who wrote it, never what it says.
 */
async function announce(live: LiveWriter, published: repo.AnnouncedReview[]): Promise<void> {
  for (const review of published) {
    await recordActivity(live, {
      type: 'review.published',
      actorUserId: review.authorUserId,
      projectId: review.projectId,
      subjectUserId: review.expertUserId,
      memberId: review.memberId,
    });
  }
}

/** How many lone reviews one transaction of the schedule announces. */
const ANNOUNCE_BATCH = 100;

/**
 * The `reviews.announce` schedule: announces the reviews published by the passing of their 14 days
 * (the second review announces at once), a batch per transaction; returns how many.
 */
export async function announcePublishedReviews(deps: Deps): Promise<number> {
  let announced = 0;
  for (;;) {
    const count = await withLiveTransaction(deps.database.db, deps.live, async (live) => {
      const published = await repo.claimUnannounced(live.tx, { limit: ANNOUNCE_BATCH });
      await announce(live, published);
      return published.length;
    });
    announced += count;
    if (count < ANNOUNCE_BATCH) return announced;
  }
}

/**
 * `GET /profiles/{id}/reviews`: the published, visible reviews about an expert, for whoever may see
 * their card (docs/matching.md) and for the expert themself.
 */
export async function listProfileReviews(
  db: Database,
  caller: AuthState,
  profileId: number,
  query: ReviewQuery,
): Promise<ReviewPage> {
  const owner = await repo.findProfileOwner(db, profileId);
  if (!owner || owner.roleId !== Roles.contractor.id) throw AppError.notFound(EXPERT_NOT_FOUND);
  if (owner.userId !== caller.userId) {
    if (caller.role === 'contractor') throw AppError.forbidden('Only clients and admins see other experts');
    if (!(await maySeeExpertCard(db, caller, profileId))) throw AppError.notFound(EXPERT_NOT_FOUND);
  }
  return toPage(await repo.listReviewsAbout(db, profileId, 'expert', windowOf(query)), caller);
}

/**
 * `GET /invitations/{id}/client/reviews`: the published, visible reviews experts wrote about the
 * client who sent the invitation, for its expert and admins; the project's owner → 403, anyone else
 * → 404. The client's own names stay out, as the invitation keeps them until it is accepted.
 */
export async function listInvitationClientReviews(
  db: Database,
  caller: AuthState,
  invitationId: number,
  query: ReviewQuery,
): Promise<ReviewPage> {
  const sides = await repo.findInvitationSides(db, invitationId);
  if (!sides) throw AppError.notFound(INVITATION_NOT_FOUND);
  if (caller.role !== 'admin' && sides.expertUserId !== caller.userId) {
    if (sides.ownerUserId === caller.userId) throw AppError.forbidden('Only the invited expert reads these reviews');
    throw AppError.notFound(INVITATION_NOT_FOUND);
  }
  const page = toPage(await repo.listReviewsAbout(db, sides.ownerProfileId, 'client', windowOf(query)), caller);
  return { ...page, data: page.data.map((review) => ({ ...review, subject: { ...review.subject, firstName: null } })) };
}

/**
 * `GET /projects/{id}/reviews`: the owner and admins read the project's reviews, a member those of
 * their own seat; each reads their own reviews always and the others' once published (admins also
 * hidden ones). Anyone else: 404.
 */
export async function listProjectReviews(
  db: Database,
  caller: AuthState,
  projectId: number,
  query: ReviewQuery,
): Promise<ReviewPage> {
  const access = await projectAccessOf(db, caller, projectId);
  if (!access || access.relation === 'nobody') throw AppError.notFound(PROJECT_NOT_FOUND);
  const memberIds = access.isProjectSide ? null : access.seats.map((seat) => seat.id);
  const page = await repo.listReviewsOfProject(
    db,
    projectId,
    { userId: caller.userId, memberIds, mayReadHidden: caller.role === 'admin' },
    windowOf(query),
  );
  return toPage(page, caller);
}

/** `GET /admin/reviews`: every published review, hidden ones included, the latest first (moderation). */
export async function listRecentReviews(db: Database, caller: AuthState, query: ReviewQuery): Promise<ReviewPage> {
  return toPage(await repo.listPublishedReviews(db, windowOf(query)), caller);
}

/**
 * `POST /admin/reviews/{id}/hide`: an admin hides a published review that breaks the rules; audited,
 * and its author is told by mail, in one transaction. Hiding a hidden review again changes nothing;
 * an unpublished one is 404 (nobody but its author may read it yet).
 */
export async function hideReview(deps: Deps, caller: AuthState, id: number, reason: string): Promise<Review> {
  const { db } = deps.database;
  await withTransaction(db, async (tx) => {
    const view = await repo.findReviewView(tx, id);
    if (!view || !view.published) throw AppError.notFound(REVIEW_NOT_FOUND);
    if (!(await repo.hideReview(tx, id, reason, caller.userId))) return;
    await writeAudit(tx, {
      actorId: caller.userId,
      action: 'review.hidden',
      target: { type: 'review', id, label: `Review of "${view.project.name}"` },
      before: { hiddenAt: null },
      after: { hiddenReason: reason },
    });
    const author = await repo.findAuthorContact(tx, id);
    if (author) {
      await enqueueMail(
        tx,
        reviewHiddenMail({
          to: author.email,
          firstName: author.firstName,
          supportEmail: deps.config.mail.supportEmail,
          projectName: view.project.name,
          reason,
          link: engagementLink(deps, view.review.about, view.project.id),
        }),
      );
    }
  });
  deps.background.kick();
  return toReview((await repo.findReviewView(db, id))!, true);
}

/** Where a side reviews: the client's project page, or the expert's engagement page. */
function engagementLink(deps: Pick<AppDeps, 'config'>, about: ReviewSubject, projectId: number): string {
  const path = about === 'expert' ? webPaths.client.project(projectId) : webPaths.contractor.engagement(projectId);
  return webUrl(deps.config.appUrl, path);
}

/** The mail that asks one side of a membership to review the other (or reminds them); none to a closed account. */
async function reviewMail(
  tx: Database,
  deps: Pick<AppDeps, 'config'>,
  memberId: number,
  about: ReviewSubject,
  daysLeft: number | null,
) {
  const sides = await repo.findReviewers(tx, memberId);
  if (!sides) return null;
  // `about` names whom the review is about: the owner reviews the expert, the expert the client.
  const reader = about === 'expert' ? sides.owner : sides.expert;
  const reviewed = about === 'expert' ? sides.expert : sides.owner;
  // A closed account is asked nothing; the other side still reviews it, as "Former member".
  if (reader.deletedAt !== null) return null;
  const reviewedName =
    about === 'expert' ? (sides.expert.firstName ?? 'your expert') : (sides.orgName ?? 'your client');
  const common = {
    to: reader.email,
    firstName: reader.firstName,
    supportEmail: deps.config.mail.supportEmail,
    projectName: sides.projectName,
    otherSide: reviewed.deletedAt === null ? reviewedName : FORMER_MEMBER_NAME,
    link: engagementLink(deps, about, sides.projectId),
  };
  return daysLeft === null ? reviewInvitationMail(common) : reviewReminderMail({ ...common, daysLeft });
}

/**
 * Asks both sides of memberships that just ended to review each other (docs/reviews.md), in the
 * transaction that ended them, an account closure's too. A closed account is not asked.
 */
export async function mailReviewInvitations(
  tx: Database,
  deps: Pick<AppDeps, 'config'>,
  memberIds: number[],
): Promise<void> {
  for (const memberId of memberIds) {
    for (const about of ['expert', 'client'] as const) {
      const mail = await reviewMail(tx, deps, memberId, about, null);
      if (mail) await enqueueMail(tx, mail);
    }
  }
}

/**
 * The scheduled reminder: each side that has not reviewed gets one mail when 7 days of its window are
 * left. Claims and mails in one transaction, so a crashed run sends nothing twice. Returns how many.
 */
export async function remindReviewers(deps: Deps): Promise<number> {
  const sent = await withTransaction(deps.database.db, async (tx) => {
    const due = await repo.claimDueReminders(tx);
    let count = 0;
    for (const { memberId, about, daysLeft } of due) {
      const mail = await reviewMail(tx, deps, memberId, about, daysLeft);
      if (mail) {
        await enqueueMail(tx, mail);
        count++;
      }
    }
    return count;
  });
  if (sent > 0) deps.background.kick();
  return sent;
}

/** The export: every review the user wrote, as its author reads it. */
export async function exportReviewsWritten(db: Database, userId: number): Promise<Review[]> {
  return (await repo.listReviewsWrittenBy(db, userId)).map((row) => toReview(row, true));
}

/** The export: the published, visible reviews about the user; never an unpublished or hidden one. */
export async function exportReviewsReceived(db: Database, userId: number): Promise<Review[]> {
  return (await repo.listVisibleReviewsAbout(db, userId)).map((row) => toReview(row, false));
}
