import {
  AccountExportSchema,
  ActivityPageSchema,
  ExpertCardSchema,
  InvitationSchema,
  ReviewPageSchema,
  ReviewSchema,
  type Project,
  type Review,
} from '@fractional/contract';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createClient, createContractor, createProject, PASSWORD, type Account } from '../../../test/factories.js';
import { accept, api, createFitExpert, invite, type Method } from '../../../test/marketplace-fixtures.js';
import type { Expert } from '../../../test/matching-fixtures.js';
import { auditLog, liveEvents, mailOutbox, reviews, squadMembers } from '../../db/schema/index.js';
import { announcePublishedReviews, remindReviewers } from './review-jobs.service.js';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

const call = (method: Method, url: string, token: string, payload?: object) => api(t.app, method, url, token, payload);

interface Engagement {
  client: Account;
  expert: Expert;
  project: Project;
  memberId: number;
  invitationId: number;
}

/** A client's project with the expert in its squad; the membership ended by the owner unless `end` is false. */
async function engagement(expert?: Expert, end = true, client?: Account): Promise<Engagement> {
  const owner = client ?? (await createClient(t.app));
  const member = expert ?? (await createFitExpert(t.app));
  const project = await createProject(t.app, owner, { name: `Reviewed ${Math.random().toString(36).slice(2, 8)}` });
  const invitation = await invite(t.app, owner.token, project.id, { profileId: member.profileId });
  const accepted = await accept(t.app, member.token, invitation.id, { hoursPerWeek: 5, hourlyRate: 100 });
  const memberId = accepted.membership!.id;
  // A working day approved, so the engagement counts towards the track record (migration 0041).
  await t.database.db
    .execute(sql`insert into timesheets (member_id, project_id, week_start, hours, status, submitted_at, decided_at)
    values (${memberId}, ${project.id}, date_trunc('week', now())::date - 7, array[8, 0, 0, 0, 0, 0, 0]::float8[], 'approved', now(), now())`);
  if (end)
    expect((await call('POST', `/projects/${project.id}/squad/${memberId}/end`, owner.token)).statusCode).toBe(200);
  return { client: owner, expert: member, project, memberId, invitationId: invitation.id };
}

const reviewUrl = (e: Engagement) => `/projects/${e.project.id}/squad/${e.memberId}/reviews`;

async function review(token: string, e: Engagement, body: object): Promise<Review> {
  const response = await call('POST', reviewUrl(e), token, body);
  expect(response.statusCode, response.body).toBe(201);
  return ReviewSchema.parse(response.json());
}

async function projectReviews(token: string, projectId: number): Promise<Review[]> {
  const response = await call('GET', `/projects/${projectId}/reviews`, token);
  expect(response.statusCode, response.body).toBe(200);
  return ReviewPageSchema.parse(response.json()).data;
}

async function profileReviews(token: string, profileId: number): Promise<Review[]> {
  const response = await call('GET', `/profiles/${profileId}/reviews`, token);
  expect(response.statusCode, response.body).toBe(200);
  return ReviewPageSchema.parse(response.json()).data;
}

async function card(token: string, profileId: number) {
  const response = await call('GET', `/profiles/${profileId}/card`, token);
  expect(response.statusCode, response.body).toBe(200);
  return ExpertCardSchema.parse(response.json());
}

