import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { billingDetails } from '../../db/schema/index.js';

export type BillingDetailsRow = typeof billingDetails.$inferSelect;

/** What `PUT /billing-details` stores: the whole record, the tax rate already in basis points. */
export interface BillingDetailsValues {
  legalName: string;
  addressLines: string[];
  country: string;
  taxId: string | null;
  email: string | null;
  paymentTermsDays: number;
  taxRateBasisPoints: number;
  taxNote: string | null;
  paymentInstructions: string | null;
}

/** An account's legal party as an invoice snapshot copies it at issue (docs/money.md#billing-details). */
export type BillingParty = Omit<BillingDetailsValues, 'email'>;

export async function findBillingDetails(db: Database, userId: number): Promise<BillingDetailsRow | undefined> {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId)).limit(1);
  return row;
}

/**
 * The party an invoice names for `userId`, or null when none is stored ("incomplete"). Read by the
 * invoice issue in its own transaction (pass it as `db`), so the snapshot and the issue agree.
 */
export async function findBillingParty(db: Database, userId: number): Promise<BillingParty | null> {
  const row = await findBillingDetails(db, userId);
  if (!row) return null;
  return {
    legalName: row.legalName,
    addressLines: row.addressLines,
    country: row.country,
    taxId: row.taxId,
    paymentTermsDays: row.paymentTermsDays,
    taxRateBasisPoints: row.taxRateBasisPoints,
    taxNote: row.taxNote,
    paymentInstructions: row.paymentInstructions,
  };
}

/** Writes the caller's record whole in one statement: inserted the first time, replaced after. */
export async function upsertBillingDetails(
  db: Database,
  userId: number,
  values: BillingDetailsValues,
): Promise<BillingDetailsRow> {
  const [row] = await db
    .insert(billingDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingDetails.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
