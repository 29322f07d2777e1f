import {
  ProjectSchema,
  RateChangeSchema,
  SpendSchema,
  SquadPageSchema,
  TimesheetSchema,
  type Project,
  type RateChange,
  type SquadMember,
} from '@fractional/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createClient, createProject, type Account } from '../../../test/factories.js';
import {
  engagement,
  firstMonday,
  FULL_WEEK,
  insertInvoice,
  plusDays,
  week,
  type Engagement,
} from '../../../test/invoice-fixtures.js';
import { accept, api, createFitExpert, invite } from '../../../test/marketplace-fixtures.js';
import type { Expert } from '../../../test/matching-fixtures.js';
import { invoiceLines, squadMembers } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ mail: { pollMs: 3_600_000 } });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token: string, payload?: object) =>
  api(t.app, method, url, token, payload);

/** The Monday `weeks` weeks after `firstMonday` (the Monday of last month's first day). */
const monday = (weeks: number) => plusDays(firstMonday, weeks * 7);

async function memberOf(projectId: number, token: string, memberId: number): Promise<SquadMember> {
  const response = await call('GET', `/projects/${projectId}/squad`, token);
  expect(response.statusCode, response.body).toBe(200);
  return SquadPageSchema.parse(response.json()).data.find((row) => row.id === memberId)!;
}

async function propose(setup: Engagement, token: string, body: object) {
  return call('POST', `/projects/${setup.project.id}/squad/${setup.memberId}/rate-changes`, token, body);
}

async function mailsTo(email: string): Promise<string[]> {
  const { rows } = (await t.database.db.execute(
    sql`select subject from mail_outbox where "to" = ${email} order by id`,
  )) as { rows: Array<{ subject: string }> };
  return rows.map((row) => row.subject);
}