async function invitationClient(token: string, invitationId: number) {
  const response = await call('GET', `/invitations/${invitationId}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return InvitationSchema.parse(response.json()).client;
}

async function exportOf(token: string) {
  const response = await call('GET', '/auth/me/export', token);
  expect(response.statusCode).toBe(200);
  return { text: response.body, document: AccountExportSchema.parse(response.json()) };
}

/** Moves a review's clock back: written (and due) `days` earlier, as if that much time had passed. */
async function age(reviewId: number, days: number) {
  await t.database.db
    .update(reviews)
    .set({
      createdAt: sql`${reviews.createdAt} - ${days} * interval '1 day'`,
      publishedAt: sql`${reviews.publishedAt} - ${days} * interval '1 day'`,
    })
    .where(eq(reviews.id, reviewId));
}

async function endedDaysAgo(memberId: number, days: number) {
  await t.database.db
    .update(squadMembers)
    .set({ endedAt: sql`now() - ${days} * interval '1 day'` })
    .where(eq(squadMembers.id, memberId));
}

const mailsTo = (email: string, subject: string) =>
  t.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, `%${subject}%`)));

/** To whom a mail asking to review the project went. */
const mailsAbout = async (projectName: string) =>
  (
    await t.database.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `How did "${projectName}" go?%`))
  ).map((mail) => mail.to);

/** The `review.published` items of the user's feed, newest first, as text. */
async function publishedItems(token: string, projectId: number): Promise<string[]> {
  const response = await call('GET', '/activity?limit=50', token);
  expect(response.statusCode).toBe(200);
  return ActivityPageSchema.parse(response.json())
    .data.filter((item) => item.type === 'review.published' && item.project.id === projectId)
    .map((item) => item.text);
}

/** The `review.published` activity events the user's stream received for the project. */
async function streamedPublications(userId: number, projectId: number) {
  const rows = await t.database.db
    .select({ data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), eq(liveEvents.name, 'activity')));
  return rows
    .map((row) => JSON.parse(row.data) as { type: string; project: { id: number } })
    .filter((item) => item.type === 'review.published' && item.project.id === projectId);
}

describe('writing a review', () => {
  it('refuses a review before the end, out of range, too long, by someone else; 409 the second time', async () => {
    const e = await engagement(undefined, false);
    const valid = { rating: 5, text: 'Sharp and kind.', wouldWorkAgain: true };
    const active = await call('POST', reviewUrl(e), e.client.token, valid);
    expect(active.json()).toEqual({ status: 422, errors: { memberId: 'engagementActive' } });
    expect((await call('POST', `/projects/${e.project.id}/squad/${e.memberId}/end`, e.expert.token)).statusCode).toBe(
      200,
    );

    for (const rating of [0, 6, 2.5]) {
      const response = await call('POST', reviewUrl(e), e.client.token, { ...valid, rating });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['rating']);
    }
    const tooLong = await call('POST', reviewUrl(e), e.client.token, { ...valid, text: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json<{ errors: object }>().errors)).toEqual(['text']);
    const noAnswer = await call('POST', reviewUrl(e), e.client.token, { rating: 4 });
    expect(Object.keys(noAnswer.json<{ errors: object }>().errors)).toEqual(['wouldWorkAgain']);

    const stranger = await createClient(t.app);
    const otherExpert = await createContractor(t.app);
    expect((await call('POST', reviewUrl(e), stranger.token, valid)).statusCode).toBe(404);
    expect((await call('POST', reviewUrl(e), otherExpert.token, valid)).statusCode).toBe(404);
    expect((await call('POST', reviewUrl(e), admin.token, valid)).statusCode).toBe(403);
    expect(
      (await call('POST', `/projects/${e.project.id}/squad/999999/reviews`, e.client.token, valid)).statusCode,
    ).toBe(404);

    const written = await review(e.client.token, e, { ...valid, text: '  Sharp and kind.  ', rating: 5 });
    expect(written).toMatchObject({
      about: 'expert',
      memberId: e.memberId,
      rating: 5,
      text: 'Sharp and kind.',
      wouldWorkAgain: true,
      reviewer: { firstName: expect.any(String), orgName: 'Kauri Analytics' },
      subject: { profileId: e.expert.profileId, firstName: 'Hemi', orgName: null },
      project: { id: e.project.id, name: e.project.name },
      publishedAt: null,
      hiddenAt: null,
    });
    const again = await call('POST', reviewUrl(e), e.client.token, valid);
    expect(again.statusCode).toBe(409);
    expect(await t.database.db.select().from(reviews).where(eq(reviews.memberId, e.memberId))).toHaveLength(1);
  });

  it('closes the window 30 days after the end (422 reviewWindowClosed)', async () => {
    const e = await engagement();
    await endedDaysAgo(e.memberId, 30.01);
    const late = await call('POST', reviewUrl(e), e.expert.token, { rating: 3, wouldWorkAgain: false });
    expect(late.json()).toEqual({ status: 422, errors: { memberId: 'reviewWindowClosed' } });
    await endedDaysAgo(e.memberId, 29.9);
    expect((await review(e.expert.token, e, { rating: 3, wouldWorkAgain: false })).about).toBe('client');
  });

  it('reviews after a completed project too, and a fellow member may not review another seat (403)', async () => {
    const e = await engagement(undefined, false);
    const colleague = await createFitExpert(t.app);
    const seat = await invite(t.app, e.client.token, e.project.id, { profileId: colleague.profileId });
    await accept(t.app, colleague.token, seat.id, { hoursPerWeek: 5, hourlyRate: 90 });
    expect((await call('PATCH', `/projects/${e.project.id}`, e.client.token, { status: 'completed' })).statusCode).toBe(
      200,
    );
    const byColleague = await call('POST', reviewUrl(e), colleague.token, { rating: 1, wouldWorkAgain: false });
    expect(byColleague.statusCode).toBe(403);
    await review(e.expert.token, e, { rating: 4, wouldWorkAgain: true });
    // The colleague reads neither side of a seat not theirs.
    expect(await projectReviews(colleague.token, e.project.id)).toEqual([]);
  });

  it('lets exactly one of two concurrent submits by one side through (201, 409)', async () => {
    const e = await engagement();
    const body = { rating: 4, text: 'Twice at once', wouldWorkAgain: true };
    const codes = (await Promise.all([1, 2].map(() => call('POST', reviewUrl(e), e.expert.token, body)))).map(
      (response) => response.statusCode,
    );
    expect(codes.sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(reviews).where(eq(reviews.memberId, e.memberId))).toHaveLength(1);
  });

  it('publishes both when the two sides submit at the same moment', async () => {
    const e = await engagement();
    const [byClient, byExpert] = await Promise.all([
      call('POST', reviewUrl(e), e.client.token, { rating: 5, wouldWorkAgain: true }),
      call('POST', reviewUrl(e), e.expert.token, { rating: 4, wouldWorkAgain: true }),
    ]);
    expect([byClient.statusCode, byExpert.statusCode]).toEqual([201, 201]);
    const read = await projectReviews(e.client.token, e.project.id);
    expect(read.map((row) => [row.about, row.publishedAt !== null])).toEqual([
      [expect.any(String), true],
      [expect.any(String), true],
    ]);
  });
});

describe('double-blind publication', () => {
  it('shows a review to nobody but its author until the other side is in, through every channel', async () => {
    const e = await engagement();
    const marker = `Secret-${Math.random().toString(36).slice(2)}`;
    const first = await review(e.client.token, e, { rating: 2, text: marker, wouldWorkAgain: false });
    expect(first.publishedAt).toBeNull();

    // The author reads it, awaiting the other side.
    expect((await projectReviews(e.client.token, e.project.id)).map((row) => row.id)).toEqual([first.id]);
    // The other side: not in the project's reviews, the profile's list, the export, the feed or the stream.
    expect(await projectReviews(e.expert.token, e.project.id)).toEqual([]);
    expect(await profileReviews(e.expert.token, e.expert.profileId)).toEqual([]);
    const before = await exportOf(e.expert.token);
    expect(before.document.reviewsReceived).toEqual([]);
    expect(before.text).not.toContain(marker);
    const feed = await call('GET', '/activity', e.expert.token);
    expect(ActivityPageSchema.parse(feed.json()).data.length).toBeGreaterThan(0);
    expect(feed.body).not.toContain(marker);
    const streamed = await t.database.db.select().from(liveEvents).where(eq(liveEvents.userId, e.expert.user.id));
    expect(streamed.some((event) => event.data.includes(marker) || event.data.includes('"rating":2'))).toBe(false);
    // Nor through the average: the card counts published reviews only, for anyone (the author too).
    expect(await card(e.client.token, e.expert.profileId)).toMatchObject({ rating: null, completedEngagements: 1 });
    expect(await card(admin.token, e.expert.profileId)).toMatchObject({ rating: null });
    expect(await profileReviews(admin.token, e.expert.profileId)).toEqual([]);
    // Not even an admin may read (or hide) it yet.
    expect((await call('POST', `/admin/reviews/${first.id}/hide`, admin.token, { reason: 'x' })).statusCode).toBe(404);

    const second = await review(e.expert.token, e, { rating: 4, text: 'Slow to approve', wouldWorkAgain: true });
    expect(second.publishedAt).not.toBeNull();
    const both = await projectReviews(e.expert.token, e.project.id);
    expect(both.map((row) => [row.id, row.about, row.publishedAt === second.publishedAt])).toEqual([
      [first.id, 'expert', true],
      [second.id, 'client', true],
    ]);
    expect((await profileReviews(e.expert.token, e.expert.profileId)).map((row) => row.text)).toEqual([marker]);
    expect(await card(e.client.token, e.expert.profileId)).toMatchObject({
      rating: { average: 2, count: 1 },
      completedEngagements: 1,
    });
    expect(await invitationClient(e.expert.token, e.invitationId)).toEqual({
      orgName: 'Kauri Analytics',
      industry: 'information-technology,retail',
      rating: { average: 4, count: 1 },
    });
    const after = await exportOf(e.expert.token);
    expect(after.document.reviewsReceived.map((row) => row.id)).toEqual([first.id]);
    expect(after.document.reviewsWritten.map((row) => row.id)).toEqual([second.id]);
    // The author's export holds the review they wrote, published or not.
    expect((await exportOf(e.client.token)).document.reviewsWritten.map((row) => row.id)).toEqual([first.id]);
  });

  it('publishes a lone review 14 days after it was written', async () => {
    const e = await engagement();
    const lone = await review(e.expert.token, e, { rating: 5, text: 'Great client', wouldWorkAgain: true });
    await age(lone.id, 13.9);
    expect(await projectReviews(e.client.token, e.project.id)).toEqual([]);
    expect((await invitationClient(e.expert.token, e.invitationId)).rating).toBeNull();
    await age(lone.id, 0.2);
    const shown = await projectReviews(e.client.token, e.project.id);
    expect(shown.map((row) => [row.id, row.publishedAt !== null])).toEqual([[lone.id, true]]);
    expect((await invitationClient(e.expert.token, e.invitationId)).rating).toEqual({ average: 5, count: 1 });
    expect((await exportOf(e.client.token)).document.reviewsReceived.map((row) => row.id)).toEqual([lone.id]);
    // The other side may still review (its window is open), and is published at once.
    const late = await review(e.client.token, e, { rating: 4, wouldWorkAgain: true });
    expect(late.publishedAt).not.toBeNull();
  });

  it("shows with each review the engagement's length and approved hours, following the timesheets", async () => {
    const e = await engagement(undefined, false);
    // Four months in: joined 122 days ago, 36.5 more hours approved on top of the fixture's working day.
    await t.database.db.execute(
      sql`update squad_members set joined_at = now() - interval '122 days' where id = ${e.memberId}`,
    );
    await t.database.db
      .execute(sql`insert into timesheets (member_id, project_id, week_start, hours, status, submitted_at, decided_at)
      values (${e.memberId}, ${e.project.id}, date_trunc('week', now())::date - 14, array[8, 8, 8, 8, 4.5, 0, 0]::float8[],
        'approved', now(), now())`);
    expect((await call('POST', `/projects/${e.project.id}/squad/${e.memberId}/end`, e.client.token)).statusCode).toBe(
      200,
    );
    const written = await review(e.client.token, e, { rating: 5, wouldWorkAgain: true });
    await review(e.expert.token, e, { rating: 4, wouldWorkAgain: true });
    const [member] = await t.database.db.select().from(squadMembers).where(eq(squadMembers.id, e.memberId));
    const expected = {
      startedAt: member!.joinedAt.toISOString(),
      endedAt: member!.endedAt!.toISOString(),
      length: { count: 4, unit: 'month' },
      approvedHours: 44.5,
    };
    expect(written.engagement).toEqual(expected);
    expect((await profileReviews(e.client.token, e.expert.profileId))[0]!.engagement).toEqual(expected);
    expect((await projectReviews(e.expert.token, e.project.id)).map((row) => row.engagement)).toEqual([
      expected,
      expected,
    ]);
    expect((await exportOf(e.expert.token)).document.reviewsReceived[0]!.engagement).toEqual(expected);
    // An approval undone (the sheet reopened) takes its hours out, in the same transaction.
    await t.database.db.execute(
      sql`update timesheets set status = 'submitted', decided_at = null where member_id = ${e.memberId} and hours[1] = 8 and hours[5] = 4.5`,
    );
    expect((await profileReviews(e.client.token, e.expert.profileId))[0]!.engagement.approvedHours).toBe(8);
  });

  it('averages to one decimal across engagements and counts every ended membership', async () => {
    const expert = await createFitExpert(t.app);
    const first = await engagement(expert);
    const second = await engagement(expert);
    await engagement(expert); // ended, never reviewed
    await review(first.client.token, first, { rating: 5, wouldWorkAgain: true });
    await review(first.expert.token, first, { rating: 5, wouldWorkAgain: true });
    await review(second.client.token, second, { rating: 4, wouldWorkAgain: true });
    await review(second.expert.token, second, { rating: 3, wouldWorkAgain: true });
    const third = await engagement(expert);
    // 5, 4 and 4 from the clients: 4.333… → 4.3.
    await review(third.client.token, third, { rating: 4, wouldWorkAgain: true });
    await review(third.expert.token, third, { rating: 2, wouldWorkAgain: false });
    expect(await card(first.client.token, expert.profileId)).toMatchObject({
      rating: { average: 4.3, count: 3 },
      completedEngagements: 4,
    });
  });
});

describe('announcing publication', () => {
  it('tells both sides, in the feed and the stream, when the second review publishes both', async () => {
    const e = await engagement();
    const marker = `Blind-${Math.random().toString(36).slice(2)}`;
    await review(e.client.token, e, { rating: 3, text: marker, wouldWorkAgain: true });
    // Nothing is announced while the first review is blind, not even by the schedule.
    await announcePublishedReviews(t.app.deps);
    expect(await publishedItems(e.expert.token, e.project.id)).toEqual([]);
    expect(await publishedItems(e.client.token, e.project.id)).toEqual([]);
    expect(await streamedPublications(e.expert.user.id, e.project.id)).toEqual([]);

    await review(e.expert.token, e, { rating: 5, wouldWorkAgain: true });
    const expected = [
      `Hemi Walker's review of the client of ${e.project.name} is published`,
      `Mere Parata's review of Hemi Walker on ${e.project.name} is published`,
    ];
    for (const side of [e.client, e.expert]) {
      expect((await publishedItems(side.token, e.project.id)).sort()).toEqual(expected);
      expect(await streamedPublications(side.user.id, e.project.id)).toHaveLength(2);
      const feed = await call('GET', '/activity?limit=50', side.token);
      expect(feed.body).not.toContain(marker);
    }
    // Announced once: the schedule finds nothing left to tell.
    expect(await announcePublishedReviews(t.app.deps)).toBe(0);
    expect(await publishedItems(e.client.token, e.project.id)).toHaveLength(2);
  });

  it('announces a lone review once its 14 days pass, once however many runs race for it', async () => {
    const e = await engagement(undefined, false);
    // A fellow member hears of the squad's events, not of another seat's reviews.
    const colleague = await createFitExpert(t.app);
    const seat = await invite(t.app, e.client.token, e.project.id, { profileId: colleague.profileId });
    await accept(t.app, colleague.token, seat.id, { hoursPerWeek: 5, hourlyRate: 90 });
    expect((await call('POST', `/projects/${e.project.id}/squad/${e.memberId}/end`, e.client.token)).statusCode).toBe(
      200,
    );
    const lone = await review(e.expert.token, e, { rating: 4, text: 'Clear brief', wouldWorkAgain: true });
    await age(lone.id, 13.9);
    await announcePublishedReviews(t.app.deps);
    expect(await publishedItems(e.client.token, e.project.id)).toEqual([]);

    await age(lone.id, 0.2);
    // Two runs at once (two instances on PostgreSQL): the UPDATE … RETURNING claim tells it once.
    await Promise.all([announcePublishedReviews(t.app.deps), announcePublishedReviews(t.app.deps)]);
    const told = [`Hemi Walker's review of the client of ${e.project.name} is published`];
    expect(await publishedItems(e.client.token, e.project.id)).toEqual(told);
    expect(await publishedItems(e.expert.token, e.project.id)).toEqual(told);
    expect(await streamedPublications(e.client.user.id, e.project.id)).toHaveLength(1);
    expect(await publishedItems(colleague.token, e.project.id)).toEqual([]);
    expect(await streamedPublications(colleague.user.id, e.project.id)).toEqual([]);

    // The other side reviews later: only their review is announced, at once.
    await review(e.client.token, e, { rating: 5, wouldWorkAgain: true });
    expect(await publishedItems(e.expert.token, e.project.id)).toHaveLength(2);
    expect(await announcePublishedReviews(t.app.deps)).toBe(0);
    expect(await streamedPublications(e.expert.user.id, e.project.id)).toHaveLength(2);
  });
});

