import { CreditNoteSchema, InvoiceSchema, IssuedInvoicesSchema, type Invoice } from '@fractional/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createClient, type Account } from '../../../test/factories.js';
import {
  billingFor,
  engagement,
  firstDay,
  firstMonday,
  issue,
  lastMonth,
  splitHours,
  plusDays,
  week,
  type Engagement,
} from '../../../test/invoice-fixtures.js';
import { api, createFitExpert } from '../../../test/marketplace-fixtures.js';
import type { Expert } from '../../../test/matching-fixtures.js';
import { businessDetails, mailOutbox, projects, squadMembers, users } from '../../db/schema/index.js';

/** Invoices as snapshots, skipped members, credit notes and the CSV exports (docs/money.md). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ mail: { pollMs: 3_600_000 } });
});
afterAll(async () => t.close());

const issued = async (token: string, projectId: number) => {
  const response = await issue(t.app, token, projectId);
  expect(response.statusCode, response.body).toBe(201);
  return IssuedInvoicesSchema.parse(response.json());
};
const read = async (token: string, id: number) => {
  const response = await api(t.app, 'GET', `/invoices/${id}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return InvoiceSchema.parse(response.json());
};
/** The "not invoiced yet" mails to these addresses. */
const skipMailsTo = async (emails: string[]) =>
  (await t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails))).filter((mail) =>
    mail.subject.includes('were not invoiced yet'),
  );

describe('an invoice is a snapshot taken at issue', () => {
  let expert: Expert;
  let setup: Engagement;
  let invoice: Invoice;
  const endedOn = `${lastMonth}-20`;

  beforeAll(async () => {
    expert = await createFitExpert(t.app);
    setup = await engagement(t.app, expert, 150);
    await t.database.db.update(projects).set({ currency: 'EUR' }).where(eq(projects.id, setup.project.id));
    await billingFor(t.app, expert.user.id, {
      legalName: 'Émilie Durand Conseil',
      taxRateBasisPoints: 2000,
      taxNote: 'TVA 20 %',
      paymentInstructions: 'IBAN FR76 0000',
    });
    await billingFor(t.app, setup.client.user.id, { legalName: 'Acme SA', paymentTermsDays: 14 });
    await week(t.app, setup, expert, firstMonday);
    await week(t.app, setup, expert, plusDays(firstMonday, 7));
    // The membership ended on the 20th: the service period stops there.
    await t.database.db
      .update(squadMembers)
      .set({ status: 'ended', endedAt: new Date(`${endedOn}T12:00:00Z`) })
      .where(eq(squadMembers.id, setup.memberId));
  });

  it('holds the parties, dates, service period, priced lines, tax and total', async () => {
    const { data, skipped } = await issued(setup.client.token, setup.project.id);
    expect(skipped).toEqual([]);
    expect(data).toHaveLength(1);
    invoice = data[0]!;
    const hours = splitHours + 40;
    const issueDate = new Date().toISOString().slice(0, 10);
    expect(invoice).toMatchObject({
      seller: {
        legalName: 'Émilie Durand Conseil',
        addressLines: ['1 Main Street', '8001 Zürich'],
        country: 'CH',
        taxId: `CHE-${expert.user.id}`,
      },
      buyer: { legalName: 'Acme SA', country: 'CH' },
      project: { id: setup.project.id, name: setup.project.name },
      issueDate,
      dueDate: plusDays(issueDate, 14),
      servicePeriod: { from: firstDay, to: endedOn },
      totalHours: hours,
      subtotal: hours * 150,
      taxRatePct: 20,
      taxAmount: hours * 30,
      total: hours * 180,
      totalAmount: hours * 180,
      currency: 'EUR',
      taxNote: 'TVA 20 %',
      paymentInstructions: 'IBAN FR76 0000',
      creditNote: null,
      voidedAt: null,
    });
    const second = invoice.lines.at(-1)!;
    expect(second).toMatchObject({
      weekStart: plusDays(firstMonday, 7),
      from: plusDays(firstMonday, 7),
      to: plusDays(firstMonday, 13),
      hours: 40,
      hourlyRate: 150,
      amount: 6000,
    });
    expect(second.description).toBe(
      `${setup.project.name}, ${describeDays(second.from, second.to)}: 40 h × EUR 150.00`,
    );
    // The first line starts on the 1st when the week began in the month before.
    expect(invoice.lines[0]!.from).toBe(firstMonday < firstDay ? firstDay : firstMonday);
  });

  it('shows nothing changed afterwards: project, organisation, names, address, rate', async () => {
    const pdf = await api(t.app, 'GET', `/invoices/${invoice.id}/pdf`, setup.client.token);
    expect(pdf.statusCode).toBe(200);
    const renamed = await api(t.app, 'PATCH', `/projects/${setup.project.id}`, setup.client.token, {
      name: 'A new name',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await t.database.db
      .update(businessDetails)
      .set({ orgName: 'Renamed Org' })
      .where(eq(businessDetails.userId, setup.client.user.id));
    await t.database.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, expert.user.id));
    await billingFor(t.app, expert.user.id, {
      legalName: 'Another Legal Name',
      addressLines: ['Elsewhere 2'],
      taxRateBasisPoints: 0,
    });
    await billingFor(t.app, setup.client.user.id, { legalName: 'Acme Renamed', paymentTermsDays: 60 });
    await t.database.db
      .update(squadMembers)
      .set({ hourlyRateMinor: 99_900 })
      .where(eq(squadMembers.id, setup.memberId));
    await t.database.db.update(projects).set({ currency: 'GBP' }).where(eq(projects.id, setup.project.id));
    for (const token of [setup.client.token, expert.token]) expect(await read(token, invoice.id)).toEqual(invoice);
    // The same bytes every time, whatever changed since.
    const again = await api(t.app, 'GET', `/invoices/${invoice.id}/pdf`, expert.token);
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
  });
});

