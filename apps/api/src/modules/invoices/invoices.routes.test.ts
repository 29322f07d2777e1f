import {
  formatMoney,
  InvoiceSchema,
  IssuedInvoicesSchema,
  SpendSchema,
  toMinor,
  type Invoice,
} from '@fractional/contract';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { createAdmin } from '../../../test/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createClient, createProject, type Account } from '../../../test/factories.js';
import {
  engagement,
  firstMonday,
  issue,
  lastMonth,
  splitHours,
  now,
  plusDays,
  thisMonth,
  week,
  type Engagement,
} from '../../../test/invoice-fixtures.js';
import { accept, api, createFitExpert, invite } from '../../../test/marketplace-fixtures.js';
import type { Expert } from '../../../test/matching-fixtures.js';
import { activityEvents, mailOutbox, squadMembers } from '../../db/schema/index.js';
import { periodInWords } from './document-text.js';
import { decimalText } from './invoice-ubl.js';
import { runMonthly } from './invoice-runs.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ mail: { pollMs: 3_600_000 } });
});
afterAll(async () => t.close());

const issueAs = (token: string, projectId: number, month = lastMonth) => issue(t.app, token, projectId, month);

describe('spend and invoices', () => {
  let expert: Expert;
  let admin: Account;
  let stranger: Account;
  let otherExpert: Expert;
  let setup: Engagement;
  let sheets: number[];

  beforeAll(async () => {
    [expert, otherExpert, admin, stranger] = await Promise.all([
      createFitExpert(t.app),
      createFitExpert(t.app),
      createAdmin(t.app),
      createClient(t.app),
    ]);
    setup = await engagement(t.app, expert, 100);
    sheets = [
      await week(t.app, setup, expert, firstMonday),
      await week(t.app, setup, expert, plusDays(firstMonday, 7)),
    ];
    // Submitted, not approved: counts in spend, never invoiced.
    await week(t.app, setup, expert, plusDays(firstMonday, 14), false);
  });

  it('tells the owner and an admin the spend and the forecast, nobody else', async () => {
    const response = await api(t.app, 'GET', `/projects/${setup.project.id}/spend`, setup.client.token);
    expect(response.statusCode, response.body).toBe(200);
    const spend = SpendSchema.parse(response.json());
    // 100 days joined = 14 whole weeks; lt-6-months = 3 × 52/12 = 13 weeks: none left.
    expect(spend).toMatchObject({
      currency: 'USD',
      budget: 50_000,
      approved: { hours: 80, amount: 8000 },
      submitted: { hours: 40, amount: 4000 },
      committedHoursPerWeek: 20,
      weeklyRunRate: 2000,
      weeksRemaining: 0,
      forecastTotal: 12_000,
      overBudget: false,
      byMember: [{ memberId: setup.memberId, expert: { profileId: expert.profileId }, hours: 80, amount: 8000 }],
      byWeek: [
        { weekStart: firstMonday, hours: 40, amount: 4000 },
        { weekStart: plusDays(firstMonday, 7), hours: 40, amount: 4000 },
      ],
    });
    expect((await api(t.app, 'GET', `/projects/${setup.project.id}/spend`, admin.token)).statusCode).toBe(200);
    for (const token of [stranger.token, expert.token, otherExpert.token])
      expect((await api(t.app, 'GET', `/projects/${setup.project.id}/spend`, token)).statusCode).toBe(404);
  });

  it('refuses a month not over and a malformed one (422), and strangers (404)', async () => {
    const notEnded = await issueAs(setup.client.token, setup.project.id, thisMonth);
    expect(notEnded.statusCode).toBe(422);
    expect(notEnded.json()).toMatchObject({ errors: { month: 'notEnded' } });
    expect((await issueAs(setup.client.token, setup.project.id, '2025-13')).json()).toMatchObject({
      errors: { month: 'invalidMonth' },
    });
    expect((await issueAs(stranger.token, setup.project.id)).statusCode).toBe(404);
    expect((await issueAs(expert.token, setup.project.id)).statusCode).toBe(404);
  });

  let invoice: Invoice;
  it('issues one invoice per member for the month, a week across two months split by day, once', async () => {
    const response = await issueAs(setup.client.token, setup.project.id);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = IssuedInvoicesSchema.parse(response.json());
    expect(data).toHaveLength(1);
    invoice = data[0]!;
    expect(invoice.number).toMatch(new RegExp(`^FR-${now.getUTCFullYear()}-\\d{6}$`));
    expect(invoice).toMatchObject({
      project: { id: setup.project.id, name: setup.project.name },
      expert: { profileId: expert.profileId },
      month: lastMonth,
      lines: [
        {
          timesheetId: sheets[0],
          weekStart: firstMonday,
          hours: splitHours,
          hourlyRate: 100,
          amount: splitHours * 100,
        },
        { timesheetId: sheets[1], weekStart: plusDays(firstMonday, 7), hours: 40, hourlyRate: 100, amount: 4000 },
      ].filter((line) => line.hours > 0),
      totalHours: splitHours + 40,
      totalAmount: (splitHours + 40) * 100,
      currency: 'USD',
      status: 'issued',
      paidAt: null,
    });
    expect(invoice.client.orgName.length).toBeGreaterThan(0);
    // A second run, and the monthly job, find nothing left.
    expect((await issueAs(admin.token, setup.project.id)).json()).toEqual({ data: [], skipped: [] });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, expert.email));
    expect(mails.filter((mail) => mail.subject.includes(invoice.number))).toHaveLength(1);
    const activity = await t.database.db
      .select({ type: activityEvents.type })
      .from(activityEvents)
      .where(eq(activityEvents.projectId, setup.project.id));
    expect(activity.map((row) => row.type)).toContain('invoice.issued');
  });

  it('shows it to both sides and admins, never to another client or expert', async () => {
    for (const token of [setup.client.token, expert.token, admin.token]) {
      const response = await api(t.app, 'GET', `/invoices/${invoice.id}`, token);
      expect(response.statusCode).toBe(200);
      expect(InvoiceSchema.parse(response.json())).toEqual(invoice);
    }
    for (const token of [stranger.token, otherExpert.token]) {
      expect((await api(t.app, 'GET', `/invoices/${invoice.id}`, token)).statusCode).toBe(404);
      expect((await api(t.app, 'GET', `/invoices/${invoice.id}/pdf`, token)).statusCode).toBe(404);
      expect((await api(t.app, 'GET', `/invoices/${invoice.id}/ubl`, token)).statusCode).toBe(404);
      expect((await api(t.app, 'GET', `/projects/${setup.project.id}/invoices`, token)).statusCode).toBe(404);
    }
    const own = (await api(t.app, 'GET', '/invoices', expert.token)).json<{ data: Invoice[] }>();
    expect(own.data.map((row) => row.id)).toEqual([invoice.id]);
    expect((await api(t.app, 'GET', '/invoices', otherExpert.token)).json()).toEqual({ data: [], hasNextPage: false });
    const list = (await api(t.app, 'GET', `/projects/${setup.project.id}/invoices`, setup.client.token)).json();
    expect(list).toEqual({ data: [invoice], hasNextPage: false });
  });

  it('renders the PDF with the number, the parties, the lines and the totals', async () => {
    const response = await api(t.app, 'GET', `/invoices/${invoice.id}/pdf`, expert.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('INVOICE');
    expect(text).toContain(invoice.number);
    expect(text).toContain(invoice.seller.legalName);
    expect(text).toContain(invoice.buyer.legalName);
    expect(text).toContain(periodInWords(invoice.servicePeriod.from, invoice.servicePeriod.to));
    expect(text).toContain(formatMoney(invoice.total, 'USD', { display: 'code' }));
    expect(text).not.toContain('PAID');
    // Dated at issue, not at rendering: the client's copy is the expert's, byte for byte.
    const clients = await api(t.app, 'GET', `/invoices/${invoice.id}/pdf`, setup.client.token);
    expect(clients.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('answers the UBL 2.1 e-invoice to both sides, the same invoice as the JSON', async () => {
    for (const token of [setup.client.token, expert.token, admin.token]) {
      const response = await api(t.app, 'GET', `/invoices/${invoice.id}/ubl`, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      // xmlbuilder2's DOM, read through the little of it this needs (the API's types have no DOM lib).
      type XmlElement = {
        localName: string;
        getElementsByTagName(name: string): ArrayLike<{ textContent: string | null }>;
      };
      const root = (create(response.body).node as unknown as { documentElement: XmlElement }).documentElement;
      expect(root.localName).toBe('Invoice');
      expect(root.getElementsByTagName('cbc:ID')[0]?.textContent).toBe(invoice.number);
      expect(root.getElementsByTagName('cbc:PayableAmount')[0]?.textContent).toBe(
        decimalText(toMinor(invoice.total, 'USD'), 'USD'),
      );
    }
  });

  it('is marked paid by the owner (not the expert), then voided by an admin, and its hours invoiced again', async () => {
    expect((await api(t.app, 'POST', `/invoices/${invoice.id}/paid`, expert.token)).statusCode).toBe(403);
    const paid = await api(t.app, 'POST', `/invoices/${invoice.id}/paid`, setup.client.token);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    expect((await api(t.app, 'POST', `/invoices/${invoice.id}/paid`, setup.client.token)).statusCode).toBe(409);
    expect(await pdfText((await api(t.app, 'GET', `/invoices/${invoice.id}/pdf`, expert.token)).rawPayload)).toContain(
      'PAID',
    );

    const reason = { reason: 'Wrong rate' };
    expect((await api(t.app, 'POST', `/invoices/${invoice.id}/void`, setup.client.token, reason)).statusCode).toBe(403);
    expect((await api(t.app, 'POST', `/invoices/${invoice.id}/void`, admin.token, {})).statusCode).toBe(422);
    const voided = await api(t.app, 'POST', `/invoices/${invoice.id}/void`, admin.token, reason);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ status: 'void' });
    expect((await api(t.app, 'POST', `/invoices/${invoice.id}/void`, admin.token, reason)).statusCode).toBe(409);

    const again = IssuedInvoicesSchema.parse((await issueAs(setup.client.token, setup.project.id)).json()).data;
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ totalHours: invoice.totalHours, status: 'issued' });
    expect(Number(again[0]!.number.slice(-6))).toBeGreaterThan(Number(invoice.number.slice(-6)));
  });

  it('the monthly job invoices every project’s last month once', async () => {
    const other = await engagement(t.app, otherExpert, 80);
    await week(t.app, other, otherExpert, plusDays(firstMonday, 7));
    const periodStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 2));
    expect(await runMonthly(t.app.deps, periodStart)).toBeGreaterThanOrEqual(1);
    expect(await runMonthly(t.app.deps, periodStart)).toBe(0);
    const own = (await api(t.app, 'GET', '/invoices', otherExpert.token)).json<{ data: Invoice[] }>();
    expect(own.data).toHaveLength(1);
    expect(own.data[0]).toMatchObject({ totalHours: 40, totalAmount: 3200, month: lastMonth });
  });
});