describe('moderation and closed accounts', () => {
  it('lets an admin hide a published review (audited, author mailed); it then counts nowhere', async () => {
    const e = await engagement();
    const hidden = await review(e.client.token, e, { rating: 1, text: 'Rude words', wouldWorkAgain: false });
    await review(e.expert.token, e, { rating: 5, wouldWorkAgain: true });
    expect((await card(e.client.token, e.expert.profileId)).rating).toEqual({ average: 1, count: 1 });

    const url = `/admin/reviews/${hidden.id}/hide`;
    expect((await call('POST', url, e.client.token, { reason: 'Insults' })).statusCode).toBe(403);
    expect((await call('POST', url, admin.token, { reason: '  ' })).statusCode).toBe(422);
    expect((await call('POST', '/admin/reviews/999999/hide', admin.token, { reason: 'Insults' })).statusCode).toBe(404);
    const response = await call('POST', url, admin.token, { reason: 'Insults' });
    expect(response.statusCode, response.body).toBe(200);
    expect(ReviewSchema.parse(response.json())).toMatchObject({
      hiddenReason: 'Insults',
      hiddenAt: expect.any(String),
    });
    expect((await call('POST', url, admin.token, { reason: 'Again' })).statusCode).toBe(200);

    expect((await card(e.client.token, e.expert.profileId)).rating).toBeNull();
    expect(await profileReviews(e.expert.token, e.expert.profileId)).toEqual([]);
    expect((await projectReviews(e.expert.token, e.project.id)).map((row) => row.about)).toEqual(['client']);
    expect((await exportOf(e.expert.token)).document.reviewsReceived).toEqual([]);
    // The author still reads it, with the reason; an admin too.
    const own = (await projectReviews(e.client.token, e.project.id)).find((row) => row.id === hidden.id);
    expect(own).toMatchObject({ hiddenReason: 'Insults' });
    expect((await projectReviews(admin.token, e.project.id)).map((row) => row.id)).toContain(hidden.id);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.hidden'), eq(auditLog.targetId, hidden.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.user.id,
      targetType: 'review',
      after: { hiddenReason: 'Insults' },
    });
    const mails = await mailsTo(e.client.email, 'was hidden');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Insults');
  });

  it('keeps the reviews of a closed account, shown as from "Former member"', async () => {
    const e = await engagement();
    await review(e.client.token, e, { rating: 4, text: 'Would hire again', wouldWorkAgain: true });
    await review(e.expert.token, e, { rating: 4, wouldWorkAgain: true });
    expect((await call('DELETE', '/auth/me', e.client.token, { password: PASSWORD })).statusCode).toBe(204);
    const [shown] = await profileReviews(e.expert.token, e.expert.profileId);
    expect(shown).toMatchObject({ text: 'Would hire again', reviewer: { firstName: 'Former member', orgName: null } });
    expect((await card(admin.token, e.expert.profileId)).rating).toEqual({ average: 4, count: 1 });
  });
});

