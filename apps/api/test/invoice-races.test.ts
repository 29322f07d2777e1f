import { IssuedInvoicesSchema, InvoiceSchema, type Invoice } from '@fractional/contract';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './admin-fixtures.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { engagement, firstMonday, issue, plusDays, week } from './invoice-fixtures.js';
import { mailOutbox } from '../src/db/schema/index.js';
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

/** The numbers of each year run 1, 2, 3… with no gap and no repeat (`FR-` invoices or `CN-` credit notes). */
function expectGapFree(numbers: string[], prefix = 'FR') {
  const byYear = new Map<string, number[]>();
  for (const number of numbers) {
    const [, year, serial] = new RegExp(`^${prefix}-(\\d{4})-(\\d{6})$`).exec(number)!;
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

  it('voids at once: one credit note per invoice, CN numbers gap-free, never a second for one invoice', async () => {
    const admin = await createAdmin(t.app);
    const invoices: Invoice[] = [];
    for (let index = 0; index < 3; index++) {
      const expert = await createFitExpert(t.app);
      const setup = await engagement(t.app, expert, 55);
      await week(t.app, setup, expert, plusDays(firstMonday, 7));
      invoices.push(...issued(await issue(t.app, setup.client.token, setup.project.id)));
    }
    // Each invoice voided twice at once, all six racing.
    const responses = await Promise.all(
      invoices.flatMap((invoice) =>
        [0, 1].map(() => api(t.app, 'POST', `/invoices/${invoice.id}/void`, admin.token, { reason: 'Duplicate' })),
      ),
    );
    for (let index = 0; index < invoices.length; index++)
      expect(
        responses
          .slice(index * 2, index * 2 + 2)
          .map((response) => response.statusCode)
          .sort(),
      ).toEqual([200, 409]);
    const notes = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => InvoiceSchema.parse(response.json()).creditNote!);
    expect(new Set(notes.map((note) => note.id)).size).toBe(invoices.length);
    const { rows } = (await t.database.db.execute<{ number: string; invoice_id: number }>(
      sql`select number, invoice_id from credit_notes order by number`,
    )) as { rows: Array<{ number: string; invoice_id: number }> };
    // Each voided invoice has exactly one (the earlier test's void has its own); every note is one invoice's.
    const ours = rows.filter((row) => invoices.some((invoice) => invoice.id === row.invoice_id));
    expect(ours.map((row) => row.invoice_id).sort()).toEqual(invoices.map((invoice) => invoice.id).sort());
    expect(new Set(rows.map((row) => row.invoice_id)).size).toBe(rows.length);
    expectGapFree(
      rows.map((row) => row.number),
      'CN',
    );
  }, 120_000);

  it('runs at once over a member left out: listed by each, mailed about once per side', async () => {
    const expert = await createFitExpert(t.app);
    const setup = await engagement(t.app, expert, 65, 50_000, false);
    await week(t.app, setup, expert, plusDays(firstMonday, 7));
    const runs = await Promise.all([0, 1, 2, 3].map(() => issue(t.app, setup.client.token, setup.project.id)));
    for (const run of runs) {
      expect(run.statusCode, run.body).toBe(201);
      expect(IssuedInvoicesSchema.parse(run.json())).toEqual({
        data: [],
        skipped: [
          { memberId: setup.memberId, reason: 'expertBillingIncomplete' },
          { memberId: setup.memberId, reason: 'clientBillingIncomplete' },
        ],
      });
    }
    const mails = (
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.to, [setup.client.email, expert.email]))
    ).filter((mail) => mail.subject.includes('were not invoiced yet'));
    expect(mails.map((mail) => mail.to).sort()).toEqual([setup.client.email, expert.email].sort());
  }, 120_000);
});
