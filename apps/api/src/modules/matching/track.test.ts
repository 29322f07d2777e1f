import type { Match } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createClient, createProject, type Account } from '../../../test/factories.js';
import { createFitExpert } from '../../../test/marketplace-fixtures.js';
import { getMatches, idsOf, type Expert } from '../../../test/matching-fixtures.js';

/*
 * The tenth factor, `track` (docs/matching.md): published, visible reviews about the expert, their mean
 * shrunk towards neutral by two imaginary neutral reviews. Past engagements are written as rows (an ended
 * membership of an accepted invitation on a project of its own, and the client's review of it), as the
 * reviews API would leave them.
 */

let t: TestApp;
let client: Account;
beforeAll(async () => {
  t = await buildTestApp();
  client = await createClient(t.app);
});
afterAll(async () => t.close());

interface PastReview {
  rating: number;
  /** Published this long ago (minutes); negative: not published yet (the double-blind window). */
  publishedMinutesAgo?: number;
  hidden?: boolean;
  /** Approved timesheet hours of the engagement (default 10); under 8 it counts nowhere (migration 0041). */
  approvedHours?: number;
  /** Hours on a timesheet still waiting for the client's approval. */
  submittedHours?: number;
}

/** One ended engagement of the expert per review, each reviewed by the client with `rating`. */
async function pastEngagements(expert: Expert, reviews: PastReview[]): Promise<void> {
  for (const review of reviews) {
    const project = await createProject(t.app, client, { name: 'An earlier engagement' });
    const minutes = review.publishedMinutesAgo ?? 60;
    const approved = review.approvedHours ?? 10;
    await t.database.db.execute(sql`
      with i as (
        insert into invitations (project_id, profile_id, status, hours_per_week, responded_at)
        values (${project.id}, ${expert.profileId}, 'accepted', 5, now()) returning id
      ), m as (
        insert into squad_members (project_id, profile_id, invitation_id, hours_per_week, status, ended_at)
        select ${project.id}, ${expert.profileId}, i.id, 5, 'ended', now() from i returning id
      ), ts as (
        insert into timesheets (member_id, project_id, week_start, hours, status, submitted_at, decided_at)
        select m.id, ${project.id}::int, date_trunc('week', now())::date - 7, array[${approved}::float8, 0, 0, 0, 0, 0, 0],
          'approved', now(), now() from m where ${approved}::float8 > 0
        union all
        select m.id, ${project.id}::int, date_trunc('week', now())::date, array[${review.submittedHours ?? 0}::float8, 0, 0, 0, 0, 0, 0],
          'submitted', now(), null from m where ${review.submittedHours ?? 0}::float8 > 0
      )
      insert into reviews (project_id, member_id, about, author_user_id, subject_profile_id, rating,
        would_work_again, published_at, hidden_at, hidden_reason)
      select ${project.id}, m.id, 'expert', ${client.user.id}, ${expert.profileId}, ${review.rating}, true,
        now() - make_interval(mins => ${minutes}),
        ${review.hidden ? sql`now()` : sql`null`}, ${review.hidden ? 'Abusive' : null}
      from m`);
  }
}

const factor = (match: Match | undefined, key: string) => match!.factors.find((item) => item.key === key)!;
const matchOf = (page: { data: Match[] }, expert: Expert) =>
  page.data.find((match) => match.expert.profileId === expert.profileId);