describe('closed accounts and review mails', () => {
  it('asks the other side of a seat ended by a closure to review, and reminds only them', async () => {
    const e = await engagement(undefined, false);
    expect((await call('DELETE', '/auth/me', e.client.token, { password: PASSWORD })).statusCode).toBe(204);
    const asked = await mailsTo(e.expert.email, 'Review Former member');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.subject).toBe(`How did "${e.project.name}" go? Review Former member`);
    // The closed account is asked nothing: the one mail about the project is the expert's.
    expect(await mailsAbout(e.project.name)).toEqual([e.expert.email]);
    await endedDaysAgo(e.memberId, 23.1);
    await remindReviewers(t.app.deps);
    expect(await mailsTo(e.expert.email, 'A few days left')).toHaveLength(1);
    // The expert may still review within the window.
    expect((await review(e.expert.token, e, { rating: 3, wouldWorkAgain: false })).reviewer.orgName).toBeNull();
  });

  it("asks the client to review when an expert's closure ends the seat", async () => {
    const e = await engagement(undefined, false);
    expect((await call('DELETE', '/auth/me', e.expert.token, { password: PASSWORD })).statusCode).toBe(204);
    expect((await mailsTo(e.client.email, 'Review Former member')).map((mail) => mail.subject)).toEqual([
      `How did "${e.project.name}" go? Review Former member`,
    ]);
    expect(await mailsAbout(e.project.name)).toEqual([e.client.email]);
  });
});