/** "29 Sep – 5 Oct 2026" as the line description writes it. */
function describeDays(from: string, to: string): string {
  const format = (date: string, withYear: boolean) =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  return `${format(from, from.slice(0, 4) !== to.slice(0, 4))} – ${format(to, true)}`;
}

describe('members left out of a run', () => {
  it('lists them with why, leaves their hours uninvoiced and mails each side once per month and reason', async () => {
    const expert = await createFitExpert(t.app);
    const setup = await engagement(t.app, expert, 90, 50_000, false);
    await week(t.app, setup, expert, plusDays(firstMonday, 7));
    const emails = [setup.client.email, expert.email];

    const first = await issued(setup.client.token, setup.project.id);
    expect(first).toEqual({
      data: [],
      skipped: [
        { memberId: setup.memberId, reason: 'expertBillingIncomplete' },
        { memberId: setup.memberId, reason: 'clientBillingIncomplete' },
      ],
    });
    const mails = await skipMailsTo(emails);
    expect(mails).toHaveLength(2);
    expect(mails.find((mail) => mail.to === expert.email)!.text).toContain('Your billing details are missing');
    expect(mails.find((mail) => mail.to === setup.client.email)!.text).toContain('Your billing details are missing');

    // Pressed again: the same members are listed, nobody is mailed twice.
    expect((await issued(setup.client.token, setup.project.id)).skipped).toHaveLength(2);
    expect(await skipMailsTo(emails)).toHaveLength(2);

    // The expert completes theirs; the rate is lost (older data): a new reason, one new mail per side.
    await billingFor(t.app, expert.user.id);
    await t.database.db.update(squadMembers).set({ hourlyRateMinor: null }).where(eq(squadMembers.id, setup.memberId));
    expect((await issued(setup.client.token, setup.project.id)).skipped).toEqual([
      { memberId: setup.memberId, reason: 'rateNotAgreed' },
      { memberId: setup.memberId, reason: 'clientBillingIncomplete' },
    ]);
    const after = await skipMailsTo(emails);
    expect(after).toHaveLength(4);
    expect(after.filter((mail) => mail.text.includes('No hourly rate is agreed'))).toHaveLength(2);

    // All complete: the hours that waited are invoiced.
    await billingFor(t.app, setup.client.user.id);
    await t.database.db.update(squadMembers).set({ hourlyRateMinor: 9_000 }).where(eq(squadMembers.id, setup.memberId));
    const last = await issued(setup.client.token, setup.project.id);
    expect(last.skipped).toEqual([]);
    expect(last.data).toHaveLength(1);
    expect(last.data[0]).toMatchObject({ totalHours: 40, total: 3600 });
  });
});

