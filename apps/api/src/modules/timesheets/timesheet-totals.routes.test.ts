import { TimesheetListSchema, TimesheetSchema, type SquadPage, type TimesheetList } from '@fractional/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createClient, createProject, type Account } from '../../../test/factories.js';
import { accept, api, createFitExpert, invite } from '../../../test/marketplace-fixtures.js';
import type { Expert } from '../../../test/matching-fixtures.js';
import { squadMembers } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ mail: { pollMs: 3_600_000 } });
});
afterAll(async () => t.close());

const DAY_MS = 86_400_000;
/** The Monday `weeks` before this week's (UTC). */
function monday(weeks: number): string {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - ((now.getUTCDay() + 6) % 7) * DAY_MS + weeks * 7 * DAY_MS).toISOString().slice(0, 10);
}

/** A quarter hour on Monday: at 33.33 an hour, 8.3325 → 8.33 each week, rounded once per week. */
const QUARTER = [0.25, 0, 0, 0, 0, 0, 0];
const FULL_WEEK = [8, 8, 8, 8, 8, 0, 0];

async function join(client: Account, projectId: number, expert: Expert, hourlyRate: number) {
  const invitation = await invite(t.app, client.token, projectId, { profileId: expert.profileId });
  await accept(t.app, expert.token, invitation.id, { hoursPerWeek: 10, hourlyRate });
  const squad = (await api(t.app, 'GET', `/projects/${projectId}/squad`, client.token)).json<SquadPage>();
  const memberId = squad.data.find((row) => row.expert.profileId === expert.profileId)!.id;
  await t.database.db
    .update(squadMembers)
    .set({ joinedAt: new Date(`${monday(-6)}T12:00:00Z`) })
    .where(eq(squadMembers.id, memberId));
  return memberId;
}

/** Logs a week as `expert`, then takes it to `to` (submit, then the client's approve or reject). */
async function week(
  side: { expert: Expert; client: Account; projectId: number; memberId: number },
  weekStart: string,
  hours: number[],
  to: 'draft' | 'submitted' | 'approved' | 'rejected',
) {
  const put = await api(
    t.app,
    'PUT',
    `/projects/${side.projectId}/squad/${side.memberId}/timesheets/${weekStart}`,
    side.expert.token,
    { hours },
  );
  expect(put.statusCode, put.body).toBe(201);
  const { id } = TimesheetSchema.parse(put.json());
  if (to === 'draft') return;
  expect((await api(t.app, 'POST', `/timesheets/${id}/submit`, side.expert.token)).statusCode).toBe(200);
  if (to === 'approved')
    expect((await api(t.app, 'POST', `/timesheets/${id}/approve`, side.client.token)).statusCode).toBe(200);
  if (to === 'rejected') {
    const reject = await api(t.app, 'POST', `/timesheets/${id}/reject`, side.client.token, { reason: 'Split by day' });
    expect(reject.statusCode).toBe(200);
  }
}

describe('the totals per member of GET /timesheets', () => {
  let client: Account;
  let lead: Expert;
  let analyst: Expert;
  let projectId: number;
  let leadId: number;
  let analystId: number;

  const list = async (token: string, query: string): Promise<TimesheetList> => {
    const response = await api(t.app, 'GET', `/timesheets${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return TimesheetListSchema.parse(response.json());
  };
  const zero = { weeks: 0, hours: 0, amount: 0 };

  beforeAll(async () => {
    [client, lead, analyst] = await Promise.all([createClient(t.app), createFitExpert(t.app), createFitExpert(t.app)]);
    projectId = (await createProject(t.app, client)).id;
    leadId = await join(client, projectId, lead, 33.33);
    analystId = await join(client, projectId, analyst, 100);
    const leadSide = { expert: lead, client, projectId, memberId: leadId };
    const analystSide = { expert: analyst, client, projectId, memberId: analystId };
    await week(leadSide, monday(-5), QUARTER, 'approved');
    await week(leadSide, monday(-4), QUARTER, 'approved');
    await week(leadSide, monday(-3), FULL_WEEK, 'approved');
    await week(leadSide, monday(-2), [7.5, 0, 0, 0, 0, 0, 0], 'submitted');
    await week(leadSide, monday(-1), [1, 0, 0, 0, 0, 0, 0], 'draft');
    await week(analystSide, monday(-2), [2, 2, 0, 0, 0, 0, 0], 'rejected');
    await week(analystSide, monday(-1), [3, 0, 0, 0, 0, 0, 0], 'submitted');
  });

  it('adds up every page per member and status, each week rounded once in minor units', async () => {
    const page = await list(client.token, `?projectId=${projectId}&limit=1`);
    expect(page.data).toHaveLength(1);
    expect(page.hasNextPage).toBe(true);
    expect(page.totals).toEqual([
      {
        memberId: leadId,
        expert: { profileId: lead.profileId, firstName: expect.any(String), lastName: expect.any(String) },
        currency: 'USD',
        draft: { weeks: 1, hours: 1, amount: 33.33 },
        submitted: { weeks: 1, hours: 7.5, amount: 249.98 },
        // 8.33 + 8.33 + 1333.20: each quarter-hour week rounded half-up on its own (not 16.67 for both).
        approved: { weeks: 3, hours: 40.5, amount: 1349.86 },
        rejected: zero,
        unpricedHours: 0,
      },
      {
        memberId: analystId,
        expert: { profileId: analyst.profileId, firstName: expect.any(String), lastName: expect.any(String) },
        currency: 'USD',
        draft: zero,
        submitted: { weeks: 1, hours: 3, amount: 300 },
        approved: zero,
        rejected: { weeks: 1, hours: 4, amount: 400 },
        unpricedHours: 0,
      },
    ]);
  });

  it('follows the list’s filters and scope: a status, a member, the expert’s own, nobody else’s', async () => {
    const approved = await list(client.token, `?projectId=${projectId}&status=approved`);
    expect(approved.totals.map((row) => [row.memberId, row.approved.weeks, row.submitted.weeks])).toEqual([
      [leadId, 3, 0],
    ]);
    const own = await list(analyst.token, '');
    expect(own.totals.map((row) => row.memberId)).toEqual([analystId]);
    const stranger = await createClient(t.app);
    expect(await list(stranger.token, `?projectId=${projectId}`)).toEqual({ data: [], hasNextPage: false, totals: [] });
  });

  it('counts a week without an agreed rate in its hours and unpriced hours, in no amount', async () => {
    await t.database.db.update(squadMembers).set({ hourlyRateMinor: null }).where(eq(squadMembers.id, analystId));
    const page = await list(client.token, `?projectId=${projectId}&memberId=${analystId}`);
    expect(page.totals).toEqual([
      expect.objectContaining({
        submitted: { weeks: 1, hours: 3, amount: 0 },
        rejected: { weeks: 1, hours: 4, amount: 0 },
        unpricedHours: 7,
      }),
    ]);
  });
});
