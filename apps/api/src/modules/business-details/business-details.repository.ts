import type { BusinessDetail, BusinessDetailInput, BusinessDetailUpdate } from '@fractional/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { businessDetails } from '../../db/schema/index.js';

export type BusinessDetailRow = typeof businessDetails.$inferSelect;

export function toBusinessDetail(row: BusinessDetailRow): BusinessDetail {
  return {
    id: row.id,
    orgName: row.orgName,
    industry: row.industry,
    segment: row.segment as BusinessDetail['segment'],
    headQuarters: row.headQuarters,
    teamSize: row.teamSize as BusinessDetail['teamSize'],
  };
}

export async function findBusinessDetailById(db: Database, id: number): Promise<BusinessDetailRow | undefined> {
  const [row] = await db.select().from(businessDetails).where(eq(businessDetails.id, id)).limit(1);
  return row;
}

export async function findBusinessDetailByUserId(db: Database, userId: number): Promise<BusinessDetailRow | undefined> {
  const [row] = await db.select().from(businessDetails).where(eq(businessDetails.userId, userId)).limit(1);
  return row;
}

export async function insertBusinessDetail(
  db: Database,
  userId: number,
  values: BusinessDetailInput,
): Promise<BusinessDetailRow> {
  const [row] = await db
    .insert(businessDetails)
    .values({ userId, ...values })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateBusinessDetail(
  db: Database,
  id: number,
  values: BusinessDetailUpdate,
): Promise<BusinessDetailRow> {
  const [row] = await db
    .update(businessDetails)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(businessDetails.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}
