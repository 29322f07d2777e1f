import { REVIEW_BLIND_DAYS, REVIEW_WINDOW_DAYS, type ReviewSubject } from '@fractional/contract';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { projects, reviews, squadMembers, users } from '../../db/schema/index.js';
import { days } from './reviews.repository.js';

/**
 * The membership to review, locked FOR UPDATE: the two sides' reviews of one membership, and its end,
 * queue here, so the second review always sees the first. `isWindowOpen` is read on the database clock.
 */
export async function lockMembershipForReview(db: Database, projectId: number, memberId: number) {
  const [row] = await db
    .select({
      id: squadMembers.id,
      status: squadMembers.status,
      expertProfileId: squadMembers.profileId,
      ownerProfileId: projects.profileId,
      isWindowOpen: sql<boolean>`coalesce(${squadMembers.endedAt} + ${days(REVIEW_WINDOW_DAYS)} >= now(), false)`,
    })
    .from(squadMembers)
    .innerJoin(projects, eq(projects.id, squadMembers.projectId))
    .where(and(eq(squadMembers.id, memberId), eq(squadMembers.projectId, projectId)))
    .for('update', { of: squadMembers });
  return row;
}

export async function findSide(db: Database, memberId: number, about: ReviewSubject) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.memberId, memberId), eq(reviews.about, about)));
  return row;
}

/**
 * Writes one side's review. Double-blind (docs/reviews.md): with the other side already in, both are
 * published now (the other's `published_at` only ever moves earlier); else this one is due 14 days on.
 */
export async function insertReview(
  db: Database,
  values: {
    projectId: number;
    memberId: number;
    about: ReviewSubject;
    authorUserId: number;
    subjectProfileId: number;
    rating: number;
    text: string | null;
    wouldWorkAgain: boolean;
  },
  otherSideId: number | null,
): Promise<number> {
  if (otherSideId !== null) {
    await db
      .update(reviews)
      .set({ publishedAt: sql`least(${reviews.publishedAt}, now())` })
      .where(eq(reviews.id, otherSideId));
  }
  const [row] = await db
    .insert(reviews)
    .values({
      ...values,
      publishedAt: otherSideId === null ? sql`now() + ${days(REVIEW_BLIND_DAYS)}` : sql`now()`,
    })
    .returning({ id: reviews.id });
  return row!.id;
}

/** Hides a published review (moderation); undefined when it is not published, or already hidden. */
export async function hideReview(db: Database, id: number, reason: string, adminUserId: number) {
  const [row] = await db
    .update(reviews)
    .set({ hiddenAt: sql`now()`, hiddenReason: reason, hiddenByUserId: adminUserId })
    .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt), lte(reviews.publishedAt, sql`now()`)))
    .returning({ id: reviews.id });
  return row;
}

/** The author's address for the moderation mail; none for a closed account. */
export async function findAuthorContact(db: Database, reviewId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorUserId))
    .where(and(eq(reviews.id, reviewId), isNull(users.deletedAt)));
  return row;
}