describe('track: the expert’s published reviews in the score', () => {
  it('is neutral without reviews, so a newcomer is never punished; good reviews lift an equal expert above', async () => {
    const project = (await createProject(t.app, client)).id;
    const newcomer = await createFitExpert(t.app);
    const reviewed = await createFitExpert(t.app);
    const average = await createFitExpert(t.app);
    const poor = await createFitExpert(t.app);

    // Without reviews the four are equal: same score, ordered by id.
    const before = await getMatches(t.app, client.token, project);
    const ids = [newcomer, reviewed, average, poor].map((expert) => expert.profileId);
    expect(idsOf(before).filter((id) => ids.includes(id))).toEqual(ids);
    const scoreBefore = matchOf(before, newcomer)!.score;
    expect(factor(matchOf(before, newcomer), 'track')).toEqual({
      key: 'track',
      score: 0.5,
      weight: 0.05,
      reason: 'No reviews yet',
    });

    await pastEngagements(reviewed, [{ rating: 5 }, { rating: 5 }, { rating: 5 }, { rating: 5 }]);
    await pastEngagements(average, [{ rating: 3 }, { rating: 3 }]);
    await pastEngagements(poor, [{ rating: 1 }, { rating: 1 }]);
    const after = await getMatches(t.app, client.token, project);

    // (4 × 1 + 2 × 0.5) ÷ 6 = 0.833: 1.7 points more than the newcomer's, enough to stand above.
    expect(factor(matchOf(after, reviewed), 'track')).toMatchObject({
      score: 0.833,
      reason: '5.0 from 4 reviews, 4 completed engagements',
    });
    expect(matchOf(after, reviewed)!.score).toBeGreaterThan(scoreBefore);
    // The newcomer keeps the score they had, equal to an expert whose reviews average 3 (neutral).
    expect(matchOf(after, newcomer)!.score).toBe(scoreBefore);
    expect(factor(matchOf(after, average), 'track').score).toBe(0.5);
    expect(matchOf(after, average)!.score).toBe(scoreBefore);
    // Poor reviews cost: (0 + 1) ÷ 4 = 0.25, 1.25 points under neutral.
    expect(factor(matchOf(after, poor), 'track')).toMatchObject({
      score: 0.25,
      reason: '1.0 from 2 reviews, 2 completed engagements',
    });
    expect(matchOf(after, poor)!.score).toBeLessThan(scoreBefore);

    const order = idsOf(after).filter((id) => ids.includes(id));
    expect(order).toEqual([reviewed.profileId, newcomer.profileId, average.profileId, poor.profileId]);
  });

  it('shrinks a small sample: one 5-star review weighs less than six 4-star ones', async () => {
    const project = (await createProject(t.app, client)).id;
    const oneFive = await createFitExpert(t.app);
    const sixFours = await createFitExpert(t.app);
    await pastEngagements(oneFive, [{ rating: 5 }]);
    await pastEngagements(
      sixFours,
      Array.from({ length: 6 }, () => ({ rating: 4 })),
    );
    const page = await getMatches(t.app, client.token, project);
    // (1 + 1) ÷ 3 = 0.667 against (6 × 0.75 + 1) ÷ 8 = 0.6875.
    expect(factor(matchOf(page, oneFive), 'track')).toMatchObject({
      score: 0.667,
      reason: '5.0 from 1 review, 1 completed engagement',
    });
    expect(factor(matchOf(page, sixFours), 'track')).toMatchObject({
      score: 0.688,
      reason: '4.0 from 6 reviews, 6 completed engagements',
    });
  });

  it('counts only published, visible reviews: one still in its blind window or hidden by an admin counts nowhere', async () => {
    const project = (await createProject(t.app, client)).id;
    const expert = await createFitExpert(t.app);
    await pastEngagements(expert, [
      { rating: 1, publishedMinutesAgo: -60 * 24 },
      { rating: 1, hidden: true },
    ]);
    const page = await getMatches(t.app, client.token, project);
    expect(factor(matchOf(page, expert), 'track')).toMatchObject({ score: 0.5, reason: 'No reviews yet' });
  });

  it('counts an engagement and its reviews only with 8 approved hours: a same-minute engagement with 0 hours rates nothing', async () => {
    const project = (await createProject(t.app, client)).id;
    const honest = await createFitExpert(t.app);
    const inflated = await createFitExpert(t.app);
    const before = await getMatches(t.app, client.token, project);
    const scoreBefore = matchOf(before, inflated)!.score;
    // Invited, accepted and completed in the same minute with nothing worked, or 7.5 h approved, or 40 h
    // logged but not approved yet: none of them counts, so both 5-star reviews change nothing.
    await pastEngagements(inflated, [
      { rating: 5, approvedHours: 0 },
      { rating: 5, approvedHours: 7.5 },
      { rating: 5, approvedHours: 0, submittedHours: 40 },
    ]);
    // Exactly one working day approved counts.
    await pastEngagements(honest, [{ rating: 5, approvedHours: 8 }]);
    const after = await getMatches(t.app, client.token, project);
    expect(factor(matchOf(after, inflated), 'track')).toMatchObject({ score: 0.5, reason: 'No reviews yet' });
    expect(matchOf(after, inflated)!.score).toBe(scoreBefore);
    expect(matchOf(after, inflated)!.expert).toMatchObject({ rating: null, completedEngagements: 0 });
    expect(factor(matchOf(after, honest), 'track')).toMatchObject({
      score: 0.667,
      reason: '5.0 from 1 review, 1 completed engagement',
    });
    expect(matchOf(after, honest)!.expert).toMatchObject({ rating: { average: 5, count: 1 }, completedEngagements: 1 });

    // Find experts' search table (migration 0039) follows the same rule, and follows the hours: once the
    // client approves the submitted 40 h, that engagement and its review count there and here.
    const ratings = async (profileId: number) =>
      (
        (await t.database.db.execute(
          sql`select rating_sum as "sum", rating_count as "count" from expert_search where id = ${profileId}`,
        )) as { rows: Array<{ sum: number; count: number }> }
      ).rows[0];
    expect(await ratings(inflated.profileId)).toEqual({ sum: 0, count: 0 });
    expect(await ratings(honest.profileId)).toEqual({ sum: 5, count: 1 });
    await t.database.db.execute(sql`update timesheets set status = 'approved', decided_at = now()
      where status = 'submitted' and member_id in (select id from squad_members where profile_id = ${inflated.profileId})`);
    expect(await ratings(inflated.profileId)).toEqual({ sum: 5, count: 1 });
    const approved = await getMatches(t.app, client.token, project);
    expect(matchOf(approved, inflated)!.expert).toMatchObject({
      rating: { average: 5, count: 1 },
      completedEngagements: 1,
    });

    // Reopened (the approval undone), the hours count no more: the rating, the engagement and the score's
    // track follow in the same transaction (migration 0046 keeps the hours on the rows).
    await t.database.db.execute(sql`update timesheets set status = 'submitted', decided_at = null
      where status = 'approved' and member_id in (select id from squad_members where profile_id = ${inflated.profileId})`);
    expect(await ratings(inflated.profileId)).toEqual({ sum: 0, count: 0 });
    const reopened = await getMatches(t.app, client.token, project);
    expect(matchOf(reopened, inflated)!.expert).toMatchObject({ rating: null, completedEngagements: 0 });
    expect(factor(matchOf(reopened, inflated), 'track')).toMatchObject({ score: 0.5, reason: 'No reviews yet' });
  });
});
