import { isoDate, webPaths, type Invoice } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import type { AuthState } from '../../lib/access.js';
import { withTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { webUrl } from '../../lib/web-url.js';
import { invoicePaidMail } from '../../mail/invoice-templates.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { withLiveTransaction } from '../live/index.js';
import { recordActivity } from '../messaging/index.js';
import { negateSnapshot } from './invoice-snapshot.js';
import { accessOf } from './access.js';
import * as repo from './invoices.repository.js';
import * as runsRepo from './invoice-runs.repository.js';
import * as paymentsRepo from './invoice-payments.repository.js';
import { type Deps, get, toInvoice } from './invoices.service.js';

/** `POST /invoices/{id}/paid` (owner, admin): issued → paid, else 409; the expert is told. */
export async function markPaid(deps: Deps, caller: AuthState, id: number): Promise<Invoice> {
  const { db } = deps.database;
  const { isProjectSide } = await accessOf(db, caller, id);
  if (!isProjectSide) throw AppError.forbidden('Only the client marks an invoice paid');
  const invoice = await withLiveTransaction(db, deps.live, async (live) => {
    if (!(await paymentsRepo.markPaid(live.tx, id)))
      throw AppError.conflict('Only an issued invoice can be marked paid');
    const [view] = await repo.invoicesByIds(live.tx, [id]);
    const [party] = await runsRepo.memberParties(live.tx, [view!.invoice.memberId]);
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
    await runsRepo.lockProjects(tx, [access.projectId]);
    const voided = await paymentsRepo.voidInvoice(tx, id, reason);
    if (!voided) throw AppError.conflict('This invoice is void already');
    const { year, first } = await runsRepo.takeNumbers(tx, 1, 'credit_note_counters');
    const issuedAt = new Date();
    await paymentsRepo.insertCreditNote(tx, {
      number: `CN-${year}-${String(first).padStart(6, '0')}`,
      invoiceId: id,
      issuedAt,
      snapshot: negateSnapshot(voided.snapshot, {
        invoice: { id, number: voided.number },
        reason,
        issueDate: isoDate(issuedAt),
      }),
    });
  });
  return get(db, caller, id);
}
