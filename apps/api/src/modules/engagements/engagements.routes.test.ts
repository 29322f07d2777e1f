import {
  CheckInPageSchema,
  CheckInSchema,
  DashboardSchema,
  OutcomeListSchema,
  OutcomeSchema,
  ProductivitySchema,
  ProjectPageSchema,
  type Project,
  addDays,
  isoDate,
  mondayOf,
} from '@fractional/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createContractor, createProject, type Account } from '../../../test/factories.js';
import { buildListeningTestApp } from '../../../test/listening-app.js';
import { accept, api, createFitExpert, invite, type Method } from '../../../test/marketplace-fixtures.js';
import type { Expert } from '../../../test/matching-fixtures.js';
import { activityEvents, mailOutbox, outcomes, productivityHistory } from '../../db/schema/index.js';
import { recomputeWeeklyProductivity } from './productivity.service.js';

let t: Awaited<ReturnType<typeof buildListeningTestApp>>;
beforeAll(async () => {
  t = await buildListeningTestApp();
});
afterAll(async () => t.close());

const call = (method: Method, url: string, token: string, payload?: object) => api(t.app, method, url, token, payload);
const thisWeek = mondayOf(isoDate(new Date()));
const weeksAgo = (n: number) => addDays(thisWeek, -7 * n);

async function staffedProject(client: Account, experts: Expert[]): Promise<Project> {
  const project = await createProject(t.app, client, { name: `Engagement ${Math.random().toString(36).slice(2, 8)}` });
  for (const expert of experts) {
    const invitation = await invite(t.app, client.token, project.id, { profileId: expert.profileId });
    await accept(t.app, expert.token, invitation.id, { hoursPerWeek: 5, hourlyRate: 120 });
  }
  return project;
}

async function addOutcome(token: string, projectId: number, body: object = { title: 'Launch in Sydney' }) {
  const response = await call('POST', `/projects/${projectId}/outcomes`, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return OutcomeSchema.parse(response.json());
}

async function putCheckIn(token: string, projectId: number, week: string, body: object, status = 201) {
  const response = await call('PUT', `/projects/${projectId}/check-ins/${week}`, token, body);
  expect(response.statusCode, response.body).toBe(status);
  return CheckInSchema.parse(response.json());
}

async function rate(token: string, checkInId: number, rating: number, comment?: string) {
  const response = await call('POST', `/check-ins/${checkInId}/rating`, token, { rating, comment });
  expect(response.statusCode, response.body).toBe(200);
  return CheckInSchema.parse(response.json());
}

async function projectOf(client: Account, projectId: number): Promise<Project> {
  const page = ProjectPageSchema.parse((await call('GET', '/projects', client.token)).json());
  const project = page.data.find((row) => row.id === projectId);
  if (!project) throw new Error('project not listed');
  return project;
}

const mailsTo = (email: string, subject: string) =>
  t.app.deps.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, `%${subject}%`)));

