import { addDays, addMonths, DAY_MS, isoMonth, mondayOf, type SquadPage } from '@fractional/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.js';
import { billingDetails, creditNotes, invoices, squadMembers } from '../src/db/schema/index.js';
import { negateSnapshot, type InvoiceSnapshot } from '../src/modules/invoices/invoice-snapshot.js';
import { createClient, createProject } from './factories.js';
import { accept, api, invite } from './marketplace-fixtures.js';
import type { Expert } from './matching-fixtures.js';

export const plusDays = addDays;
export const now = new Date();
/** The month before this one, its first day, and the Monday of the week holding that day. */
export const lastMonth = addMonths(isoMonth(now), -1);
export const thisMonth = isoMonth(now);
export const firstDay = `${lastMonth}-01`;
export const firstMonday = mondayOf(firstDay);
export const FULL_WEEK = [8, 8, 8, 8, 8, 0, 0];
/** The hours of `FULL_WEEK` starting `firstMonday` that fall on days of last month (the rest are this week's other month). */
export const splitHours = FULL_WEEK.reduce(
  (sum, hours, index) => sum + (plusDays(firstMonday, index) >= firstDay ? hours : 0),
  0,
);

export type Engagement = Awaited<ReturnType<typeof engagement>>;

/**
 * Stores billing details for `userId` straight in the database (docs/money.md#billing-details): what
 * `PUT /billing-details` writes, so invoices can be issued to and from that account.
 */
export async function billingFor(
  app: FastifyInstance,
  userId: number,
  overrides: Partial<typeof billingDetails.$inferInsert> = {},
): Promise<void> {
  const row = {
    legalName: `Legal ${userId} Ltd`,
    addressLines: ['1 Main Street', '8001 Zürich'],
    country: 'CH',
    taxId: `CHE-${userId}`,
    ...overrides,
  };
  await app.deps.database.db
    .insert(billingDetails)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: billingDetails.userId, set: row });
}

/**
 * A new client's project (lt-6-months, budget) with `expert` in its squad at `rate`, 20 h a week,
 * joined 100 days ago; both sides have billing details unless `billing` is false.
 */
export async function engagement(app: FastifyInstance, expert: Expert, rate: number, budget = 50_000, billing = true) {
  const client = await createClient(app);
  if (billing) await Promise.all([billingFor(app, client.user.id), billingFor(app, expert.user.id)]);
  const project = await createProject(app, client, { timeline: 'lt-6-months', isBudgetAllocated: true, budget });
  const invitation = await invite(app, client.token, project.id, { profileId: expert.profileId });
  await accept(app, expert.token, invitation.id, { hoursPerWeek: 20, hourlyRate: rate });
  const squad = (await api(app, 'GET', `/projects/${project.id}/squad`, client.token)).json<SquadPage>();
  const member = squad.data.find((row) => row.expert.profileId === expert.profileId)!;
  await app.deps.database.db
    .update(squadMembers)
    .set({ joinedAt: new Date(Date.now() - 100 * DAY_MS) })
    .where(eq(squadMembers.id, member.id));
  return { client, project, memberId: member.id };
}

/** Logs and submits a week, and approves it unless `approve` is false; returns the timesheet id. */
export async function week(app: FastifyInstance, setup: Engagement, expert: Expert, weekStart: string, approve = true) {
  const put = await api(
    app,
    'PUT',
    `/projects/${setup.project.id}/squad/${setup.memberId}/timesheets/${weekStart}`,
    expert.token,
    { hours: FULL_WEEK },
  );
  expect(put.statusCode, put.body).toBe(201);
  const id = put.json<{ id: number }>().id;
  expect((await api(app, 'POST', `/timesheets/${id}/submit`, expert.token)).statusCode).toBe(200);
  if (approve) expect((await api(app, 'POST', `/timesheets/${id}/approve`, setup.client.token)).statusCode).toBe(200);
  return id;
}

export const issue = (app: FastifyInstance, token: string, projectId: number, month = lastMonth) =>
  api(app, 'POST', `/projects/${projectId}/invoices`, token, { month });

/** An invoice row written directly (the authorization matrices need one id, not a run): a minimal snapshot. */
export async function insertInvoice(
  db: Database,
  row: { number: string; projectId: number; memberId: number; expertProfileId: number; orgName: string },
): Promise<number> {
  const party = { legalName: row.orgName, addressLines: [], country: 'CH', taxId: null };
  const snapshot: InvoiceSnapshot = {
    seller: party,
    buyer: party,
    project: { id: row.projectId, name: 'Project' },
    client: { orgName: row.orgName },
    expert: { profileId: row.expertProfileId, firstName: null, lastName: null },
    month: lastMonth,
    issueDate: firstDay,
    dueDate: plusDays(firstDay, 30),
    servicePeriod: { from: firstDay, to: firstDay },
    lines: [],
    totalHours: 0,
    subtotalMinor: 0,
    taxRateBasisPoints: 0,
    taxMinor: 0,
    totalMinor: 0,
    currency: 'USD',
    taxNote: null,
    paymentInstructions: null,
  };
  const [inserted] = await db
    .insert(invoices)
    .values({ number: row.number, projectId: row.projectId, memberId: row.memberId, month: lastMonth, snapshot })
    .returning({ id: invoices.id });
  return inserted!.id;
}

/** A credit note of an invoice written directly (the authorization matrices): its snapshot negated. */
export async function insertCreditNote(db: Database, invoiceId: number, number: string): Promise<number> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const snapshot = negateSnapshot(invoice!.snapshot, {
    invoice: { id: invoiceId, number: invoice!.number },
    reason: 'Matrix',
    issueDate: firstDay,
  });
  const [inserted] = await db
    .insert(creditNotes)
    .values({ number, invoiceId, snapshot })
    .returning({ id: creditNotes.id });
  return inserted!.id;
}