describe('void = credit note', () => {
  let expert: Expert;
  let otherExpert: Expert;
  let admin: Account;
  let stranger: Account;
  let setup: Engagement;

  beforeAll(async () => {
    [expert, otherExpert, admin, stranger] = await Promise.all([
      createFitExpert(t.app),
      createFitExpert(t.app),
      createAdmin(t.app),
      createClient(t.app),
    ]);
    setup = await engagement(t.app, expert, 75);
    await billingFor(t.app, expert.user.id, { taxRateBasisPoints: 810 });
    await week(t.app, setup, expert, plusDays(firstMonday, 7));
  });

  it('voids with a CN-numbered credit note of the same lines negated, shown to whom sees the invoice', async () => {
    const [invoice] = (await issued(setup.client.token, setup.project.id)).data;
    const voided = await api(t.app, 'POST', `/invoices/${invoice!.id}/void`, admin.token, { reason: 'Wrong rate' });
    expect(voided.statusCode, voided.body).toBe(200);
    const body = InvoiceSchema.parse(voided.json());
    expect(body).toMatchObject({ status: 'void', voidedAt: expect.any(String) });
    expect(body.creditNote?.number).toMatch(new RegExp(`^CN-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(await read(setup.client.token, invoice!.id)).toEqual(body);

    const path = `/credit-notes/${body.creditNote!.id}`;
    for (const token of [setup.client.token, expert.token, admin.token]) {
      const response = await api(t.app, 'GET', path, token);
      expect(response.statusCode, response.body).toBe(200);
      const note = CreditNoteSchema.parse(response.json());
      expect(note).toMatchObject({
        number: body.creditNote!.number,
        invoice: { id: invoice!.id, number: invoice!.number },
        reason: 'Wrong rate',
        seller: invoice!.seller,
        buyer: invoice!.buyer,
        servicePeriod: invoice!.servicePeriod,
        totalHours: -invoice!.totalHours,
        subtotal: -invoice!.subtotal,
        taxRatePct: 8.1,
        taxAmount: -invoice!.taxAmount,
        total: -invoice!.total,
        currency: invoice!.currency,
      });
      expect(note.lines).toEqual(invoice!.lines.map((line) => ({ ...line, hours: -line.hours, amount: -line.amount })));
    }
    for (const token of [stranger.token, otherExpert.token])
      expect((await api(t.app, 'GET', path, token)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', '/credit-notes/999999', admin.token)).statusCode).toBe(404);
    // Its documents: a PDF (the same bytes each time) and a UBL CreditNote (381) naming the invoice it credits.
    const pdf = await api(t.app, 'GET', `${path}/pdf`, expert.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals((await api(t.app, 'GET', `${path}/pdf`, setup.client.token)).rawPayload)).toBe(true);
    const ubl = await api(t.app, 'GET', `${path}/ubl`, setup.client.token);
    expect(ubl.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(ubl.body).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(ubl.body).toContain(`<cbc:ID>${invoice!.number}</cbc:ID>`);
    for (const suffix of ['pdf', 'ubl'])
      expect((await api(t.app, 'GET', `${path}/${suffix}`, stranger.token)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', path)).statusCode).toBe(401);

    // Its hours are invoiced again, on a new invoice.
    const again = (await issued(setup.client.token, setup.project.id)).data;
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ totalHours: invoice!.totalHours, total: invoice!.total, creditNote: null });
  });
});

describe('CSV exports', () => {
  it('writes invoices RFC 4180 with formulas made inert, to each caller their own', async () => {
    const expert = await createFitExpert(t.app);
    const setup = await engagement(t.app, expert, 100);
    await billingFor(t.app, expert.user.id, { legalName: '=HYPERLINK("x")' });
    await billingFor(t.app, setup.client.user.id, { legalName: 'Quote "Co", Ltd\nBranch' });
    await week(t.app, setup, expert, plusDays(firstMonday, 7));
    const [invoice] = (await issued(setup.client.token, setup.project.id)).data;
    const admin = await createAdmin(t.app);
    const stranger = await createClient(t.app);

    const response = await api(t.app, 'GET', `/invoices/export.csv?from=${invoice!.issueDate}`, setup.client.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const header = 'number,issue_date,due_date,seller,buyer,currency,subtotal,tax,total,status,paid_at';
    expect(response.body).toBe(
      `${header}\r\n${invoice!.number},${invoice!.issueDate},${invoice!.dueDate},` +
        `"'=HYPERLINK(""x"")","Quote ""Co"", Ltd\nBranch",USD,4000.00,0.00,4000.00,issued,\r\n`,
    );
    const expertCsv = (await api(t.app, 'GET', '/invoices/export.csv', expert.token)).body;
    expect(expertCsv).toContain(invoice!.number);
    expect((await api(t.app, 'GET', '/invoices/export.csv', admin.token)).body).toContain(invoice!.number);
    expect((await api(t.app, 'GET', '/invoices/export.csv', stranger.token)).body).toBe(`${header}\r\n`);
    // Out of range: header only; a malformed date is 422 naming it; anonymous 401.
    const before = await api(
      t.app,
      'GET',
      `/invoices/export.csv?to=${plusDays(invoice!.issueDate, -1)}`,
      setup.client.token,
    );
    expect(before.body).toBe(`${header}\r\n`);
    const bad = await api(t.app, 'GET', '/invoices/export.csv?from=2026-13-01', setup.client.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { from: expect.any(String) } });
    expect((await api(t.app, 'GET', '/invoices/export.csv')).statusCode).toBe(401);
  });

  it('writes timesheets with the filters of GET /timesheets, one row each', async () => {
    const expert = await createFitExpert(t.app);
    const setup = await engagement(t.app, expert, 100);
    const first = await week(t.app, setup, expert, plusDays(firstMonday, 7));
    const second = await week(t.app, setup, expert, plusDays(firstMonday, 14), false);
    await t.database.db.update(users).set({ firstName: '@Mallory' }).where(eq(users.id, expert.user.id));
    const csv = async (query: string, token = setup.client.token) => {
      const response = await api(t.app, 'GET', `/timesheets/export.csv?${query}`, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      return response.body.split('\r\n').filter(Boolean);
    };
    const all = await csv(`projectId=${setup.project.id}`);
    expect(all[0]).toBe('id,project_id,project,member_id,expert,week_start,hours,status,submitted_at,decided_at,note');
    expect(all.slice(1).map((row) => Number(row.split(',')[0]))).toEqual([second, first]);
    expect(all[1]).toContain(`,'@Mallory`);
    const approved = await csv(`projectId=${setup.project.id}&status=approved`);
    expect(approved.slice(1).map((row) => Number(row.split(',')[0]))).toEqual([first]);
    expect(await csv(`projectId=${setup.project.id}`, (await createClient(t.app)).token)).toHaveLength(1);
    expect((await csv(`projectId=${setup.project.id}`, expert.token)).length).toBe(3);
  });
});
