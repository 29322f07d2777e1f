import { REVIEW_REMINDER_DAYS_BEFORE_CLOSE, REVIEW_WINDOW_DAYS, type ReviewSubject } from '@fractional/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  businessDetails,
  profiles,
  projects,
  reviewReminders,
  reviews,
  squadMembers,
  users,
} from '../../db/schema/index.js';
import { days, isVisible } from './reviews.repository.js';

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