describe('outcomes', () => {
  let client: Account;
  let stranger: Account;
  let ana: Expert;
  let project: Project;

  beforeAll(async () => {
    [client, stranger] = await Promise.all([createClient(t.app), createClient(t.app)]);
    ana = await createFitExpert(t.app);
    project = await staffedProject(client, [ana]);
  });

  it('lets the owner add, edit and remove outcomes; members read them; others get 404', async () => {
    const outcome = await addOutcome(client.token, project.id, {
      title: 'Close the seed round',
      target: 'NZ$2m',
      dueDate: '2027-03-31',
    });
    expect(outcome).toMatchObject({
      title: 'Close the seed round',
      target: 'NZ$2m',
      dueDate: '2027-03-31',
      progress: 0,
    });
    const edited = await call('PATCH', `/outcomes/${outcome.id}`, client.token, {
      title: 'Close the seed',
      dueDate: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Close the seed', target: 'NZ$2m', dueDate: null });
    const forMember = OutcomeListSchema.parse(
      (await call('GET', `/projects/${project.id}/outcomes`, ana.token)).json(),
    );
    expect(forMember.data.map((row) => row.id)).toEqual([outcome.id]);
    expect((await call('GET', `/projects/${project.id}/outcomes`, stranger.token)).statusCode).toBe(404);
    expect((await call('PATCH', `/outcomes/${outcome.id}`, stranger.token, { title: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/outcomes/${outcome.id}`, stranger.token)).statusCode).toBe(404);
    expect((await call('POST', `/projects/${project.id}/outcomes`, ana.token, { title: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', `/outcomes/${outcome.id}`, ana.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/outcomes/${outcome.id}`, client.token)).statusCode).toBe(204);
    expect((await call('DELETE', `/outcomes/${outcome.id}`, client.token)).statusCode).toBe(404);
  });

  it('refuses a sixth outcome, an empty title and a date that is not one, writing nothing', async () => {
    const other = await staffedProject(client, []);
    for (let i = 0; i < 5; i += 1) await addOutcome(client.token, other.id, { title: `Outcome ${i}` });
    const sixth = await call('POST', `/projects/${other.id}/outcomes`, client.token, { title: 'Sixth' });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json()).toEqual({ status: 422, errors: { title: 'tooManyOutcomes' } });
    const blank = await call('POST', `/projects/${project.id}/outcomes`, client.token, { title: '  ' });
    expect(blank.statusCode).toBe(422);
    const badDate = await call('POST', `/projects/${project.id}/outcomes`, client.token, {
      title: 'x',
      dueDate: '2027-02-30',
    });
    expect(badDate.json()).toEqual({ status: 422, errors: { dueDate: 'invalidDate' } });
    const list = OutcomeListSchema.parse((await call('GET', `/projects/${other.id}/outcomes`, client.token)).json());
    expect(list.data).toHaveLength(5);
  });

  it('refuses a new due date before yesterday (UTC), on adding and on changing it, and keeps a stored one', async () => {
    const today = isoDate(new Date());
    const longAgo = await call('POST', `/projects/${project.id}/outcomes`, client.token, {
      title: 'Ship it',
      dueDate: '1999-01-01',
    });
    expect(longAgo.statusCode).toBe(422);
    expect(longAgo.json()).toEqual({ status: 422, errors: { dueDate: 'dueDateInPast' } });
    const twoDaysAgo = await call('POST', `/projects/${project.id}/outcomes`, client.token, {
      title: 'Ship it',
      dueDate: addDays(today, -2),
    });
    expect(twoDaysAgo.json()).toEqual({ status: 422, errors: { dueDate: 'dueDateInPast' } });
    // Yesterday in UTC is still today somewhere: accepted, as is today.
    await addOutcome(client.token, project.id, { title: 'Yesterday', dueDate: addDays(today, -1) });
    const outcome = await addOutcome(client.token, project.id, { title: 'Ship it', dueDate: today });

    // An outcome whose date has passed since keeps it through an edit of something else.
    await t.app.deps.database.db.update(outcomes).set({ dueDate: '2020-06-30' }).where(eq(outcomes.id, outcome.id));
    const kept = await call('PATCH', `/outcomes/${outcome.id}`, client.token, { title: 'Ship', dueDate: '2020-06-30' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ title: 'Ship', dueDate: '2020-06-30' });
    const moved = await call('PATCH', `/outcomes/${outcome.id}`, client.token, { dueDate: '2020-01-01' });
    expect(moved.json()).toEqual({ status: 422, errors: { dueDate: 'dueDateInPast' } });
    const list = OutcomeListSchema.parse((await call('GET', `/projects/${project.id}/outcomes`, client.token)).json());
    expect(list.data.map((row) => [row.title, row.dueDate])).toEqual([
      ['Yesterday', addDays(today, -1)],
      ['Ship', '2020-06-30'],
    ]);
  });
});

describe('the outcomes list', () => {
  it('is a page like every list: {data, hasNextPage}, honouring page and limit', async () => {
    const client = await createClient(t.app);
    const project = await staffedProject(client, []);
    for (let i = 0; i < 5; i += 1) await addOutcome(client.token, project.id, { title: `Outcome ${i}` });
    const get = async (query: string) =>
      OutcomeListSchema.parse((await call('GET', `/projects/${project.id}/outcomes${query}`, client.token)).json());
    const whole = await get('');
    expect(whole.data.map((row) => row.title)).toEqual([
      'Outcome 0',
      'Outcome 1',
      'Outcome 2',
      'Outcome 3',
      'Outcome 4',
    ]);
    expect(whole.hasNextPage).toBe(false);
    const first = await get('?limit=2');
    expect([first.data.map((row) => row.title), first.hasNextPage]).toEqual([['Outcome 0', 'Outcome 1'], true]);
    const last = await get('?limit=2&page=3');
    expect([last.data.map((row) => row.title), last.hasNextPage]).toEqual([['Outcome 4'], false]);
    const bad = await call('GET', `/projects/${project.id}/outcomes?limit=0`, client.token);
    expect(bad.statusCode).toBe(422);
  });
});

describe('productivity as weeks end', () => {
  it('is 0 after four ended weeks with an active member and nothing approved, and the stored figure follows on Monday', async () => {
    const client = await createClient(t.app);
    const ana = await createFitExpert(t.app);
    const project = await staffedProject(client, [ana]);
    const { db } = t.app.deps.database;
    // The member joined five weeks ago; no timesheet was approved since, no check-in rated.
    await db.execute(
      sql`update squad_members set joined_at = now() - interval '35 days' where project_id = ${project.id}`,
    );
    const breakdown = ProductivitySchema.parse(
      (await call('GET', `/projects/${project.id}/productivity`, client.token)).json(),
    );
    // Delivery is known: 0 approved of 4 × 5 committed hours → 0, so productivity is 0, not "—".
    expect(breakdown).toMatchObject({
      productivity: 0,
      delivery: { value: 0, approvedHours: 0, committedHours: 20 },
      satisfaction: null,
    });
    // Nothing was decided, so only the weekly schedule moves the stored figure the lists and the dashboard read.
    expect((await projectOf(client, project.id)).productivity).toBeNull();
    expect(await recomputeWeeklyProductivity(db)).toBeGreaterThanOrEqual(1);
    expect((await projectOf(client, project.id)).productivity).toBe(0);
    const dashboard = DashboardSchema.parse((await call('GET', '/dashboard', client.token)).json());
    expect(dashboard.productivity).toBe(0);
    // Run again for the same period (a retry after a crash): nothing changes, no second history row.
    await recomputeWeeklyProductivity(db);
    const history = await db.select().from(productivityHistory).where(eq(productivityHistory.projectId, project.id));
    expect(history.map((row) => row.productivity)).toEqual([0]);
  });
});

describe('weekly check-ins', () => {
  let client: Account;
  let stranger: Account;
  let outsider: Expert;
  let ana: Expert;
  let ben: Expert;
  let project: Project;

  beforeAll(async () => {
    [client, stranger] = await Promise.all([createClient(t.app), createClient(t.app)]);
    [ana, ben, outsider] = await Promise.all([createFitExpert(t.app), createFitExpert(t.app), createFitExpert(t.app)]);
    project = await staffedProject(client, [ana, ben]);
  });

  it('moves the project’s progress from the timeline clock to the mean of its outcomes', async () => {
    expect((await projectOf(client, project.id)).progress).toBe(0); // the clock, squad formed today
    const launch = await addOutcome(client.token, project.id, { title: 'Launch' });
    const hire = await addOutcome(client.token, project.id, { title: 'Hire' });
    expect((await projectOf(client, project.id)).progress).toBe(0);
    const checkIn = await putCheckIn(ana.token, project.id, thisWeek, {
      summary: 'Site picked; two interviews',
      outcomes: [
        { outcomeId: launch.id, progress: 40 },
        { outcomeId: hire.id, progress: 25 },
      ],
      risks: 'Visa timing',
    });
    expect(checkIn).toMatchObject({
      weekStart: thisWeek,
      author: { firstName: 'Hemi' },
      summary: 'Site picked; two interviews',
      risks: 'Visa timing',
      rating: null,
      ratingComment: null,
    });
    expect(checkIn.outcomes).toEqual([
      { outcomeId: launch.id, title: 'Launch', progress: 40, removed: false },
      { outcomeId: hire.id, title: 'Hire', progress: 25, removed: false },
    ]);
    // (40 + 25) / 2 = 32.5 → 33, rounded half up.
    expect((await projectOf(client, project.id)).progress).toBe(33);
    const outcomes = OutcomeListSchema.parse(
      (await call('GET', `/projects/${project.id}/outcomes`, client.token)).json(),
    );
    expect(outcomes.data.map((row) => row.progress)).toEqual([40, 25]);
    // Replaced by another member until rated: 200, and the figures follow.
    await putCheckIn(
      ben.token,
      project.id,
      thisWeek,
      { summary: 'Updated', outcomes: [{ outcomeId: launch.id, progress: 60 }] },
      200,
    );
    expect((await projectOf(client, project.id)).progress).toBe(30); // (60 + 0) / 2
    // The client heard of it: mail and activity.
    expect(await mailsTo(client.email, `Check-in for the week of ${thisWeek}`)).toHaveLength(2);
    const activity = await t.app.deps.database.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.projectId, project.id), eq(activityEvents.type, 'checkin.submitted')));
    expect(activity).toHaveLength(2);
    const feed = (await call('GET', '/activity', client.token)).json<{ data: Array<{ type: string; text: string }> }>();
    expect(feed.data[0]).toMatchObject({ type: 'checkin.submitted' });
    expect(feed.data[0]?.text).toContain('wrote the weekly check-in of');
  });

  it('keeps a removed outcome readable in past check-ins, and drops it from progress', async () => {
    const outcomes = OutcomeListSchema.parse(
      (await call('GET', `/projects/${project.id}/outcomes`, client.token)).json(),
    );
    const [launch, hire] = outcomes.data;
    if (!launch || !hire) throw new Error('outcomes missing');
    expect((await call('DELETE', `/outcomes/${hire.id}`, client.token)).statusCode).toBe(204);
    expect((await projectOf(client, project.id)).progress).toBe(60);
    const page = CheckInPageSchema.parse((await call('GET', `/projects/${project.id}/check-ins`, ana.token)).json());
    expect(page.data[0]?.outcomes).toEqual([{ outcomeId: launch.id, title: 'Launch', progress: 60, removed: false }]);
    // Removing the last outcome returns the project to the timeline clock.
    expect((await call('DELETE', `/outcomes/${launch.id}`, client.token)).statusCode).toBe(204);
    expect((await projectOf(client, project.id)).progress).toBe(0);
    const after = CheckInPageSchema.parse(
      (await call('GET', `/projects/${project.id}/check-ins`, client.token)).json(),
    );
    expect(after.data[0]?.outcomes).toEqual([{ outcomeId: launch.id, title: 'Launch', progress: 60, removed: true }]);
  });

  it('refuses bad weeks, bad progress and other projects’ outcomes with their keys', async () => {
    const other = await staffedProject(stranger, []);
    const foreign = await addOutcome(stranger.token, other.id, { title: 'Not yours' });
    const cases: Array<[string, object, Record<string, string>]> = [
      [addDays(thisWeek, 1), { summary: 'x' }, { weekStart: 'notMonday' }],
      [addDays(thisWeek, 7), { summary: 'x' }, { weekStart: 'outsideEngagement' }],
      ['2026-13-01', { summary: 'x' }, { weekStart: 'invalidDate' }],
      [weeksAgo(2), { summary: 'x' }, { weekStart: 'outsideEngagement' }], // before Ana joined
      [thisWeek, { summary: 'x', outcomes: [{ outcomeId: foreign.id, progress: 10 }] }, { outcomes: 'unknownOutcome' }],
    ];
    for (const [week, body, errors] of cases) {
      const response = await call('PUT', `/projects/${project.id}/check-ins/${week}`, ana.token, body);
      expect(response.statusCode, `${week} ${JSON.stringify(body)}`).toBe(422);
      expect(response.json()).toEqual({ status: 422, errors });
    }
    for (const progress of [-1, 101, 12.5]) {
      const response = await call('PUT', `/projects/${project.id}/check-ins/${thisWeek}`, ana.token, {
        summary: 'x',
        outcomes: [{ outcomeId: foreign.id, progress }],
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)[0]).toMatch(/^outcomes/);
    }
    expect(
      (await call('PUT', `/projects/${project.id}/check-ins/${thisWeek}`, ana.token, { summary: '' })).statusCode,
    ).toBe(422);
    // Outsiders: another client and an expert of no seat get 404.
    expect(
      (await call('PUT', `/projects/${project.id}/check-ins/${thisWeek}`, stranger.token, { summary: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/projects/${project.id}/check-ins`, outsider.token)).statusCode).toBe(404);
    expect((await call('GET', `/projects/${project.id}/productivity`, stranger.token)).statusCode).toBe(404);
  });

  it('lets the owner rate once (members 403), then the week is final; productivity follows the ratings', async () => {
    const checkIn = CheckInPageSchema.parse(
      (await call('GET', `/projects/${project.id}/check-ins`, client.token)).json(),
    ).data[0];
    if (!checkIn) throw new Error('no check-in');
    expect((await call('POST', `/check-ins/${checkIn.id}/rating`, ana.token, { rating: 5 })).statusCode).toBe(403);
    expect((await call('POST', `/check-ins/${checkIn.id}/rating`, stranger.token, { rating: 5 })).statusCode).toBe(404);
    for (const rating of [0, 6, 3.5]) {
      expect((await call('POST', `/check-ins/${checkIn.id}/rating`, client.token, { rating })).statusCode).toBe(422);
    }
    expect((await projectOf(client, project.id)).productivity).toBeNull();
    const rated = await rate(client.token, checkIn.id, 4, 'Good pace');
    expect(rated).toMatchObject({ rating: 4, ratingComment: 'Good pace' });
    // (4 − 1) / 4 = 0.75 → 75; delivery unknown until timesheets count.
    expect((await projectOf(client, project.id)).productivity).toBe(75);
    expect((await call('POST', `/check-ins/${checkIn.id}/rating`, client.token, { rating: 5 })).statusCode).toBe(409);
    expect(
      (await call('PUT', `/projects/${project.id}/check-ins/${thisWeek}`, ana.token, { summary: 'late' })).statusCode,
    ).toBe(409);
    expect(await mailsTo(ana.email, `was rated 4 of 5`)).toHaveLength(1);
    expect(await mailsTo(ben.email, `was rated 4 of 5`)).toHaveLength(1);

    // The owner may write earlier weeks; the 4 latest rated weeks count: 4, 5, 1, 3 (the 5th, 2, drops out).
    for (const [n, rating] of [
      [1, 5],
      [2, 1],
      [3, 3],
      [4, 2],
    ] as const) {
      const earlier = await putCheckIn(client.token, project.id, weeksAgo(n), { summary: `Week −${n}` });
      await rate(client.token, earlier.id, rating);
    }
    // (0.75 + 1 + 0 + 0.5) / 4 = 0.5625 → 56.25 → 56.
    expect((await projectOf(client, project.id)).productivity).toBe(56);
    const breakdown = ProductivitySchema.parse(
      (await call('GET', `/projects/${project.id}/productivity`, ana.token)).json(),
    );
    expect(breakdown).toMatchObject({ productivity: 56, delivery: null, progressSource: 'timeline' });
    expect(breakdown.satisfaction?.value).toBeCloseTo(0.5625);
    expect(breakdown.satisfaction?.weeks.map((week) => week.rating)).toEqual([4, 5, 1, 3]);
  });

  it('shows the dashboard’s productivity and its change vs 30 days before', async () => {
    const dashboard = DashboardSchema.parse((await call('GET', '/dashboard', client.token)).json());
    expect(dashboard.productivity).toBe(56);
    expect(dashboard.productivityChangePct).toBeNull(); // no figure 30 days ago
    // Back-date the history as if the squad had been at 40 for over a month.
    const { db } = t.app.deps.database;
    await db.execute(
      sql`update squad_members set joined_at = now() - interval '40 days' where project_id = ${project.id}`,
    );
    await db
      .insert(productivityHistory)
      .values({ projectId: project.id, productivity: 40, recordedAt: new Date(Date.now() - 35 * 86_400_000) });
    const later = DashboardSchema.parse((await call('GET', '/dashboard', client.token)).json());
    expect(later.productivityChangePct).toBe(40); // (56 − 40) / 40
  });

  it('refuses a check-in by a member whose seat ended (403), who keeps reading', async () => {
    const squad = (await call('GET', `/projects/${project.id}/squad`, client.token)).json<{
      data: Array<{ id: number; expert: { profileId: number } }>;
    }>();
    const benSeat = squad.data.find((member) => member.expert.profileId === ben.profileId);
    if (!benSeat) throw new Error('no seat');
    expect((await call('POST', `/projects/${project.id}/squad/${benSeat.id}/end`, ben.token)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/projects/${project.id}/check-ins/${thisWeek}`, ben.token, { summary: 'x' })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/projects/${project.id}/check-ins`, ben.token)).statusCode).toBe(200);
  });
});

describe('the dashboard’s productivity basis', () => {
  it('names how many projects the mean is over, and a completed one it leaves out', async () => {
    const client = await createClient(t.app);
    const [ana, ben] = await Promise.all([createFitExpert(t.app), createFitExpert(t.app)]);
    const live = await staffedProject(client, [ana]);
    const done = await staffedProject(client, [ben]);
    const { db } = t.app.deps.database;
    await db.execute(sql`update projects set productivity = 60 where id = ${live.id}`);
    await db.execute(sql`update squad_members set status = 'ended', ended_at = now() where project_id = ${done.id}`);
    await db.execute(sql`update projects set productivity = 81, status = 'completed' where id = ${done.id}`);
    const dashboard = DashboardSchema.parse((await call('GET', '/dashboard', client.token)).json());
    expect(dashboard).toMatchObject({
      productivity: 60,
      productivityProjects: 1,
      productivitySkipped: [{ id: done.id, name: done.name, status: 'completed' }],
    });
  });
});

describe('a client with no rated check-ins', () => {
  it('has a null productivity on the dashboard, and a contractor no dashboard', async () => {
    const client = await createClient(t.app);
    const dashboard = DashboardSchema.parse((await call('GET', '/dashboard', client.token)).json());
    expect(dashboard).toMatchObject({
      productivity: null,
      productivityChangePct: null,
      productivityProjects: 0,
      productivitySkipped: [],
    });
    expect((await call('GET', '/dashboard', (await createContractor(t.app)).token)).statusCode).toBe(403);
  });
});
