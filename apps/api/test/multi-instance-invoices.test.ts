import { IssuedInvoicesSchema, InvoiceSchema, type Invitation, type LoginResult } from '@fractional/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, uniqueEmail } from './factories.js';
import { inviteExpert, signUp, signUpFitExpert, startTwoInstances, type TwoInstances } from './two-instances.js';

/**
 * The money story of docs/money.md end to end, over two real server processes on PostgreSQL: a
 * client in Paris budgets in EUR, an expert agrees EUR 150 an hour, a week is approved, and "Issue
 * now" pressed on both instances at once issues one invoice, which both sides then download as the
 * same PDF, UBL XML and CSV line from either instance; renaming the project, the people and the
 * parties afterwards changes none of them; voids racing on both instances give one credit note.
 * A second member whose expert has no billing details is skipped by each run and mailed about once.
 * Needs TEST_DATABASE_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const DAY_MS = 86_400_000;

const now = new Date();
const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
/** The first Monday on or after the 1st of last month: a week wholly inside it. */
const firstDay = Date.parse(`${month}-01T00:00:00Z`);
const weekStart = new Date(firstDay + ((8 - new Date(firstDay).getUTCDay()) % 7) * DAY_MS).toISOString().slice(0, 10);

/** A date as the PDF writes it: 29 December 2026. */
const inWords = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const CLIENT_PARTY = {
  legalName: 'Série B — Łódź SAS',
  addressLines: ['12 rue de Rivoli', '75004 Paris'],
  country: 'FR',
  taxId: 'FR40303265045',
  paymentTermsDays: 30,
};
const EXPERT_PARTY = {
  legalName: 'Łukasz Żółć',
  addressLines: ['ul. Piotrkowska 1', '90-001 Łódź'],
  country: 'PL',
  taxId: 'PL5260250995',
  paymentInstructions: 'IBAN PL61 1090 1014 0000 0712 1981 2874',
};