describe("an invitation's client reviews", () => {
  it('shows the invited expert and admins the published reviews about the client, without its names', async () => {
    const past = await engagement();
    const hidden = await review(past.expert.token, past, { rating: 2, text: 'Late payer', wouldWorkAgain: false });
    await review(past.client.token, past, { rating: 4, wouldWorkAgain: true });
    const other = await engagement(undefined, true, past.client);
    await review(other.expert.token, other, { rating: 5, text: 'Clear and fair', wouldWorkAgain: true });
    await review(past.client.token, other, { rating: 4, wouldWorkAgain: true });
    expect(
      (await call('POST', `/admin/reviews/${hidden.id}/hide`, admin.token, { reason: 'Off topic' })).statusCode,
    ).toBe(200);
    const blind = await engagement(undefined, true, past.client);
    const unpublished = await review(blind.expert.token, blind, {
      rating: 1,
      text: 'Unpublished',
      wouldWorkAgain: false,
    });
    await age(unpublished.id, 13);

    const newcomer = await createFitExpert(t.app);
    const project = await createProject(t.app, past.client);
    const open = await invite(t.app, past.client.token, project.id, { profileId: newcomer.profileId });
    const url = `/invitations/${open.id}/client/reviews`;
    // Before the 14 days pass and after the hiding, only the review of `other` is published and visible.
    expect((await invitationClient(newcomer.token, open.id)).rating).toEqual({ average: 5, count: 1 });
    for (const reader of [newcomer, admin]) {
      const response = await call('GET', url, reader.token);
      expect(response.statusCode, response.body).toBe(200);
      const page = ReviewPageSchema.parse(response.json());
      expect(page.data).toHaveLength(1);
      expect(page.data[0]).toMatchObject({
        about: 'client',
        rating: 5,
        text: 'Clear and fair',
        wouldWorkAgain: true,
        reviewer: { firstName: 'Hemi', orgName: null },
        subject: { profileId: null, firstName: null, orgName: 'Kauri Analytics' },
        hiddenAt: null,
      });
      expect(response.body).not.toContain('Late payer');
      expect(response.body).not.toContain('Unpublished');
    }
    // A closed expert's review reads as from "Former member".
    expect((await call('DELETE', '/auth/me', other.expert.token, { password: PASSWORD })).statusCode).toBe(204);
    const after = ReviewPageSchema.parse((await call('GET', url, newcomer.token)).json());
    expect(after.data[0]!.reviewer).toEqual({ firstName: 'Former member', orgName: null });

    const [stranger, contractor] = await Promise.all([createClient(t.app), createContractor(t.app)]);
    expect((await call('GET', url, past.client.token)).statusCode).toBe(403);
    expect((await call('GET', url, stranger.token)).statusCode).toBe(404);
    expect((await call('GET', url, contractor.token)).statusCode).toBe(404);
    expect((await call('GET', '/invitations/999999/client/reviews', admin.token)).statusCode).toBe(404);
    expect((await call('GET', `${url}?limit=0`, newcomer.token)).statusCode).toBe(422);
  });
});

