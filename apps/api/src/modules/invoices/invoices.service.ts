import {
  ErrorKeys,
  fromMinor,
  hasMinorDigits,
  Timelines,
  toMinor,
  type Currency,
  webPaths,
  type CreditNote,
  type IssuedInvoices,
  type Invoice,
  type InvoicePage,
  type InvoiceQuery,
  type Spend,
  type Timeline,
} from '@fractional/contract';
import type { ScheduleDefinition } from '../../background/scheduler.js';
import type { Database } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthState } from '../../lib/access.js';
import { withTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { webUrl } from '../../lib/web-url.js';
import { invoicePaidMail } from '../../mail/invoice-templates.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { withLiveTransaction } from '../live/live-writer.js';
import { TIMELINE_MONTHS, WEEKS_PER_MONTH } from '../matching/matching.weights.js';
import { recordActivity } from '../messaging/activity.service.js';
import { issueInvoices, monthDays } from './invoice-issuing.js';
import { negateSnapshot, toCreditNote, toLine } from './invoice-snapshot.js';
import { accessOf, NOT_FOUND, projectOf } from './access.js';
import * as repo from './invoices.repository.js';

type Deps = Pick<AppDeps, 'database' | 'live' | 'config' | 'background'>;

const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';
/**
 * Projects invoiced per transaction by the monthly job (about 100 invoices). A batch's lines, mail
 * bodies and events are held to its commit; 100 projects a batch held ~90 MiB more at the peak
 * (docs/benchmarks.md#spend-and-invoices).
 */
const JOB_PROJECT_BATCH = 10;
const DAY_MS = 86_400_000;

/** `minor × hundredths / 100`, rounded half-up once, in integers (the forecast's weeks have 2 decimals). */
function timesHundredthsHalfUp(minor: number, hundredths: number): number {
  return Number((BigInt(minor) * BigInt(hundredths) * 2n + 100n) / 200n);
}

/**
 * The project's spend groups at its spend revision or newer: cached per instance while the revision
 * holds (the revision is read first, with the project, so a change committed since moves it on and
 * the next request aggregates again; docs/engagements.md#spend).
 */
async function spendGroupsAt(
  deps: Pick<AppDeps, 'database' | 'spendGroups'>,
  projectId: number,
  revision: number,
): Promise<repo.SpendGroup[]> {
  const body = await deps.spendGroups.get(String(projectId), revision, async () =>
    JSON.stringify(await repo.spendGroups(deps.database.db, projectId)),
  );
  return JSON.parse(body) as repo.SpendGroup[];
}

/** `GET /projects/{id}/spend` (owner, admin). */
export async function spend(
  deps: Pick<AppDeps, 'database' | 'spendGroups'>,
  caller: AuthState,
  projectId: number,
): Promise<Spend> {
  const { db } = deps.database;
  const project = await projectOf(db, caller, projectId);
  const [members, groups] = await Promise.all([
    repo.squadOf(db, projectId),
    spendGroupsAt(deps, projectId, project.spendRevision),
  ]);
  const currency = project.currency as Currency;
  const major = (minor: number) => fromMinor(minor, currency);
  const total = (status: 'approved' | 'submitted') => {
    const group = groups.find((row) => row.status === status && row.memberId === null && row.weekStart === null);
    return { hours: group?.hours ?? 0, amountMinor: group?.amountMinor ?? 0, unpricedHours: group?.unpricedHours ?? 0 };
  };
  const approved = total('approved');
  const submitted = total('submitted');
  const memberGroups = groups.filter((row) => row.status === 'approved' && row.memberId !== null);
  const experts = new Map(members.map((row) => [row.memberId, row]));
  const timelineWeeks = Timelines.values.includes(project.timeline as Timeline)
    ? TIMELINE_MONTHS[project.timeline as Timeline] * WEEKS_PER_MONTH
    : 0;
  // The squad formed at its first member's joinedAt; the run rate and committed hours are the active members'.
  const formedOn = members.reduce<string | null>(
    (first, row) => (first && first < row.joinedOn ? first : row.joinedOn),
    null,
  );
  const active = members.filter((row) => row.status === 'active');
  const weeksSinceFormed =
    formedOn === null
      ? 0
      : Math.floor((Date.parse(`${members[0]!.today}T00:00:00Z`) - Date.parse(`${formedOn}T00:00:00Z`)) / (7 * DAY_MS));
  // A completed project has no weeks left: its forecast is what was spent (docs/engagements.md#spend).
  const weeksRemaining =
    project.status === 'completed' ? 0 : Math.max(0, Math.round((timelineWeeks - weeksSinceFormed) * 100) / 100);
  // Integers throughout (docs/money.md#exact-amounts): the run rate at each member's rate in force today.
  const runRateMinor = active.reduce((sum, row) => sum + row.hoursPerWeek * (row.rateMinor ?? 0), 0);
  const forecastMinor =
    approved.amountMinor +
    submitted.amountMinor +
    timesHundredthsHalfUp(runRateMinor, Math.round(weeksRemaining * 100));
  const budgetMinor =
    project.budget !== null && hasMinorDigits(project.budget, currency) ? toMinor(project.budget, currency) : null;
  return {
    currency,
    budget: project.budget,
    approved: { hours: approved.hours, amount: major(approved.amountMinor) },
    submitted: { hours: submitted.hours, amount: major(submitted.amountMinor) },
    unpriced: { hours: approved.unpricedHours + submitted.unpricedHours },
    committedHoursPerWeek: active.reduce((sum, row) => sum + row.hoursPerWeek, 0),
    weeklyRunRate: major(runRateMinor),
    weeksRemaining,
    forecastTotal: major(forecastMinor),
    overBudget: budgetMinor !== null && forecastMinor > budgetMinor,
    byMember: memberGroups
      .map((row) => {
        const expert = experts.get(row.memberId!);
        return {
          memberId: row.memberId!,
          expert: {
            profileId: expert?.profileId ?? 0,
            firstName: expert?.firstName ?? null,
            lastName: expert?.lastName ?? null,
          },
          hours: row.hours,
          amount: major(row.amountMinor),
        };
      })
      .sort((a, b) => b.amount - a.amount || a.memberId - b.memberId),
    byWeek: groups
      .filter((row) => row.status === 'approved' && row.weekStart !== null)
      .map((row) => ({ weekStart: row.weekStart!, hours: row.hours, amount: major(row.amountMinor) }))
      .sort((a, b) => a.weekStart.localeCompare(b.weekStart)),
  };
}

/**
 * The invoice as docs/api.md#spend-and-invoices shows it (the same to both sides): its snapshot, in
 * major units, with its status and credit note. Nothing else is read, so nothing changed since shows.
 */
export function toInvoice(view: repo.InvoiceView): Invoice {
  const { invoice, creditNote } = view;
  const { snapshot } = invoice;
  const { currency } = snapshot;
  const money = (minor: number) => fromMinor(minor, currency);
  return {
    id: invoice.id,
    number: invoice.number,
    project: snapshot.project,
    client: snapshot.client,
    expert: snapshot.expert,
    seller: snapshot.seller,
    buyer: snapshot.buyer,
    month: snapshot.month,
    issueDate: snapshot.issueDate,
    dueDate: snapshot.dueDate,
    servicePeriod: snapshot.servicePeriod,
    lines: snapshot.lines.map((line) => toLine(line, currency)),
    totalHours: snapshot.totalHours,
    subtotal: money(snapshot.subtotalMinor),
    taxRatePct: snapshot.taxRateBasisPoints / 100,
    taxAmount: money(snapshot.taxMinor),
    total: money(snapshot.totalMinor),
    totalAmount: money(snapshot.totalMinor),
    currency,
    taxNote: snapshot.taxNote,
    paymentInstructions: snapshot.paymentInstructions,
    status: invoice.status,
    issuedAt: invoice.issuedAt.toISOString(),
    paidAt: invoice.paidAt?.toISOString() ?? null,
    voidedAt: invoice.voidedAt?.toISOString() ?? null,
    creditNote: creditNote ? { id: creditNote.id, number: creditNote.number } : null,
  };
}

async function invoicesOf(db: Database, ids: number[]): Promise<Invoice[]> {
  return (await repo.invoicesByIds(db, ids)).map(toInvoice);
}

/**
 * `POST /projects/{id}/invoices {month}` (owner, admin): the month's invoices not issued yet, and the
 * members left out with why (docs/money.md#invoices).
 */
export async function issueForProject(
  deps: Deps,
  caller: AuthState,
  projectId: number,
  month: string,
): Promise<IssuedInvoices> {
  const { db } = deps.database;
  await projectOf(db, caller, projectId);
  if (month >= new Date().toISOString().slice(0, 7)) throw AppError.validation({ month: ErrorKeys.notEnded });
  const { ids, skipped } = await withLiveTransaction(db, deps.live, (live) =>
    issueInvoices(deps, live, [projectId], month, caller.userId),
  );
  deps.background.kick();
  return { data: await invoicesOf(db, ids), skipped };
}

/**
 * The `invoices.monthly` schedule (the 1st of each month): the month before `periodStart` is invoiced
 * for every project, `JOB_PROJECT_BATCH` projects per transaction. Idempotent: hours on a live invoice
 * are never picked again, so a run repeated after a crash issues only what is missing.
 */
export async function runMonthly(deps: Deps, periodStart: Date): Promise<number> {
  const start = new Date(Date.UTC(periodStart.getUTCFullYear(), periodStart.getUTCMonth() - 1, 1));
  const month = start.toISOString().slice(0, 7);
  const { first, last } = monthDays(month);
  const projectIds = await repo.projectsToInvoice(deps.database.db, first, last);
  let issued = 0;
  for (let from = 0; from < projectIds.length; from += JOB_PROJECT_BATCH) {
    const batch = projectIds.slice(from, from + JOB_PROJECT_BATCH);
    const { ids } = await withLiveTransaction(deps.database.db, deps.live, (live) =>
      issueInvoices(deps, live, batch, month, null),
    );
    issued += ids.length;
  }
  deps.background.kick();
  return issued;
}

/** The monthly run's lease: another instance takes the period over only after this long (ADR 0016). */
export const MONTHLY_RUN_LEASE_MS = 30 * 60_000;

/**
 * The `invoices.monthly` schedule (docs/api.md#spend-and-invoices): the month before, for every
 * project, on the 1st at 02:00 UTC; once across every instance, resumed elsewhere after a crash.
 */
export function monthlyInvoiceSchedule(deps: Deps, leaseMs = MONTHLY_RUN_LEASE_MS): ScheduleDefinition {
  return {
    name: 'invoices.monthly',
    cron: '0 2 1 * *',
    leaseMs,
    handler: async ({ periodStart }) => void (await runMonthly(deps, periodStart)),
  };
}

/** `GET /projects/{id}/invoices` (owner, admin), newest first. */
export async function listForProject(
  db: Database,
  caller: AuthState,
  projectId: number,
  query: InvoiceQuery,
): Promise<InvoicePage> {
  await projectOf(db, caller, projectId);
  const { ids, hasNextPage } = await repo.listInvoiceIds(db, { projectId }, query);
  return { data: await invoicesOf(db, ids), hasNextPage };
}

/** `GET /invoices`: the caller's own as an expert (a client or admin has none here; they read per project). */
export async function listOwn(db: Database, caller: AuthState, query: InvoiceQuery): Promise<InvoicePage> {
  const { ids, hasNextPage } = await repo.listInvoiceIds(db, { expertUserId: caller.userId }, query);
  return { data: await invoicesOf(db, ids), hasNextPage };
}

/** `GET /invoices/{id}` (either side, admin). */
export async function get(db: Database, caller: AuthState, id: number): Promise<Invoice> {
  await accessOf(db, caller, id);
  const [invoice] = await invoicesOf(db, [id]);
  if (!invoice) throw AppError.notFound(NOT_FOUND);
  return invoice;
}

/** `POST /invoices/{id}/paid` (owner, admin): issued → paid, else 409; the expert is told. */
export async function markPaid(deps: Deps, caller: AuthState, id: number): Promise<Invoice> {
  const { db } = deps.database;
  const { isProjectSide } = await accessOf(db, caller, id);
  if (!isProjectSide) throw AppError.forbidden('Only the client marks an invoice paid');
  const invoice = await withLiveTransaction(db, deps.live, async (live) => {
    if (!(await repo.markPaid(live.tx, id))) throw AppError.conflict('Only an issued invoice can be marked paid');
    const [view] = await repo.invoicesByIds(live.tx, [id]);
    const [party] = await repo.memberParties(live.tx, [view!.invoice.memberId]);
    const result = toInvoice(view!);
    await recordActivity(live, {
      type: 'invoice.paid',
      actorUserId: caller.userId,
      projectId: result.project.id,
      subjectUserId: party!.expertUserId,
      memberId: view!.invoice.memberId,
    });
    await enqueueMail(
      live.tx,
      invoicePaidMail({
        to: party!.expertEmail,
        firstName: party!.expertFirstName,
        supportEmail: deps.config.mail.supportEmail,
        number: result.number,
        projectName: result.project.name,
        month: result.month,
        totalHours: result.totalHours,
        totalAmount: result.totalAmount,
        currency: result.currency,
        otherParty: result.client.orgName,
        link: webUrl(deps.config.appUrl, webPaths.contractor.projects),
      }),
    );
    return result;
  });
  deps.background.kick();
  return invoice;
}

/**
 * `POST /invoices/{id}/void {reason}` (admin): issued or paid → void with its credit note, else 409;
 * its hours may be invoiced again (docs/money.md#credit-notes). Takes the project's lock first, as a
 * run does, so a void and a re-issue queue; the invoice's row lock makes two voids at once one void
 * and one credit note, numbered from its own gap-free series after the void succeeded.
 */
export async function voidInvoice(db: Database, caller: AuthState, id: number, reason: string): Promise<Invoice> {
  const { access } = await accessOf(db, caller, id);
  if (caller.role !== 'admin') throw AppError.forbidden('Only an admin voids an invoice');
  await withTransaction(db, async (tx) => {
    await repo.lockProjects(tx, [access.projectId]);
    const voided = await repo.voidInvoice(tx, id, reason);
    if (!voided) throw AppError.conflict('This invoice is void already');
    const { year, first } = await repo.takeNumbers(tx, 1, 'credit_note_counters');
    const issuedAt = new Date();
    await repo.insertCreditNote(tx, {
      number: `CN-${year}-${String(first).padStart(6, '0')}`,
      invoiceId: id,
      issuedAt,
      snapshot: negateSnapshot(voided.snapshot, {
        invoice: { id, number: voided.number },
        reason,
        issueDate: issuedAt.toISOString().slice(0, 10),
      }),
    });
  });
  return get(db, caller, id);
}

/** `GET /credit-notes/{id}`: shown to exactly those who see its invoice (its expert, the project's owner, an admin); else 404. */
export async function getCreditNote(db: Database, caller: AuthState, id: number): Promise<CreditNote> {
  const row = await repo.findCreditNote(db, id);
  if (!row) throw AppError.notFound(CREDIT_NOTE_NOT_FOUND);
  await accessOf(db, caller, row.invoiceId, CREDIT_NOTE_NOT_FOUND);
  return toCreditNote(row);
}