describe.runIf(databaseUrl)('invoices across two instances', () => {
  let two: TwoInstances;
  let client: LoginResult;
  let admin: LoginResult;
  let expert: Awaited<ReturnType<typeof signUpFitExpert>>;
  let unbilled: Awaited<ReturnType<typeof signUpFitExpert>>;
  let projectId: number;
  const memberIds: number[] = [];

  /** The bytes of a document (PDF, XML, CSV) as instance `on` serves it to `token`. */
  async function download(on: number, path: string, token: string): Promise<Buffer> {
    const response = await fetch(`${two.instances[on]!.baseUrl}/api/v1${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status, path).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }

  async function ok<T>(answer: Promise<{ status: number; text: string; json(): T }>, status = 200): Promise<T> {
    const settled = await answer;
    expect(settled.status, settled.text).toBe(status);
    return settled.json();
  }

  /** Joins the squad at `rate` euros an hour, backdated so last month's week is theirs; approves the week. */
  async function joinAndWork(member: { token: string; profileId: number }, rate: number) {
    const invitation = await inviteExpert(two, 0, client, projectId, member.profileId);
    const accepted = await ok(
      two.send<Invitation>(1, 'POST', `/invitations/${invitation.id}/accept`, member.token, {
        hoursPerWeek: 10,
        hourlyRate: rate,
      }),
    );
    const memberId = accepted.membership!.id;
    memberIds.push(memberId);
    await two.query(`update squad_members set joined_at = now() - interval '70 days' where id = $1`, [memberId]);
    const sheet = await ok(
      two.send<{ id: number }>(
        0,
        'PUT',
        `/projects/${projectId}/squad/${memberId}/timesheets/${weekStart}`,
        member.token,
        {
          hours: [8, 8, 8, 8, 8, 0, 0],
        },
      ),
      201,
    );
    await ok(two.send(1, 'POST', `/timesheets/${sheet.id}/submit`, member.token));
    await ok(two.send(0, 'POST', `/timesheets/${sheet.id}/approve`, client.token));
  }

  beforeAll(async () => {
    const ADMIN = { email: uniqueEmail('ops'), password: 'two-instances-admin-password' };
    two = await startTwoInstances({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    admin = await ok(two.send<LoginResult>(1, 'POST', '/auth/email/login', undefined, ADMIN));
    client = await signUp(
      two,
      0,
      buildClient({
        businessDetail: {
          orgName: 'Série B',
          industry: 'financial-services',
          segment: 'small-business',
          headQuarters: 'FR',
          teamSize: '11-50',
        },
      }),
    );
    expert = await signUpFitExpert(two, 1, 20, { firstName: 'Łukasz', lastName: 'Żółć' });
    unbilled = await signUpFitExpert(two, 0, 20, { firstName: 'Ελένη', lastName: 'Зоя' });
    await ok(two.send(1, 'PUT', '/billing-details', client.token, CLIENT_PARTY));
    await ok(two.send(0, 'PUT', '/billing-details', expert.token, EXPERT_PARTY));
    projectId = (
      await ok(
        two.send<{ id: number }>(0, 'POST', '/projects', client.token, {
          name: 'Série B — Łódź',
          overview: 'Raise a Series B in Europe',
          projectStage: 'planning',
          isBudgetAllocated: true,
          budget: 60_000,
          currency: 'EUR',
          timeline: '6-11-months',
          businessGoal: 'increase-market-share',
          expertiseGap: 'fundraising',
        }),
        201,
      )
    ).id;
    await joinAndWork(expert, 150);
    await joinAndWork(unbilled, 140);
  }, 180_000);
  afterAll(async () => two?.close());

  let invoiceId: number;
  let dueDate: string;
  let documents: { pdf: Buffer; ubl: Buffer; csvLine: string };

  it('issues one invoice when "Issue now" is pressed on both instances at once, and skips the member without billing details in each answer', async () => {
    const runs = await Promise.all(
      [0, 1].map((on) => two.send(on, 'POST', `/projects/${projectId}/invoices`, client.token, { month })),
    );
    const answers = runs.map((run) => {
      expect(run.status, run.text).toBe(201);
      return IssuedInvoicesSchema.parse(run.json());
    });
    const issued = answers.flatMap((answer) => answer.data);
    expect(issued).toHaveLength(1);
    for (const answer of answers)
      expect(answer.skipped).toEqual([{ memberId: memberIds[1], reason: 'expertBillingIncomplete' }]);

    const invoice = issued[0]!;
    invoiceId = invoice.id;
    dueDate = invoice.dueDate;
    expect(invoice).toMatchObject({
      currency: 'EUR',
      project: { id: projectId, name: 'Série B — Łódź' },
      seller: { legalName: 'Łukasz Żółć', taxId: 'PL5260250995', country: 'PL' },
      buyer: { legalName: 'Série B — Łódź SAS', taxId: 'FR40303265045', country: 'FR' },
      totalHours: 40,
      total: 6000,
    });
    expect(invoice.lines).toEqual([expect.objectContaining({ hours: 40, hourlyRate: 150, amount: 6000 })]);
    expect(Date.parse(invoice.dueDate) - Date.parse(invoice.issueDate)).toBe(30 * DAY_MS);

    // Each side is told once about the member left out, however many runs found them.
    const mails = await two.query<{ to: string }>(
      `select "to" from mail_outbox where subject like '%were not invoiced yet%' order by "to"`,
    );
    expect(mails.map((mail) => mail.to)).toEqual([client.user.email, unbilled.user.email].sort());
  }, 60_000);

  it('serves both sides the same PDF, UBL and CSV line from either instance, with both legal parties and the names as typed', async () => {
    const pdf = await download(0, `/invoices/${invoiceId}/pdf`, client.token);
    expect((await download(1, `/invoices/${invoiceId}/pdf`, expert.token)).equals(pdf)).toBe(true);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    for (const expected of [
      'Łukasz Żółć',
      'Série B — Łódź SAS',
      'Série B — Łódź',
      'FR40303265045',
      'PL5260250995',
      'Due date',
      'EUR 6,000.00',
      `Please pay EUR 6,000.00 by ${inWords(dueDate)}`,
    ])
      expect(text).toContain(expected);

    const ubl = await download(1, `/invoices/${invoiceId}/ubl`, client.token);
    expect((await download(0, `/invoices/${invoiceId}/ubl`, expert.token)).equals(ubl)).toBe(true);
    const xml = ubl.toString('utf8');
    expect(xml).toContain('<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>');
    for (const expected of ['Łukasz Żółć', 'Série B — Łódź SAS', 'FR40303265045', 'PL5260250995'])
      expect(xml).toContain(expected);

    const csvOf = async (on: number, token: string) => {
      const lines = (await download(on, '/invoices/export.csv', token)).toString('utf8').trim().split(/\r\n/);
      expect(lines).toHaveLength(2);
      return lines[1]!;
    };
    const csvLine = await csvOf(0, client.token);
    expect(await csvOf(1, expert.token)).toBe(csvLine);
    expect(csvLine).toContain('Łukasz Żółć');
    expect(csvLine).toContain('EUR');
    documents = { pdf, ubl, csvLine };
  }, 60_000);

  it('keeps every document as issued when the project, the people and both parties are renamed', async () => {
    await ok(two.send(0, 'PATCH', `/projects/${projectId}`, client.token, { name: 'Renamed project' }));
    await ok(
      two.send(1, 'PUT', '/billing-details', client.token, {
        ...CLIENT_PARTY,
        legalName: 'Other SAS',
        taxId: 'FR00000000000',
      }),
    );
    await ok(two.send(0, 'PUT', '/billing-details', expert.token, { ...EXPERT_PARTY, legalName: 'Lukasz Zolc' }));
    await two.query(`update users set first_name = 'Luke', last_name = 'Z' where id = $1`, [expert.user.id]);

    expect((await download(1, `/invoices/${invoiceId}/pdf`, client.token)).equals(documents.pdf)).toBe(true);
    expect((await download(0, `/invoices/${invoiceId}/ubl`, expert.token)).equals(documents.ubl)).toBe(true);
    const csv = (await download(1, '/invoices/export.csv', client.token)).toString('utf8').trim().split(/\r\n/);
    expect(csv[1]).toBe(documents.csvLine);
  }, 60_000);

  it('voids once when an admin voids on both instances at once: one credit note, CN-…-000001, cancelling the invoice', async () => {
    const voids = await Promise.all(
      [0, 1].map((on) => two.send(on, 'POST', `/invoices/${invoiceId}/void`, admin.token, { reason: 'Wrong month' })),
    );
    expect(voids.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const voided = InvoiceSchema.parse(voids.find((answer) => answer.status === 200)!.json());
    const year = new Date().getUTCFullYear();
    expect(voided.creditNote?.number).toBe(`CN-${year}-000001`);
    const note = await ok(
      two.send<{ total: number; invoice: { id: number } }>(
        1,
        'GET',
        `/credit-notes/${voided.creditNote!.id}`,
        expert.token,
      ),
    );
    expect(note).toMatchObject({ total: -6000, invoice: { id: invoiceId } });
    expect(await two.query(`select number from credit_notes`)).toEqual([{ number: `CN-${year}-000001` }]);
  }, 60_000);
});