describe("the console's moderation list", () => {
  it('lists published reviews newest first, hidden ones included, to admins only', async () => {
    const e = await engagement();
    const first = await review(e.client.token, e, { rating: 2, text: 'Listed', wouldWorkAgain: false });
    const response = await call('GET', '/admin/reviews?limit=50', admin.token);
    expect(response.statusCode, response.body).toBe(200);
    // Unpublished: not even an admin reads it.
    expect(ReviewPageSchema.parse(response.json()).data.map((row) => row.id)).not.toContain(first.id);

    const second = await review(e.expert.token, e, { rating: 5, wouldWorkAgain: true });
    expect((await call('POST', `/admin/reviews/${first.id}/hide`, admin.token, { reason: 'Rude' })).statusCode).toBe(
      200,
    );
    const page = ReviewPageSchema.parse((await call('GET', '/admin/reviews?limit=2', admin.token)).json());
    expect(page.data.map((row) => [row.id, row.hiddenReason])).toEqual([
      [second.id, null],
      [first.id, 'Rude'],
    ]);
    expect(page.hasNextPage).toBe(true);
    expect((await call('GET', '/admin/reviews', e.client.token)).statusCode).toBe(403);
    expect((await call('GET', '/admin/reviews', e.expert.token)).statusCode).toBe(403);
  });
});

