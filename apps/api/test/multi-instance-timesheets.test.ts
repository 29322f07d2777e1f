import type { Invitation, LoginResult, Timesheet } from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMatchedProject,
  inviteExpert,
  signUpClient,
  signUpFitExpert,
  startTwoInstances,
  type TwoInstances,
} from './two-instances.js';

/**
 * Timesheet races settled by PostgreSQL, with requests spread over two server processes
 * (docs/concurrency.md): two first writes of one week, decisions racing each other, and an approval
 * racing the expert's edit and resubmission of a rejected week. Needs TEST_DATABASE_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const DAY_MS = 86_400_000;
const ROUNDS = 4;

/** The Monday `weeksAgo` weeks before this week's (UTC). */
function mondayBefore(weeksAgo: number): string {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - ((now.getUTCDay() + 6) % 7) * DAY_MS - weeksAgo * 7 * DAY_MS).toISOString().slice(0, 10);
}

describe.runIf(databaseUrl)('timesheet races across two instances', () => {
  let two: TwoInstances;
  let client: LoginResult;
  let expert: Awaited<ReturnType<typeof signUpFitExpert>>;
  let projectId: number;
  let memberId: number;
  let nextWeek = 1;

  beforeAll(async () => {
    two = await startTwoInstances();
    client = await signUpClient(two, 0);
    expert = await signUpFitExpert(two, 1);
    projectId = await createMatchedProject(two, 0, client);
    const invitation = await inviteExpert(two, 0, client, projectId, expert.profileId);
    const accepted = await two.send<Invitation>(1, 'POST', `/invitations/${invitation.id}/accept`, expert.token, {
      hoursPerWeek: 10,
      hourlyRate: 100,
    });
    expect(accepted.status, accepted.text).toBe(200);
    memberId = accepted.json().membership!.id;
    // Joined long enough ago for a fresh past week per round.
    await two.query(`update squad_members set joined_at = now() - interval '40 weeks' where id = $1`, [memberId]);
  }, 180_000);
  afterAll(async () => two?.close());

  const put = (on: number, weekStart: string, hours: number[]) =>
    two.send<Timesheet>(on, 'PUT', `/projects/${projectId}/squad/${memberId}/timesheets/${weekStart}`, expert.token, {
      hours,
    });
  const submitted = async (weekStart: string) => {
    const created = await put(0, weekStart, [8, 8, 8, 8, 8, 0, 0]);
    expect(created.status, created.text).toBe(201);
    const sheet = created.json();
    expect((await two.send(1, 'POST', `/timesheets/${sheet.id}/submit`, expert.token)).status).toBe(200);
    return sheet;
  };
  const rowOf = async (id: number) =>
    (
      await two.query<{ status: string; hours: number[] }>('select status, hours from timesheets where id = $1', [id])
    )[0]!;
  const decisionsOf = async (id: number) =>
    Number(
      (
        await two.query<{ count: string }>(
          `select count(*) from activity_events a join timesheets t on t.member_id = a.member_id
            where t.id = $1 and a.type in ('timesheet.approved', 'timesheet.rejected') and a.created_at >= t.submitted_at`,
          [id],
        )
      )[0]!.count,
    );

  it('creates a week once when two first writes race: one 201, one 200, one row', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const week = mondayBefore(nextWeek++);
      const answers = await Promise.all([put(0, week, [1, 0, 0, 0, 0, 0, 0]), put(1, week, [2, 0, 0, 0, 0, 0, 0])]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
      const rows = await two.query('select id from timesheets where member_id = $1 and week_start = $2', [
        memberId,
        week,
      ]);
      expect(rows).toHaveLength(1);
    }
  }, 120_000);

  it('takes one decision when approvals and rejections race; the others get 409', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const sheet = await submitted(mondayBefore(nextWeek++));
      const answers = await Promise.all([
        two.send<Timesheet>(0, 'POST', `/timesheets/${sheet.id}/approve`, client.token),
        two.send<Timesheet>(1, 'POST', `/timesheets/${sheet.id}/reject`, client.token, { reason: 'Wrong week' }),
        two.send<Timesheet>(1, 'POST', `/timesheets/${sheet.id}/approve`, client.token),
        two.send<Timesheet>(0, 'POST', `/timesheets/${sheet.id}/reject`, client.token, { reason: 'Wrong week' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
      const winner = answers.find((answer) => answer.status === 200)!.json();
      expect((await rowOf(sheet.id)).status).toBe(winner.status);
      expect(await decisionsOf(sheet.id)).toBe(1);
    }
  }, 120_000);

  it('approves only what was resubmitted when an approval races an edit and resubmission', async () => {
    const edited = [4, 4, 4, 4, 4, 0, 0];
    for (let round = 0; round < ROUNDS; round++) {
      const week = mondayBefore(nextWeek++);
      const sheet = await submitted(week);
      expect(
        (await two.send(0, 'POST', `/timesheets/${sheet.id}/reject`, client.token, { reason: 'Too many hours' }))
          .status,
      ).toBe(200);
      const resubmit = async () => {
        const edit = await put(1, week, edited);
        const submit = await two.send(0, 'POST', `/timesheets/${sheet.id}/submit`, expert.token);
        return [edit.status, submit.status];
      };
      const [[editStatus, submitStatus], approve] = await Promise.all([
        resubmit(),
        two.send<Timesheet>(1, 'POST', `/timesheets/${sheet.id}/approve`, client.token),
      ]);
      expect(editStatus).toBe(200);
      expect(submitStatus).toBe(200);
      const row = await rowOf(sheet.id);
      expect(row.hours).toEqual(edited);
      if (approve.status === 200) {
        // It approved the resubmitted week, never the rejected one.
        expect(approve.json()).toMatchObject({ status: 'approved', hours: edited, totalHours: 20 });
        expect(row.status).toBe('approved');
      } else {
        expect(approve.status).toBe(409);
        expect(row.status).toBe('submitted');
      }
    }
  }, 120_000);
});
