import type { ReviewSubject } from '@fractional/contract';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  businessDetails,
  invitations,
  profiles,
  projects,
  reviews,
  squadMembers,
  users,
} from '../../db/schema/index.js';

const authors = alias(users, 'review_author');
const authorBusinesses = alias(businessDetails, 'review_author_business');
const subjectProfiles = alias(profiles, 'review_subject_profile');
const subjects = alias(users, 'review_subject');
const subjectBusinesses = alias(businessDetails, 'review_subject_business');

export const days = (count: number) => sql.raw(`interval '${count} days'`);

/** Readable by anyone: published (its `published_at` has come) and not hidden (docs/reviews.md). */
export const isVisible: SQL = sql`${reviews.hiddenAt} is null and ${reviews.publishedAt} <= now()`;
/** Published, hidden or not: what an admin may read. */
export const isPublished: SQL = sql`${reviews.publishedAt} <= now()`;

/** Everything a review's JSON shows, in one row. */
const reviewView = {
  review: reviews,
  published: sql<boolean>`${reviews.publishedAt} <= now()`,
  author: { firstName: authors.firstName, deletedAt: authors.deletedAt },
  authorOrgName: authorBusinesses.orgName,
  subject: { profileId: subjectProfiles.id, firstName: subjects.firstName, deletedAt: subjects.deletedAt },
  subjectOrgName: subjectBusinesses.orgName,
  project: { id: projects.id, name: projects.name },
  // The engagement reviewed: its length and approved hours (kept on the row by migration 0046's trigger).
  engagement: {
    joinedAt: squadMembers.joinedAt,
    endedAt: squadMembers.endedAt,
    approvedHours: squadMembers.approvedHours,
  },
};
export type ReviewView = Awaited<ReturnType<typeof selectReviews>>[number];

function selectReviews(db: Database) {
  return db
    .select(reviewView)
    .from(reviews)
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .innerJoin(squadMembers, eq(squadMembers.id, reviews.memberId))
    .innerJoin(subjectProfiles, eq(subjectProfiles.id, reviews.subjectProfileId))
    .innerJoin(subjects, eq(subjects.id, subjectProfiles.userId))
    .leftJoin(subjectBusinesses, eq(subjectBusinesses.userId, subjects.id))
    .leftJoin(authors, eq(authors.id, reviews.authorUserId))
    .leftJoin(authorBusinesses, eq(authorBusinesses.userId, authors.id));
}

export interface PageWindow {
  offset: number;
  limit: number;
}

async function pageOf(db: Database, where: SQL | undefined, order: SQL[], window: PageWindow) {
  const rows = await selectReviews(db)
    .where(where)
    .orderBy(...order)
    .limit(window.limit + 1)
    .offset(window.offset);
  return { rows: rows.slice(0, window.limit), hasNextPage: rows.length > window.limit };
}

export async function findReviewView(db: Database, id: number): Promise<ReviewView | undefined> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  return row;
}

/** Published, visible reviews about the profile, as the expert (or as the client: `about`), the latest published first. */
export function listReviewsAbout(db: Database, profileId: number, about: ReviewSubject, window: PageWindow) {
  return pageOf(
    db,
    and(eq(reviews.subjectProfileId, profileId), eq(reviews.about, about), isVisible),
    [desc(reviews.publishedAt), desc(reviews.id)],
    window,
  );
}

/** Every published review, hidden ones included, the latest published first (the console's moderation list). */
export function listPublishedReviews(db: Database, window: PageWindow) {
  return pageOf(db, isPublished, [desc(reviews.publishedAt), desc(reviews.id)], window);
}

/**
 * One project's reviews as the caller may read them, oldest first: their own always, the others once
 * published and not hidden (`mayReadHidden`: an admin reads hidden published ones too). `memberIds`
 * narrows to the memberships the caller holds (a member reads the reviews of their own seat only).
 */
export function listReviewsOfProject(
  db: Database,
  projectId: number,
  reader: { userId: number; memberIds: number[] | null; mayReadHidden: boolean },
  window: PageWindow,
) {
  const readable = or(eq(reviews.authorUserId, reader.userId), reader.mayReadHidden ? isPublished : isVisible);
  const seats =
    reader.memberIds === null ? undefined : sql`${reviews.memberId} = any(${sql.param(reader.memberIds)}::int[])`;
  return pageOf(
    db,
    and(eq(reviews.projectId, projectId), seats, readable),
    [asc(reviews.createdAt), asc(reviews.id)],
    window,
  );
}

/** Every review the user wrote, hidden and unpublished ones included, oldest first (the export). */
export function listReviewsWrittenBy(db: Database, userId: number) {
  return selectReviews(db).where(eq(reviews.authorUserId, userId)).orderBy(asc(reviews.createdAt), asc(reviews.id));
}

/** Published, visible reviews about the user's profile, on either side, oldest first (the export). */
export function listVisibleReviewsAbout(db: Database, userId: number) {
  return selectReviews(db)
    .where(and(eq(subjectProfiles.userId, userId), isVisible))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
}

/** The two sides of an invitation: its expert's account, and the account and profile of its project's owner. */
export async function findInvitationSides(db: Database, invitationId: number) {
  const ownerProfiles = alias(profiles, 'owner_profile');
  const [row] = await db
    .select({ expertUserId: profiles.userId, ownerUserId: ownerProfiles.userId, ownerProfileId: ownerProfiles.id })
    .from(invitations)
    .innerJoin(profiles, eq(profiles.id, invitations.profileId))
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .innerJoin(ownerProfiles, eq(ownerProfiles.id, projects.profileId))
    .where(eq(invitations.id, invitationId));
  return row;
}

/** The profile's owner, and whether it is a contractor's (it has an expert card). */
export async function findProfileOwner(db: Database, profileId: number) {
  const [row] = await db
    .select({ userId: profiles.userId, roleId: users.roleId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId));
  return row;
}
