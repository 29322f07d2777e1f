import {
  engagementLength,
  FORMER_MEMBER_NAME,
  Roles,
  type Review,
  type ReviewPage,
  type ReviewQuery,
} from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import type { Database } from '../../db/client.js';
import type { AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { maySeeExpertCard } from '../matching/index.js';
import { projectAccessOf } from '../projects/index.js';
import * as repo from './reviews.repository.js';

export type Deps = Pick<AppDeps, 'config' | 'database' | 'background' | 'live'>;

export const MEMBER_NOT_FOUND = 'Member not found';
const PROJECT_NOT_FOUND = 'Project not found';
export const REVIEW_NOT_FOUND = 'Review not found';
const EXPERT_NOT_FOUND = 'Expert not found';
const INVITATION_NOT_FOUND = 'Invitation not found';

/** Who reads a review: its author and admins also see whether (and why) it was hidden. */
export function toReview(view: repo.ReviewView, seesModeration: boolean): Review {
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
    engagement: {
      startedAt: view.engagement.joinedAt.toISOString(),
      endedAt: view.engagement.endedAt?.toISOString() ?? null,
      length: engagementLength(view.engagement.joinedAt, view.engagement.endedAt ?? new Date()),
      approvedHours: view.engagement.approvedHours,
    },
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

/** The export: every review the user wrote, as its author reads it. */
export async function exportReviewsWritten(db: Database, userId: number): Promise<Review[]> {
  return (await repo.listReviewsWrittenBy(db, userId)).map((row) => toReview(row, true));
}

/** The export: the published, visible reviews about the user; never an unpublished or hidden one. */
export async function exportReviewsReceived(db: Database, userId: number): Promise<Review[]> {
  return (await repo.listVisibleReviewsAbout(db, userId)).map((row) => toReview(row, false));
}