describe('invoice documents', () => {
  it('refuses the UBL e-invoice to anonymous callers (401) and of an invoice that does not exist (404)', async () => {
    const client = await createClient(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/invoices/1/ubl' })).statusCode).toBe(401);
    expect((await api(t.app, 'GET', '/invoices/999999/ubl', client.token)).statusCode).toBe(404);
  });
});

describe('spend while its timesheets change', () => {
  it('counts every approved hour once, at once after each change, whatever a read cached before', async () => {
    const expert = await createFitExpert(t.app);
    const setup = await engagement(t.app, expert, 100);
    const weeks = [0, 1, 2, 3, 4].map((index) => plusDays(firstMonday, 7 * index));
    const ids: number[] = [];
    for (const weekStart of weeks) ids.push(await week(t.app, setup, expert, weekStart, false));
    const read = async () => {
      const response = await api(t.app, 'GET', `/projects/${setup.project.id}/spend`, setup.client.token);
      expect(response.statusCode, response.body).toBe(200);
      return SpendSchema.parse(response.json());
    };
    expect(await read()).toMatchObject({
      approved: { hours: 0, amount: 0 },
      submitted: { hours: 200, amount: 20_000 },
    });
    // Approvals racing reads: each read shows each week once, approved or submitted, never both or none.
    const [decided, seen] = await Promise.all([
      Promise.all(ids.map((id) => api(t.app, 'POST', `/timesheets/${id}/approve`, setup.client.token))),
      Promise.all(ids.map(() => read())),
    ]);
    expect(decided.map((response) => response.statusCode)).toEqual(ids.map(() => 200));
    for (const spend of seen) {
      expect(spend.approved.hours + spend.submitted.hours).toBe(200);
      expect(spend.byWeek.reduce((sum, row) => sum + row.hours, 0)).toBe(spend.approved.hours);
    }
    expect(await read()).toMatchObject({
      approved: { hours: 200, amount: 20_000 },
      submitted: { hours: 0, amount: 0 },
      byWeek: weeks.map((weekStart) => ({ weekStart, hours: 40, amount: 4000 })),
    });
    // A rate changed by any writer (here straight in SQL) prices the hours anew on the next read.
    await t.database.db
      .update(squadMembers)
      .set({ hourlyRateMinor: 12_000 })
      .where(eq(squadMembers.id, setup.memberId));
    expect(await read()).toMatchObject({
      approved: { hours: 200, amount: 24_000 },
      byMember: [{ memberId: setup.memberId, hours: 200, amount: 24_000 }],
    });
  });
});

/** The text of a PDF's pages as PDF.js (through unpdf) extracts it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

describe('spend of a completed project', () => {
  it('forecasts no weeks left: the forecast is what was spent', async () => {
    const expert = await createFitExpert(t.app);
    const client = await createClient(t.app);
    // Joined today on a 6–11-month timeline: many weeks are left while it runs.
    const project = await createProject(t.app, client, {
      timeline: '6-11-months',
      isBudgetAllocated: true,
      budget: 50_000,
    });
    const invitation = await invite(t.app, client.token, project.id, { profileId: expert.profileId });
    await accept(t.app, expert.token, invitation.id, { hoursPerWeek: 10, hourlyRate: 100 });
    const read = async () =>
      SpendSchema.parse((await api(t.app, 'GET', `/projects/${project.id}/spend`, client.token)).json());
    const running = await read();
    expect(running.weeksRemaining).toBeGreaterThan(0);
    expect(running.forecastTotal).toBeGreaterThan(0);

    const done = await api(t.app, 'PATCH', `/projects/${project.id}`, client.token, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    const completed = await read();
    expect(completed).toMatchObject({ weeksRemaining: 0, weeklyRunRate: 0, committedHoursPerWeek: 0 });
    expect(completed.forecastTotal).toBe(completed.approved.amount + completed.submitted.amount);
  });
});
