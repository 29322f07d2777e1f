import {
  addDays,
  addWeeks,
  mondayOf,
  todayUtc,
  TimesheetPageSchema,
  TimesheetSchema,
  type Project,
  type SquadPage,
  type Timesheet,
} from '@fractional/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createClient, createProject, type Account } from '../../../test/factories.js';
import { accept, api, createFitExpert, invite } from '../../../test/marketplace-fixtures.js';
import type { Expert } from '../../../test/matching-fixtures.js';
import { activityEvents, liveEvents, mailOutbox, squadMembers, timesheets } from '../../db/schema/index.js';
import { autoApprove, remindClients, remindMembers } from './timesheet-jobs.service.js';

let t: TestApp;
beforeAll(async () => {
  // The background pass would run the schedules on its own; these tests run the jobs themselves.
  t = await buildTestApp({ mail: { pollMs: 3_600_000 } });
});
afterAll(async () => t.close());

/** This week's Monday (UTC), and the Monday `weeks` before or after it. */
const monday = (weeks = 0) => addWeeks(mondayOf(todayUtc()), weeks);
const plusDays = addDays;

const FULL_WEEK = [8, 8, 8, 8, 8, 0, 0];
const weekUrl = (projectId: number, memberId: number, weekStart: string) =>
  `/projects/${projectId}/squad/${memberId}/timesheets/${weekStart}`;
const put = (token: string, projectId: number, memberId: number, weekStart: string, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1${weekUrl(projectId, memberId, weekStart)}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });

/** A project of a new client with `expert` in its squad (10 h a week at `rate`), joined on `joinedOn`. */
async function engagement(expert: Expert, joinedOn: string, rate = 120) {
  const client = await createClient(t.app);
  const project = await createProject(t.app, client);
  const invitation = await invite(t.app, client.token, project.id, { profileId: expert.profileId });
  await accept(t.app, expert.token, invitation.id, { hoursPerWeek: 10, hourlyRate: rate });
  const squad = (await api(t.app, 'GET', `/projects/${project.id}/squad`, client.token)).json<SquadPage>();
  const member = squad.data.find((row) => row.expert.profileId === expert.profileId)!;
  await t.database.db
    .update(squadMembers)
    .set({ joinedAt: new Date(`${joinedOn}T12:00:00Z`) })
    .where(eq(squadMembers.id, member.id));
  return { client, project, memberId: member.id };
}

async function created(token: string, projectId: number, memberId: number, weekStart: string, hours = FULL_WEEK) {
  const response = await put(token, projectId, memberId, weekStart, { hours, note: 'Due diligence' });
  expect(response.statusCode, response.body).toBe(201);
  return TimesheetSchema.parse(response.json());
}

async function post(url: string, token: string, body?: object) {
  return api(t.app, 'POST', url, token, body);
}

async function expectOk(response: Awaited<ReturnType<typeof post>>): Promise<Timesheet> {
  expect(response.statusCode, response.body).toBe(200);
  return TimesheetSchema.parse(response.json());
}

const mailsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const eventsOf = (userId: number) =>
  t.database.db
    .select()
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), eq(liveEvents.name, 'timesheet')));
const activityOf = (timesheet: Timesheet) =>
  t.database.db
    .select({ type: activityEvents.type, actorUserId: activityEvents.actorUserId })
    .from(activityEvents)
    .where(and(eq(activityEvents.memberId, timesheet.member.id), sql`${activityEvents.type} like 'timesheet.%'`))
    .orderBy(activityEvents.id);

