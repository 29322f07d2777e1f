import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { invoices, squadMembers } from '../../db/schema/index.js';
import { expertProfiles, joinMemberSides, ownerProfiles } from '../engagements/index.js';

/** Who sees the export: a client its projects' invoices, an expert its own, an admin all. */
export type ExportScope = { kind: 'all' } | { kind: 'owner'; userId: number } | { kind: 'expert'; userId: number };

/** Invoices issued on days of `[from, to]` (either open) in the scope, by number (the CSV export). */
export async function invoicesToExport(
  db: Database,
  scope: ExportScope,
  range: { from?: string | undefined; to?: string | undefined },
) {
  const issueDate = sql`(${invoices.snapshot} ->> 'issueDate')`;
  const conditions: SQL[] = [];
  if (range.from) conditions.push(sql`${issueDate} >= ${range.from}`);
  if (range.to) conditions.push(sql`${issueDate} <= ${range.to}`);
  if (scope.kind !== 'all') {
    const side = scope.kind === 'owner' ? ownerProfiles.userId : expertProfiles.userId;
    conditions.push(
      inArray(
        invoices.memberId,
        joinMemberSides(db.select({ id: squadMembers.id }).from(squadMembers).$dynamic()).where(eq(side, scope.userId)),
      ),
    );
  }
  return db
    .select({
      number: invoices.number,
      snapshot: invoices.snapshot,
      status: invoices.status,
      paidAt: invoices.paidAt,
    })
    .from(invoices)
    .where(and(...conditions))
    .orderBy(invoices.number);
}
