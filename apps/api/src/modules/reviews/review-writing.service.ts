import { ErrorKeys, type Review, type ReviewCreate, type ReviewSubject } from '@fractional/contract';
import { withTransaction } from '../../db/transaction.js';
import type { AuthState } from '../../lib/access.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { reviewHiddenMail } from '../../mail/review-templates.js';
import { writeAudit } from '../admin/index.js';
import { withLiveTransaction } from '../live/index.js';
import { findSquadMember, projectAccessOf } from '../projects/index.js';
import * as repo from './reviews.repository.js';
import * as writesRepo from './review-writes.repository.js';
import * as jobsRepo from './review-jobs.repository.js';
import { announce, engagementLink } from './review-jobs.service.js';
import { type Deps, MEMBER_NOT_FOUND, REVIEW_NOT_FOUND, toReview } from './reviews.service.js';

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
    const membership = await writesRepo.lockMembershipForReview(tx, projectId, memberId);
    if (!membership) throw AppError.notFound(MEMBER_NOT_FOUND);
    if (membership.status === 'active') throw AppError.validation({ memberId: ErrorKeys.engagementActive });
    if (await writesRepo.findSide(tx, memberId, about)) throw AppError.conflict('This side has already reviewed');
    if (!membership.isWindowOpen) throw AppError.validation({ memberId: ErrorKeys.reviewWindowClosed });
    const other = await writesRepo.findSide(tx, memberId, about === 'expert' ? 'client' : 'expert');
    let id: number;
    try {
      id = await writesRepo.insertReview(
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
    await announce(live, await jobsRepo.claimUnannounced(tx, { memberId }));
    return id;
  });
  return toReview((await repo.findReviewView(db, id))!, true);
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
    if (!(await writesRepo.hideReview(tx, id, reason, caller.userId))) return;
    await writeAudit(tx, {
      actorId: caller.userId,
      action: 'review.hidden',
      target: { type: 'review', id, label: `Review of "${view.project.name}"` },
      before: { hiddenAt: null },
      after: { hiddenReason: reason },
    });
    const author = await writesRepo.findAuthorContact(tx, id);
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