describe('logging a week', () => {
  let expert: Expert;
  let other: Expert;
  let stranger: Account;
  let setup: Awaited<ReturnType<typeof engagement>>;
  let project: Project;

  beforeAll(async () => {
    [expert, other, stranger] = await Promise.all([
      createFitExpert(t.app),
      createFitExpert(t.app),
      createClient(t.app),
    ]);
    // Joined on the Wednesday three weeks ago.
    setup = await engagement(expert, plusDays(monday(-3), 2));
    project = await api(t.app, 'GET', `/projects/${setup.project.id}`, setup.client.token).then((r) => r.json());
  });

  it('creates a draft (201) with its amount and over-commitment, and replaces it (200)', async () => {
    const sheet = await created(expert.token, project.id, setup.memberId, monday(-1), [9, 9, 0, 0, 0, 0, 0]);
    expect(sheet).toMatchObject({
      project: { id: project.id, name: project.name },
      member: { id: setup.memberId, expert: { profileId: expert.profileId } },
      weekStart: monday(-1),
      hours: [9, 9, 0, 0, 0, 0, 0],
      totalHours: 18,
      hourlyRate: 120,
      amount: 2160,
      overCommitment: true,
      note: 'Due diligence',
      status: 'draft',
      submittedAt: null,
      decidedAt: null,
      decidedBy: null,
      rejectionReason: null,
    });
    const replaced = await put(expert.token, project.id, setup.memberId, monday(-1), {
      hours: [2.25, 0, 0, 0, 0, 0, 0.5],
    });
    const body = TimesheetSchema.parse(replaced.json());
    expect(replaced.statusCode).toBe(200);
    expect(body).toMatchObject({ id: sheet.id, totalHours: 2.75, amount: 330, overCommitment: false, note: null });
  });

  it('refuses bad hours, a day that is not a Monday, and weeks or days outside the engagement (422)', async () => {
    const errorsOf = async (weekStart: string, body: object) => {
      const response = await put(expert.token, project.id, setup.memberId, weekStart, body);
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ errors: Record<string, string> }>().errors;
    };
    const week = monday(-1);
    for (const hours of [
      [8, 8, 8, 8, 8, 8],
      [8, 8, 8, 8, 8, 8, 8, 8],
      [25, 0, 0, 0, 0, 0, 0],
      [-1, 0, 0, 0, 0, 0, 0],
      [1.1, 0, 0, 0, 0, 0, 0],
      ['8', 0, 0, 0, 0, 0, 0],
      null,
      'eight',
    ])
      expect(await errorsOf(week, { hours })).toEqual({ hours: 'invalidHours' });
    expect(await errorsOf(week, {})).toEqual({ hours: 'invalidHours' });
    expect(Object.keys(await errorsOf(week, { hours: FULL_WEEK, note: 'x'.repeat(2001) }))).toEqual(['note']);
    expect(await errorsOf(plusDays(week, 1), { hours: FULL_WEEK })).toEqual({ weekStart: 'notMonday' });
    expect(await errorsOf('2026-02-30', { hours: FULL_WEEK })).toEqual({ weekStart: 'notMonday' });
    expect(await errorsOf('next-week', { hours: FULL_WEEK })).toEqual({ weekStart: 'notMonday' });
    // After today, and wholly before joining (the week before the joining week).
    expect(await errorsOf(monday(1), { hours: FULL_WEEK })).toEqual({ weekStart: 'outsideEngagement' });
    expect(await errorsOf(monday(-4), { hours: FULL_WEEK })).toEqual({ weekStart: 'outsideEngagement' });
    // The joining week: Monday and Tuesday were before joining.
    expect(await errorsOf(monday(-3), { hours: FULL_WEEK })).toEqual({ hours: 'outsideEngagement' });
    await created(expert.token, project.id, setup.memberId, monday(-3), [0, 0, 8, 8, 8, 0, 0]);
  });

  it('lets only that member log hours: 403 for the project side, 404 for anyone else', async () => {
    const admin = await createAdmin(t.app);
    for (const token of [setup.client.token, admin.token])
      expect((await put(token, project.id, setup.memberId, monday(), { hours: FULL_WEEK })).statusCode).toBe(403);
    for (const token of [stranger.token, other.token])
      expect((await put(token, project.id, setup.memberId, monday(), { hours: FULL_WEEK })).statusCode).toBe(404);
    // A member id under another project.
    const elsewhere = await engagement(other, monday(-1));
    expect((await put(other.token, project.id, elsewhere.memberId, monday(), { hours: FULL_WEEK })).statusCode).toBe(
      404,
    );
  });

  it('submits, rejects with a reason, takes an edit as a draft again, and approves for good', async () => {
    const empty = await created(expert.token, project.id, setup.memberId, monday(-2), [0, 0, 0, 0, 0, 0, 0]);
    const emptySubmit = await post(`/timesheets/${empty.id}/submit`, expert.token);
    expect(emptySubmit.statusCode).toBe(422);
    expect(emptySubmit.json()).toEqual({ status: 422, errors: { hours: 'empty' } });
    await put(expert.token, project.id, setup.memberId, monday(-2), { hours: FULL_WEEK });

    expect((await post(`/timesheets/${empty.id}/submit`, setup.client.token)).statusCode).toBe(403);
    expect((await post(`/timesheets/${empty.id}/submit`, stranger.token)).statusCode).toBe(404);
    const submitted = await expectOk(await post(`/timesheets/${empty.id}/submit`, expert.token));
    expect(submitted).toMatchObject({ status: 'submitted', totalHours: 40, amount: 4800 });
    expect(submitted.submittedAt).not.toBeNull();
    expect((await post(`/timesheets/${empty.id}/submit`, expert.token)).statusCode).toBe(409);
    expect((await put(expert.token, project.id, setup.memberId, monday(-2), { hours: FULL_WEEK })).statusCode).toBe(
      409,
    );
    // The client heard: a `timesheet` event and a mail.
    const clientEvents = await eventsOf(setup.client.user.id);
    expect(JSON.parse(clientEvents.at(-1)!.data)).toEqual(submitted);
    expect((await mailsTo(setup.client.email)).map((mail) => mail.subject)).toContain(
      `Hemi Walker submitted a timesheet for "${project.name}"`,
    );

    expect((await post(`/timesheets/${empty.id}/approve`, expert.token)).statusCode).toBe(403);
    expect((await post(`/timesheets/${empty.id}/reject`, stranger.token, { reason: 'no' })).statusCode).toBe(404);
    const noReason = await post(`/timesheets/${empty.id}/reject`, setup.client.token, { reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json<{ errors: object }>().errors)).toEqual(['reason']);
    const rejected = await expectOk(
      await post(`/timesheets/${empty.id}/reject`, setup.client.token, { reason: 'Friday was a holiday' }),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Friday was a holiday',
      decidedBy: { id: setup.client.user.id },
    });
    expect((await post(`/timesheets/${empty.id}/approve`, setup.client.token)).statusCode).toBe(409);
    const expertEvents = await eventsOf(expert.user.id);
    expect(JSON.parse(expertEvents.at(-1)!.data)).toEqual(rejected);

    const edited = await put(expert.token, project.id, setup.memberId, monday(-2), { hours: [8, 8, 8, 8, 0, 0, 0] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'draft', rejectionReason: 'Friday was a holiday' });
    const resubmitted = await expectOk(await post(`/timesheets/${empty.id}/submit`, expert.token));
    expect(resubmitted).toMatchObject({ status: 'submitted', rejectionReason: null, decidedBy: null });
    const approved = await expectOk(await post(`/timesheets/${empty.id}/approve`, setup.client.token));
    expect(approved).toMatchObject({ status: 'approved', totalHours: 32, decidedBy: { id: setup.client.user.id } });
    for (const [url, body] of [
      ['approve', undefined],
      ['reject', { reason: 'late' }],
      ['submit', undefined],
    ] as const)
      expect(
        (await post(`/timesheets/${empty.id}/${url}`, url === 'submit' ? expert.token : setup.client.token, body))
          .statusCode,
      ).toBe(409);
    expect((await put(expert.token, project.id, setup.memberId, monday(-2), { hours: FULL_WEEK })).statusCode).toBe(
      409,
    );

    expect((await activityOf(approved)).map((row) => row.type)).toEqual([
      'timesheet.submitted',
      'timesheet.rejected',
      'timesheet.submitted',
      'timesheet.approved',
    ]);
    const feed = await api(t.app, 'GET', '/activity', expert.token);
    expect(feed.json<{ data: Array<{ type: string; text: string }> }>().data[0]).toMatchObject({
      type: 'timesheet.approved',
      text: expect.stringContaining(`approved Hemi Walker's timesheet for ${project.name}`),
    });
  });

  it('lists each side its own timesheets, newest week first, with filters', async () => {
    const page = async (token: string, query = '') => {
      const response = await api(t.app, 'GET', `/timesheets${query}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return TimesheetPageSchema.parse(response.json());
    };
    const mine = await page(expert.token);
    expect(mine.data.map((sheet) => sheet.weekStart)).toEqual([monday(-1), monday(-2), monday(-3)]);
    expect((await page(setup.client.token)).data.map((sheet) => sheet.id)).toEqual(mine.data.map((sheet) => sheet.id));
    expect((await page(stranger.token)).data).toEqual([]);
    expect((await page(other.token)).data).toEqual([]);
    expect((await page(setup.client.token, '?status=approved')).data.map((sheet) => sheet.weekStart)).toEqual([
      monday(-2),
    ]);
    expect((await page(setup.client.token, `?from=${monday(-2)}&to=${monday(-2)}`)).data).toHaveLength(1);
    expect((await page(setup.client.token, `?projectId=${project.id}&memberId=${setup.memberId}`)).data).toHaveLength(
      3,
    );
    expect((await page(setup.client.token, `?memberId=${setup.memberId + 1000}`)).data).toEqual([]);
    expect((await page(setup.client.token, '?limit=2')).hasNextPage).toBe(true);
    const admin = await createAdmin(t.app);
    expect((await page(admin.token, `?projectId=${project.id}`)).data).toHaveLength(3);
    for (const bad of ['?status=paid', '?from=2026-13-01', '?projectId=x'])
      expect((await api(t.app, 'GET', `/timesheets${bad}`, setup.client.token)).statusCode).toBe(422);
  });
});

describe('a membership that ended mid-week', () => {
  it('still takes the days up to its end, and none after', async () => {
    const expert = await createFitExpert(t.app);
    const { client, project, memberId } = await engagement(expert, monday(-3));
    expect((await api(t.app, 'POST', `/projects/${project.id}/squad/${memberId}/end`, client.token)).statusCode).toBe(
      200,
    );
    // Ended on the Wednesday of last week.
    await t.database.db
      .update(squadMembers)
      .set({ endedAt: new Date(`${plusDays(monday(-1), 2)}T15:00:00Z`) })
      .where(eq(squadMembers.id, memberId));
    const late = await put(expert.token, project.id, memberId, monday(-1), { hours: [8, 8, 8, 8, 0, 0, 0] });
    expect(late.json()).toEqual({ status: 422, errors: { hours: 'outsideEngagement' } });
    const after = await put(expert.token, project.id, memberId, monday(), { hours: [0, 0, 0, 0, 0, 0, 0] });
    expect(after.json()).toEqual({ status: 422, errors: { weekStart: 'outsideEngagement' } });
    const sheet = await created(expert.token, project.id, memberId, monday(-1), [8, 8, 8, 0, 0, 0, 0]);
    expect((await post(`/timesheets/${sheet.id}/submit`, expert.token)).statusCode).toBe(200);
  });
});

describe('the scheduled jobs', () => {
  it('approves a timesheet left undecided past TIMESHEET_AUTO_APPROVE_AFTER, once', async () => {
    const expert = await createFitExpert(t.app);
    // Priced (an unpriced week is never approved automatically: docs/money.md#agreed-rates).
    const { project, memberId } = await engagement(expert, monday(-3));
    const old = await created(expert.token, project.id, memberId, monday(-2));
    const recent = await created(expert.token, project.id, memberId, monday(-1));
    for (const sheet of [old, recent]) await expectOk(await post(`/timesheets/${sheet.id}/submit`, expert.token));
    await t.database.db
      .update(timesheets)
      .set({ submittedAt: sql`now() - interval '7 days 1 minute'` })
      .where(eq(timesheets.id, old.id));

    expect(await autoApprove(t.app.deps)).toBeGreaterThanOrEqual(1);
    const [mine] = await t.app.deps.database.db.select().from(timesheets).where(eq(timesheets.id, old.id));
    expect(mine).toMatchObject({ status: 'approved', decidedByUserId: null });
    const listed = (await api(t.app, 'GET', `/timesheets?memberId=${memberId}`, expert.token)).json<{
      data: Timesheet[];
    }>();
    expect(listed.data.map((sheet) => [sheet.weekStart, sheet.status, sheet.decidedBy, sheet.amount])).toEqual([
      [monday(-1), 'submitted', null, expect.any(Number)],
      [monday(-2), 'approved', null, expect.any(Number)],
    ]);
    expect(await autoApprove(t.app.deps)).toBe(0);
    expect((await activityOf(old)).filter((row) => row.type === 'timesheet.approved')).toEqual([
      { type: 'timesheet.approved', actorUserId: null },
    ]);
    const subjects = (await mailsTo(expert.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Timesheet approved'))).toHaveLength(1);
  });

  it('reminds each active member once on Monday, and a waiting client once a day', async () => {
    const [late, onTime] = await Promise.all([createFitExpert(t.app), createFitExpert(t.app)]);
    const lateSetup = await engagement(late, monday(-3));
    const onTimeSetup = await engagement(onTime, monday(-3));
    const sheet = await created(onTime.token, onTimeSetup.project.id, onTimeSetup.memberId, monday(-1));
    await expectOk(await post(`/timesheets/${sheet.id}/submit`, onTime.token));

    const thisMonday = new Date(`${monday()}T09:00:00Z`);
    expect(await remindMembers(t.app.deps, thisMonday)).toBeGreaterThanOrEqual(1);
    expect(await remindMembers(t.app.deps, thisMonday)).toBe(0);
    const reminders = (address: string) =>
      mailsTo(address).then((mails) => mails.filter((mail) => mail.subject.startsWith('Log your hours')));
    expect(await reminders(late.email)).toHaveLength(1);
    expect((await reminders(late.email))[0]!.subject).toContain(monday(-1));
    expect(await reminders(onTime.email)).toHaveLength(0);

    await t.database.db
      .update(timesheets)
      .set({ submittedAt: sql`now() - interval '4 days'` })
      .where(eq(timesheets.id, sheet.id));
    expect(await remindClients(t.app.deps)).toBeGreaterThanOrEqual(1);
    expect(await remindClients(t.app.deps)).toBe(0);
    const waiting = (await mailsTo(onTimeSetup.client.email)).filter((mail) => mail.subject.includes('waiting'));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.subject).toBe('One timesheet waiting for your approval');
    expect((await mailsTo(lateSetup.client.email)).filter((mail) => mail.subject.includes('waiting'))).toHaveLength(0);
  });

  it('reminds a member at 09:00 on their own Monday, on both sides of the change to summer time', async () => {
    const [londoner, kiwi] = await Promise.all([
      createFitExpert(t.app, {}, { timezone: '+00:00 Europe/London' }),
      createFitExpert(t.app, {}, { timezone: '+12:00 Pacific/Auckland' }),
    ]);
    await Promise.all([engagement(londoner, monday(-3)), engagement(kiwi, monday(-3))]);
    const reminders = async () =>
      Promise.all(
        [londoner, kiwi].map(async (expert) =>
          (await mailsTo(expert.email))
            .filter((mail) => mail.subject.startsWith('Log your hours'))
            .map((mail) => mail.subject),
        ),
      );
    // Monday 2027-03-22: 09:00 in London (GMT) is 09:00 UTC; in Auckland (NZDT, +13) Sunday 20:00 UTC.
    await remindMembers(t.app.deps, new Date('2027-03-21T19:45:00Z'));
    expect((await reminders()).map((mails) => mails.length)).toEqual([0, 0]);
    await remindMembers(t.app.deps, new Date('2027-03-21T20:00:00Z'));
    expect((await reminders()).map((mails) => mails.length)).toEqual([0, 1]);
    await remindMembers(t.app.deps, new Date('2027-03-22T08:45:00Z'));
    expect((await reminders()).map((mails) => mails.length)).toEqual([0, 1]);
    await remindMembers(t.app.deps, new Date('2027-03-22T09:00:00Z'));
    await remindMembers(t.app.deps, new Date('2027-03-22T12:00:00Z'));
    const [london, auckland] = await reminders();
    expect(london).toHaveLength(1);
    expect(london![0]).toContain('2027-03-15');
    expect(auckland![0]).toContain('2027-03-15');
    // London's clocks went forward on 2027-03-28: Monday 09:00 is now 08:00 UTC.
    await remindMembers(t.app.deps, new Date('2027-03-29T07:45:00Z'));
    expect((await reminders())[0]).toHaveLength(1);
    await remindMembers(t.app.deps, new Date('2027-03-29T08:00:00Z'));
    const [afterChange] = await reminders();
    expect(afterChange).toHaveLength(2);
    expect(afterChange!.some((subject) => subject.includes('2027-03-22'))).toBe(true);
  });
});