describe('who reads the lists', () => {
  it('answers the project list to its sides and admins only, and the profile list to whoever sees the card', async () => {
    const e = await engagement();
    await review(e.client.token, e, { rating: 5, wouldWorkAgain: true });
    await review(e.expert.token, e, { rating: 5, wouldWorkAgain: true });
    const [stranger, contractor] = await Promise.all([createClient(t.app), createContractor(t.app)]);
    expect((await call('GET', `/projects/${e.project.id}/reviews`, stranger.token)).statusCode).toBe(404);
    expect((await call('GET', `/projects/${e.project.id}/reviews`, contractor.token)).statusCode).toBe(404);
    expect(await projectReviews(admin.token, e.project.id)).toHaveLength(2);
    expect((await call('GET', `/profiles/${e.expert.profileId}/reviews`, contractor.token)).statusCode).toBe(403);
    expect((await call('GET', `/profiles/${e.client.user.profiles[0]!.id}/reviews`, admin.token)).statusCode).toBe(404);
    expect(await profileReviews(e.client.token, e.expert.profileId)).toHaveLength(1);
    expect(await profileReviews(admin.token, e.expert.profileId)).toHaveLength(1);
    const page = await call('GET', `/profiles/${e.expert.profileId}/reviews?limit=51`, admin.token);
    expect(page.statusCode).toBe(422);
  });
});

