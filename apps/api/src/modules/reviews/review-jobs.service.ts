import { FORMER_MEMBER_NAME, webPaths, type ReviewSubject } from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import type { Database } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { webUrl } from '../../lib/web-url.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { reviewInvitationMail, reviewReminderMail } from '../../mail/review-templates.js';
import { type LiveWriter, withLiveTransaction } from '../live/index.js';
import { recordActivity } from '../messaging/index.js';
import * as jobsRepo from './review-jobs.repository.js';
import type { Deps } from './reviews.service.js';

/**
 * Tells both sides of each membership that a review of it is published: an activity item (and its
 * live event) to the project's owner and the expert. It names who wrote it, never what it says.
 */
export async function announce(live: LiveWriter, published: jobsRepo.AnnouncedReview[]): Promise<void> {
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
      const published = await jobsRepo.claimUnannounced(live.tx, { limit: ANNOUNCE_BATCH });
      await announce(live, published);
      return published.length;
    });
    announced += count;
    if (count < ANNOUNCE_BATCH) return announced;
  }
}

/** Where a side reviews: the client's project page, or the expert's engagement page. */
export function engagementLink(deps: Pick<AppDeps, 'config'>, about: ReviewSubject, projectId: number): string {
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
  const sides = await jobsRepo.findReviewers(tx, memberId);
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
    const due = await jobsRepo.claimDueReminders(tx);
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
