import { IssuedInvoicesSchema, type Invoice } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './admin-fixtures.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { engagement, firstMonday, issue, plusDays, week } from './invoice-fixtures.js';
import { api, createFitExpert } from './marketplace-fixtures.js';

/** Invoice runs, approvals and voids at once: real races on PostgreSQL's pool (PGlite serialises them). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ mail: { pollMs: 3_600_000 } });
});
afterAll(async () => t.close());

const issued = (response: Awaited<ReturnType<typeof issue>>): Invoice[] => {
  expect(response.statusCode, response.body).toBe(201);
  return IssuedInvoicesSchema.parse(response.json()).data;
};

/** Every live invoice line per timesheet and month, and the numbers issued this year in order. */
async function ledger() {
  const { rows: lines } = (await t.database.db.execute<{ n: number }>(
    sql`select timesheet_id, month, count(*)::int as n from invoice_lines where is_active group by 1, 2`,
  )) as { rows: Array<{ n: number }> };
  const { rows: numbers } = (await t.database.db.execute<{ number: string }>(
    sql`select number from invoices order by number`,
  )) as { rows: Array<{ number: string }> };
  return { lines, numbers: numbers.map((row) => row.number) };
}

/** The numbers of each year run 1, 2, 3… with no gap and no repeat. */
function expectGapFree(numbers: string[]) {
  const byYear = new Map<string, number[]>();
  for (const number of numbers) {
    const [, year, serial] = /^FR-(\d{4})-(\d{6})$/.exec(number)!;
    byYear.set(year!, [...(byYear.get(year!) ?? []), Number(serial)]);
  }
  for (const serials of byYear.values()) expect(serials).toEqual(serials.map((_, index) => index + 1));
}

describe('invoice races', () => {
  it('two runs of one month (and runs of other projects) issue one set, no number skipped or shared', async () => {
    const setups = [];
    for (let index = 0; index < 4; index++) {
      const expert = await createFitExpert(t.app);
      const setup = await engagement(t.app, expert, 90);
      await week(t.app, setup, expert, plusDays(firstMonday, 7));
      setups.push(setup);
    }
    const responses = await Promise.all(
      setups.flatMap((setup) => [0, 1, 2].map(() => issue(t.app, setup.client.token, setup.project.id))),
    );
    const counts = responses.map((response) => issued(response).length);
    // Per project: one run issued its invoice, the other two found nothing left.
    for (let index = 0; index < setups.length; index++)
      expect(counts.slice(index * 3, index * 3 + 3).sort()).toEqual([0, 0, 1]);
    const { lines, numbers } = await ledger();
    expect(lines.every((line) => line.n === 1)).toBe(true);
    expectGapFree(numbers);
  }, 120_000);

  it('a run racing a late approval puts the hour on exactly one invoice', async () => {
    const expert = await createFitExpert(t.app);
    const setup = await engagement(t.app, expert, 70);
    await week(t.app, setup, expert, plusDays(firstMonday, 7));
    const late = await week(t.app, setup, expert, plusDays(firstMonday, 14), false);
    const [first, approval] = await Promise.all([
      issue(t.app, setup.client.token, setup.project.id),
      api(t.app, 'POST', `/timesheets/${late}/approve`, setup.client.token),
    ]);
    expect(approval.statusCode).toBe(200);
    const second = issued(await issue(t.app, setup.client.token, setup.project.id));
    const onInvoices = [...issued(first), ...second].flatMap((invoice) =>
      invoice.lines.map((line) => line.timesheetId),
    );
    expect(onInvoices.filter((id) => id === late)).toHaveLength(1);
    const { lines, numbers } = await ledger();
    expect(lines.every((line) => line.n === 1)).toBe(true);
    expectGapFree(numbers);
  }, 120_000);

  it('a void racing a re-issue: the hours end on one live invoice', async () => {
    const admin = await createAdmin(t.app);
    const expert = await createFitExpert(t.app);
    const setup = await engagement(t.app, expert, 60);
    const sheet = await week(t.app, setup, expert, plusDays(firstMonday, 7));
    const [invoice] = issued(await issue(t.app, setup.client.token, setup.project.id));
    const [voided, rerun] = await Promise.all([
      api(t.app, 'POST', `/invoices/${invoice!.id}/void`, admin.token, { reason: 'Wrong rate' }),
      issue(t.app, setup.client.token, setup.project.id),
    ]);
    expect(voided.statusCode).toBe(200);
    const reissued = issued(rerun);
    // Whichever went first, a run afterwards settles it: the hours are on exactly one live invoice.
    const after = issued(await issue(t.app, setup.client.token, setup.project.id));
    expect([...reissued, ...after].flatMap((row) => row.lines.map((line) => line.timesheetId))).toEqual([sheet]);
    const { lines, numbers } = await ledger();
    expect(lines.every((line) => line.n === 1)).toBe(true);
    expectGapFree(numbers);
  }, 120_000);
});
