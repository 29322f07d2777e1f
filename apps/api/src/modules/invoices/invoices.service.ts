import { fromMinor, type CreditNote, type Invoice, type InvoicePage, type InvoiceQuery } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { toCreditNote, toLine } from './invoice-snapshot.js';
import { accessOf, NOT_FOUND, projectOf } from './access.js';
import * as repo from './invoices.repository.js';

export type Deps = Pick<AppDeps, 'database' | 'live' | 'config' | 'background'>;

const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';

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

export async function invoicesOf(db: Database, ids: number[]): Promise<Invoice[]> {
  return (await repo.invoicesByIds(db, ids)).map(toInvoice);
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

/** `GET /credit-notes/{id}`: shown to exactly those who see its invoice (its expert, the project's owner, an admin); else 404. */
export async function getCreditNote(db: Database, caller: AuthState, id: number): Promise<CreditNote> {
  const row = await repo.findCreditNote(db, id);
  if (!row) throw AppError.notFound(CREDIT_NOTE_NOT_FOUND);
  await accessOf(db, caller, row.invoiceId, CREDIT_NOTE_NOT_FOUND);
  return toCreditNote(row);
}
