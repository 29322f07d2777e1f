import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { creditNotes, invoiceLines, invoices } from '../../db/schema/index.js';

/** issued → paid in one conditional statement; undefined when it was not issued. */
export async function markPaid(tx: Database, id: number) {
  const [row] = await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'issued')))
    .returning({ id: invoices.id });
  return row;
}

/**
 * issued or paid → void, and its lines let go of their hours; undefined when it was void already.
 * The conditional update takes the invoice's row lock, so of two voids at once one finds it void.
 */
export async function voidInvoice(tx: Database, id: number, reason: string) {
  const [row] = await tx
    .update(invoices)
    .set({ status: 'void', voidedAt: sql`now()`, voidReason: reason })
    .where(and(eq(invoices.id, id), inArray(invoices.status, ['issued', 'paid'])))
    .returning({ id: invoices.id, number: invoices.number, snapshot: invoices.snapshot });
  if (row) await tx.update(invoiceLines).set({ isActive: false }).where(eq(invoiceLines.invoiceId, id));
  return row;
}

export async function insertCreditNote(tx: Database, row: typeof creditNotes.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(creditNotes).values(row).returning({ id: creditNotes.id });
  return inserted!.id;
}