describe('project currency', () => {
  it('defaults to USD, takes one of the ten, and refuses budget decimals the currency lacks', async () => {
    const client = await createClient(t.app);
    expect((await createProject(t.app, client)).currency).toBe('USD');
    const euro = await createProject(t.app, client, { currency: 'EUR', isBudgetAllocated: true, budget: 1234.5 });
    expect(ProjectSchema.parse(euro)).toMatchObject({ currency: 'EUR', budget: 1234.5 });
    const yen = await call('POST', '/projects', client.token, {
      ...(await projectBody()),
      currency: 'JPY',
      isBudgetAllocated: true,
      budget: 1000.5,
    });
    expect(yen.statusCode, yen.body).toBe(422);
    expect(yen.json()).toMatchObject({ errors: { budget: 'tooManyDecimals' } });
    const unknown = await call('POST', '/projects', client.token, { ...(await projectBody()), currency: 'XYZ' });
    expect(unknown.statusCode).toBe(422);
  });

  it('changes until a member has ever joined, then 422 currencyLocked (ended members too)', async () => {
    const client = await createClient(t.app);
    const project = await createProject(t.app, client);
    const changed = await call('PATCH', `/projects/${project.id}`, client.token, { currency: 'GBP' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Project>().currency).toBe('GBP');
    const expert = await createFitExpert(t.app);
    const invitation = await invite(t.app, client.token, project.id, { profileId: expert.profileId });
    const accepted = await accept(t.app, expert.token, invitation.id, { hoursPerWeek: 5, hourlyRate: 95.5 });
    expect(accepted.hourlyRate).toBe(95.5);
    expect(accepted.project.currency).toBe('GBP');
    const locked = await call('PATCH', `/projects/${project.id}`, client.token, { currency: 'EUR' });
    expect(locked.statusCode, locked.body).toBe(422);
    expect(locked.json()).toMatchObject({ errors: { currency: 'currencyLocked' } });
    // The same currency again is no change.
    expect((await call('PATCH', `/projects/${project.id}`, client.token, { currency: 'GBP' })).statusCode).toBe(200);
    const member = accepted.membership!;
    expect((await call('POST', `/projects/${project.id}/squad/${member.id}/end`, client.token)).statusCode).toBe(200);
    const stillLocked = await call('PATCH', `/projects/${project.id}`, client.token, { currency: 'EUR' });
    expect(stillLocked.json()).toMatchObject({ errors: { currency: 'currencyLocked' } });
  });
});

async function projectBody() {
  const { buildProject } = await import('../../../test/factories.js');
  return buildProject();
}

describe('accepting needs an agreed rate', () => {
  it('422 required / notPositive / tooManyDecimals in the project currency; the rate is kept exactly', async () => {
    const client = await createClient(t.app);
    const project = await createProject(t.app, client, { currency: 'JPY', budget: 1_000_000 });
    const expert = await createFitExpert(t.app);
    const invitation = await invite(t.app, client.token, project.id, { profileId: expert.profileId });
    const url = `/invitations/${invitation.id}/accept`;
    const cases: Array<[object, string]> = [
      [{ hoursPerWeek: 5 }, 'required'],
      [{ hoursPerWeek: 5, hourlyRate: null }, 'required'],
      [{ hoursPerWeek: 5, hourlyRate: 0 }, 'notPositive'],
      [{ hoursPerWeek: 5, hourlyRate: -10 }, 'notPositive'],
      [{ hoursPerWeek: 5, hourlyRate: 15000.5 }, 'tooManyDecimals'],
      [{ hoursPerWeek: 5, hourlyRate: 1e12 }, 'tooLarge'],
    ];
    for (const [body, key] of cases) {
      const response = await call('POST', url, expert.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({ errors: { hourlyRate: key } });
    }
    const accepted = await accept(t.app, expert.token, invitation.id, { hoursPerWeek: 5, hourlyRate: 15000 });
    expect(accepted.hourlyRate).toBe(15000);
    const member = await memberOf(project.id, client.token, accepted.membership!.id);
    expect(member).toMatchObject({ hourlyRate: 15000, currency: 'JPY', pendingRateChange: null });
    const [stored] = await t.database.db.select().from(squadMembers).where(eq(squadMembers.id, member.id));
    expect(stored!.hourlyRateMinor).toBe(15000);
  });

  it('stores 0.29 EUR as 29 cents (never 28.999…)', async () => {
    const client = await createClient(t.app);
    const project = await createProject(t.app, client, { currency: 'EUR' });
    const expert = await createFitExpert(t.app);
    const invitation = await invite(t.app, client.token, project.id, { profileId: expert.profileId });
    const accepted = await accept(t.app, expert.token, invitation.id, { hoursPerWeek: 5, hourlyRate: 0.29 });
    const [stored] = await t.database.db
      .select()
      .from(squadMembers)
      .where(eq(squadMembers.id, accepted.membership!.id));
    expect(stored!.hourlyRateMinor).toBe(29);
    const tooMany = await call('POST', `/projects/${project.id}/squad/${stored!.id}/rate-changes`, client.token, {
      hourlyRate: 150.555,
      effectiveFrom: monday(10),
    });
    expect(tooMany.json()).toMatchObject({ errors: { hourlyRate: 'tooManyDecimals' } });
  });
});

describe('rate changes', () => {
  let expert: Expert;
  let fellow: Expert;
  let stranger: Account;
  let setup: Engagement;

  beforeAll(async () => {
    [expert, fellow] = await Promise.all([createFitExpert(t.app), createFitExpert(t.app)]);
    stranger = await createClient(t.app);
    setup = await engagement(t.app, expert, 100);
    const invitation = await invite(t.app, setup.client.token, setup.project.id, { profileId: fellow.profileId });
    await accept(t.app, fellow.token, invitation.id, { hoursPerWeek: 5, hourlyRate: 80 });
  });

  it('validates: notMonday, invalidDate, hourlyRate keys; 404 for strangers, 403 for a fellow member', async () => {
    const tuesday = plusDays(monday(8), 1);
    const notMonday = await propose(setup, setup.client.token, { hourlyRate: 120, effectiveFrom: tuesday });
    expect(notMonday.statusCode).toBe(422);
    expect(notMonday.json()).toMatchObject({ errors: { effectiveFrom: 'notMonday' } });
    const badDate = await propose(setup, setup.client.token, { hourlyRate: 120, effectiveFrom: '2026-02-30' });
    expect(badDate.json()).toMatchObject({ errors: { effectiveFrom: 'invalidDate' } });
    const missing = await propose(setup, setup.client.token, { effectiveFrom: monday(8) });
    expect(missing.json()).toMatchObject({ errors: { hourlyRate: 'required' } });
    const zero = await propose(setup, setup.client.token, { hourlyRate: 0, effectiveFrom: monday(8) });
    expect(zero.json()).toMatchObject({ errors: { hourlyRate: 'notPositive' } });
    expect((await propose(setup, stranger.token, { hourlyRate: 120, effectiveFrom: monday(8) })).statusCode).toBe(404);
    expect((await propose(setup, fellow.token, { hourlyRate: 120, effectiveFrom: monday(8) })).statusCode).toBe(403);
    const otherProject = await call(
      'POST',
      `/projects/${setup.project.id + 100000}/squad/${setup.memberId}/rate-changes`,
      setup.client.token,
      { hourlyRate: 120, effectiveFrom: monday(8) },
    );
    expect(otherProject.statusCode).toBe(404);
  });

  it('the owner proposes (201), one open per member (409), the member accepts (200), the proposer may not (403)', async () => {
    const created = await propose(setup, setup.client.token, { hourlyRate: 120.5, effectiveFrom: monday(8) });
    expect(created.statusCode, created.body).toBe(201);
    const change = RateChangeSchema.parse(created.json());
    expect(change).toMatchObject({
      memberId: setup.memberId,
      hourlyRate: 120.5,
      effectiveFrom: monday(8),
      proposedBy: { side: 'client' },
      status: 'proposed',
    });
    expect((await propose(setup, expert.token, { hourlyRate: 130, effectiveFrom: monday(9) })).statusCode).toBe(409);
    // Both sides see it pending on the squad.
    for (const token of [setup.client.token, expert.token]) {
      expect((await memberOf(setup.project.id, token, setup.memberId)).pendingRateChange).toMatchObject({
        id: change.id,
        hourlyRate: 120.5,
      });
    }
    expect(await mailsTo(expert.email)).toContain(`New rate proposed on "${setup.project.name}"`);
    expect((await call('POST', `/rate-changes/${change.id}/accept`, setup.client.token)).statusCode).toBe(403);
    expect((await call('POST', `/rate-changes/${change.id}/accept`, stranger.token)).statusCode).toBe(404);
    expect((await call('POST', `/rate-changes/${change.id}/accept`, fellow.token)).statusCode).toBe(404);
    const accepted = await call('POST', `/rate-changes/${change.id}/accept`, expert.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<RateChange>()).toMatchObject({ status: 'accepted' });
    // Again: the same answer (a double-click) is 200; the other answer is 409.
    expect((await call('POST', `/rate-changes/${change.id}/accept`, expert.token)).statusCode).toBe(200);
    expect((await call('POST', `/rate-changes/${change.id}/decline`, expert.token)).statusCode).toBe(409);
    expect(await mailsTo(setup.client.email)).toContain(`Rate accepted on "${setup.project.name}"`);
    expect((await memberOf(setup.project.id, setup.client.token, setup.memberId)).pendingRateChange).toBeNull();
  });

  it('the member proposes and the owner declines; the rate stays', async () => {
    const created = await propose(setup, expert.token, { hourlyRate: 500, effectiveFrom: monday(9) });
    expect(created.statusCode, created.body).toBe(201);
    const change = created.json<RateChange>();
    expect(change.proposedBy.side).toBe('expert');
    expect((await call('POST', `/rate-changes/${change.id}/decline`, expert.token)).statusCode).toBe(403);
    const declined = await call('POST', `/rate-changes/${change.id}/decline`, setup.client.token);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<RateChange>().status).toBe('declined');
  });

  it('two proposals racing: exactly one 201 and one 409', async () => {
    const racing = await engagement(t.app, await createFitExpert(t.app), 100);
    const body = { hourlyRate: 110, effectiveFrom: monday(10) };
    const answers = await Promise.all([
      propose(racing, racing.client.token, body),
      propose(racing, racing.client.token, { ...body, hourlyRate: 111 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('an invoiced hour never changes price', () => {
  it('a change from the last invoiced week or before → 422 beforeInvoiced; from the Monday after → 201', async () => {
    const expert = await createFitExpert(t.app);
    const setup = await engagement(t.app, expert, 100);
    const timesheetId = await week(t.app, setup, expert, monday(1));
    // An invoice line of that week, written directly (how invoices are issued is not what this checks).
    const invoiceId = await insertInvoice(t.database.db, {
      number: `FR-1998-${String(setup.memberId).padStart(6, '0')}`,
      projectId: setup.project.id,
      memberId: setup.memberId,
      expertProfileId: expert.profileId,
      orgName: 'Client',
    });
    await t.database.db.insert(invoiceLines).values({
      invoiceId,
      timesheetId,
      month: monday(1).slice(0, 7),
      weekStart: monday(1),
      hours: 40,
    });
    for (const weeks of [0, 1]) {
      const refused = await propose(setup, setup.client.token, { hourlyRate: 120, effectiveFrom: monday(weeks) });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ errors: { effectiveFrom: 'beforeInvoiced' } });
    }
    expect((await propose(setup, setup.client.token, { hourlyRate: 120, effectiveFrom: monday(2) })).statusCode).toBe(
      201,
    );
  });
});

describe('pricing with the rate in force on each Monday', () => {
  it('a month with two rates: weeks before the change at the old rate, from it at the new; exact amounts', async () => {
    const expert = await createFitExpert(t.app);
    const setup = await engagement(t.app, expert, 100);
    const change = await propose(setup, expert.token, { hourlyRate: 150.25, effectiveFrom: monday(2) });
    expect(change.statusCode, change.body).toBe(201);
    expect(
      (await call('POST', `/rate-changes/${change.json<RateChange>().id}/accept`, setup.client.token)).statusCode,
    ).toBe(200);
    for (const weeks of [0, 1, 2, 3]) await week(t.app, setup, expert, monday(weeks));
    const spend = SpendSchema.parse(
      (await call('GET', `/projects/${setup.project.id}/spend`, setup.client.token)).json(),
    );
    // 40 h a week: 2 × 40 × 100 + 2 × 40 × 150.25 = 8000 + 12020.
    expect(spend.approved).toEqual({ hours: 160, amount: 20020 });
    expect(spend.byWeek.map((row) => row.amount)).toEqual([4000, 4000, 6010, 6010]);
    expect(spend.currency).toBe('USD');
    expect(spend.unpriced).toEqual({ hours: 0 });
    const sheets = (await call('GET', `/timesheets?memberId=${setup.memberId}`, setup.client.token)).json<{
      data: unknown[];
    }>();
    const rates = sheets.data.map((row) => TimesheetSchema.parse(row)).map((row) => [row.weekStart, row.hourlyRate]);
    expect(rates).toEqual([
      [monday(3), 150.25],
      [monday(2), 150.25],
      [monday(1), 100],
      [monday(0), 100],
    ]);
  });

  it('rounds each week half-up once: 0.25 h × 0.01 is 0, 0.5 h × 0.01 is 0.01', async () => {
    const expert = await createFitExpert(t.app);
    const setup = await engagement(t.app, expert, 100);
    await t.database.db.update(squadMembers).set({ hourlyRateMinor: 1 }).where(eq(squadMembers.id, setup.memberId));
    const log = async (weekStart: string, hours: number[]) => {
      const put = await call(
        'PUT',
        `/projects/${setup.project.id}/squad/${setup.memberId}/timesheets/${weekStart}`,
        expert.token,
        { hours },
      );
      expect(put.statusCode, put.body).toBe(201);
      return put.json<{ id: number; amount: number }>();
    };
    expect((await log(monday(0), [0.25, 0, 0, 0, 0, 0, 0])).amount).toBe(0);
    expect((await log(monday(1), [0.5, 0, 0, 0, 0, 0, 0])).amount).toBe(0.01);
  });
});

describe('no hour at an unknown rate', () => {
  it('approving a week of a member without a rate → 422 notAgreed; spend shows it as unpriced', async () => {
    const expert = await createFitExpert(t.app);
    const setup = await engagement(t.app, expert, 100);
    await t.database.db.update(squadMembers).set({ hourlyRateMinor: null }).where(eq(squadMembers.id, setup.memberId));
    const id = await week(t.app, setup, expert, monday(0), false);
    const refused = await call('POST', `/timesheets/${id}/approve`, setup.client.token);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { hourlyRate: 'notAgreed' } });
    const member = await memberOf(setup.project.id, setup.client.token, setup.memberId);
    expect(member.hourlyRate).toBeNull();
    let spend = SpendSchema.parse(
      (await call('GET', `/projects/${setup.project.id}/spend`, setup.client.token)).json(),
    );
    expect(spend.unpriced).toEqual({ hours: FULL_WEEK.reduce((a, b) => a + b, 0) });
    expect(spend.submitted.amount).toBe(0);
    // Agreeing a rate from that Monday prices the week: it can then be approved.
    const change = await propose(setup, setup.client.token, { hourlyRate: 90, effectiveFrom: monday(0) });
    expect(change.statusCode, change.body).toBe(201);
    await call('POST', `/rate-changes/${change.json<RateChange>().id}/accept`, expert.token);
    expect((await call('POST', `/timesheets/${id}/approve`, setup.client.token)).statusCode).toBe(200);
    spend = SpendSchema.parse((await call('GET', `/projects/${setup.project.id}/spend`, setup.client.token)).json());
    expect(spend.unpriced).toEqual({ hours: 0 });
    expect(spend.approved).toEqual({ hours: 40, amount: 3600 });
  });
});