describe('mails', () => {
  it('asks both sides to review when a membership ends, and reminds each once, 7 days before the window closes', async () => {
    const e = await engagement();
    expect(await mailsTo(e.client.email, 'Review Hemi')).toHaveLength(1);
    expect(await mailsTo(e.expert.email, 'Review Kauri Analytics')).toHaveLength(1);

    await review(e.expert.token, e, { rating: 4, wouldWorkAgain: true });
    await endedDaysAgo(e.memberId, 22.9);
    await remindReviewers(t.app.deps);
    expect(await mailsTo(e.client.email, 'A few days left')).toHaveLength(0);
    await endedDaysAgo(e.memberId, 23.1);
    await remindReviewers(t.app.deps);
    await remindReviewers(t.app.deps);
    const reminders = await mailsTo(e.client.email, 'A few days left');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('7 days left');
    // The expert reviewed already: no reminder.
    expect(await mailsTo(e.expert.email, 'A few days left')).toHaveLength(0);
  });

  it('asks the squad of a completed project to review', async () => {
    const e = await engagement(undefined, false);
    expect((await call('PATCH', `/projects/${e.project.id}`, e.client.token, { status: 'completed' })).statusCode).toBe(
      200,
    );
    const [latest] = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, e.expert.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(latest?.subject).toBe(`How did "${e.project.name}" go? Review Kauri Analytics`);
  });
});
