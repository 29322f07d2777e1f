import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { billingDetails } from '../../db/schema/index.js';

export type BillingDetailsRow = typeof billingDetails.$inferSelect;

/** An account's billing details (docs/money.md#billing-details), or undefined when none are stored. */
export async function findBillingParty(db: Database, userId: number): Promise<BillingDetailsRow | undefined> {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId));
  return row;
}
