import {
  REVIEW_BLIND_DAYS,
  REVIEW_REMINDER_DAYS_BEFORE_CLOSE,
  REVIEW_WINDOW_DAYS,
  type ReviewSubject,
} from '@fractional/contract';
import { and, asc, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  businessDetails,
  invitations,
  profiles,
  projects,
  reviewReminders,
  reviews,
  squadMembers,
  users,
} from '../../db/schema/index.js';

const authors = alias(users, 'review_author');
const authorBusinesses = alias(businessDetails, 'review_author_business');
const subjectProfiles = alias(profiles, 'review_subject_profile');
const subjects = alias(users, 'review_subject');
const subjectBusinesses = alias(businessDetails, 'review_subject_business');

const days = (count: number) => sql.raw(`interval '${count} days'`);

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
};
export type ReviewView = Awaited<ReturnType<typeof selectReviews>>[number];

function selectReviews(db: Database) {
  return db
    .select(reviewView)
    .from(reviews)
    .innerJoin(projects, eq(projects.id, reviews.projectId))
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

/** A published review just claimed for its announcement: who wrote it, and the expert of its membership. */
export interface AnnouncedReview {
  projectId: number;
  memberId: number;
  authorUserId: number | null;
  expertUserId: number;
}

/**
 * Claims the visible published reviews not yet announced — those of one membership (`memberId`), or
 * the `limit` published longest ago — and marks them announced. A concurrent claim of the same row
 * waits for this one and then finds it announced, so each review is announced once, whichever
 * transaction or instance gets there first.
 */
export async function claimUnannounced(
  db: Database,
  scope: { memberId: number } | { limit: number },
): Promise<AnnouncedReview[]> {
  const due = and(isNull(reviews.announcedAt), isVisible);
  const rows =
    'memberId' in scope
      ? and(eq(reviews.memberId, scope.memberId), due)
      : sql`${reviews.id} in (select ${reviews.id} from ${reviews} where ${due}
          order by ${reviews.publishedAt}, ${reviews.id} limit ${scope.limit} for update skip locked)`;
  return db
    .update(reviews)
    .set({ announcedAt: sql`now()` })
    .where(and(rows, due))
    .returning({
      projectId: reviews.projectId,
      memberId: reviews.memberId,
      authorUserId: reviews.authorUserId,
      expertUserId: sql<number>`(select p.user_id from ${squadMembers} sm join ${profiles} p on p.id = sm.profile_id
        where sm.id = ${reviews.memberId})`,
    });
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

/** Both sides of a membership that just ended, with what their mails need; closed accounts left out. */
export async function findReviewers(db: Database, memberId: number) {
  const owners = alias(users, 'owner_user');
  const ownerProfiles = alias(profiles, 'owner_profile');
  const experts = alias(users, 'expert_user');
  const [row] = await db
    .select({
      memberId: squadMembers.id,
      projectId: projects.id,
      projectName: projects.name,
      owner: { email: owners.email, firstName: owners.firstName, deletedAt: owners.deletedAt },
      expert: { email: experts.email, firstName: experts.firstName, deletedAt: experts.deletedAt },
      orgName: businessDetails.orgName,
    })
    .from(squadMembers)
    .innerJoin(projects, eq(projects.id, squadMembers.projectId))
    .innerJoin(ownerProfiles, eq(ownerProfiles.id, projects.profileId))
    .innerJoin(owners, eq(owners.id, ownerProfiles.userId))
    .leftJoin(businessDetails, eq(businessDetails.userId, owners.id))
    .innerJoin(profiles, eq(profiles.id, squadMembers.profileId))
    .innerJoin(experts, eq(experts.id, profiles.userId))
    .where(eq(squadMembers.id, memberId));
  return row;
}

/**
 * The sides still to review whose window closes within the reminder lead (and is still open), not
 * yet reminded, each claimed by a `review_reminders` row in the same statement: one reminder per
 * membership and side, whichever instance runs the job.
 */
export async function claimDueReminders(
  db: Database,
): Promise<Array<{ memberId: number; about: ReviewSubject; daysLeft: number }>> {
  const result = (await db.execute(sql`
    with due as (
      select sm.id as member_id, side.about,
        ceil(extract(epoch from sm.ended_at + ${days(REVIEW_WINDOW_DAYS)} - now()) / 86400)::int as days_left
      from squad_members sm
      cross join (values ('expert'), ('client')) as side(about)
      where sm.status = 'ended'
        and sm.ended_at + ${days(REVIEW_WINDOW_DAYS - REVIEW_REMINDER_DAYS_BEFORE_CLOSE)} <= now()
        and sm.ended_at + ${days(REVIEW_WINDOW_DAYS)} > now()
        and not exists (select 1 from reviews r where r.member_id = sm.id and r.about = side.about)
    ), claimed as (
      insert into ${reviewReminders} (member_id, about) select member_id, about from due
      on conflict do nothing
      returning member_id, about
    )
    select claimed.member_id as "memberId", claimed.about, due.days_left as "daysLeft"
    from claimed join due using (member_id, about)`)) as {
    rows: Array<{ memberId: number; about: ReviewSubject; daysLeft: number }>;
  };
  return result.rows;
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
