import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { creditNotes, invoices, projectSpendRevisions, projects, squadMembers } from '../../db/schema/index.js';
import { expertProfiles, ownerProfiles } from '../engagements/index.js';

/** Runs raw SQL and types its rows (the driver's result type differs between PGlite and pg). */
export async function query<T>(db: Database, statement: SQL): Promise<{ rows: T[] }> {
  const result: unknown = await db.execute(statement);
  return result as { rows: T[] };
}

export type InvoiceRow = typeof invoices.$inferSelect;

/** A project with its owner, what the forecast reads and the revision of what its spend aggregates. */
export async function findProject(db: Database, projectId: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      budget: projects.budget,
      currency: projects.currency,
      timeline: projects.timeline,
      status: projects.status,
      ownerUserId: ownerProfiles.userId,
      spendRevision: sql<number>`coalesce(${projectSpendRevisions.revision}, 0)`.mapWith(Number),
    })
    .from(projects)
    .innerJoin(ownerProfiles, eq(ownerProfiles.id, projects.profileId))
    .leftJoin(projectSpendRevisions, eq(projectSpendRevisions.projectId, projects.id))
    .where(eq(projects.id, projectId));
  return row;
}

/** Invoices (their snapshots and status) with their credit notes, in the order of `ids`. */
export async function invoicesByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ invoice: invoices, creditNote: { id: creditNotes.id, number: creditNotes.number } })
    .from(invoices)
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .where(inArray(invoices.id, ids));
  const byId = new Map(rows.map((row) => [row.invoice.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
export type InvoiceView = Awaited<ReturnType<typeof invoicesByIds>>[number];

/** A page of invoice ids, newest first: a project's, or those of an expert's memberships. */
export async function listInvoiceIds(
  db: Database,
  scope: { projectId: number } | { expertUserId: number },
  page: { page: number; limit: number },
): Promise<{ ids: number[]; hasNextPage: boolean }> {
  const where =
    'projectId' in scope
      ? eq(invoices.projectId, scope.projectId)
      : inArray(
          invoices.memberId,
          db
            .select({ id: squadMembers.id })
            .from(squadMembers)
            .innerJoin(expertProfiles, eq(expertProfiles.id, squadMembers.profileId))
            .where(eq(expertProfiles.userId, scope.expertUserId)),
        );
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(page.limit + 1)
    .offset((page.page - 1) * page.limit);
  return { ids: rows.slice(0, page.limit).map((row) => row.id), hasNextPage: rows.length > page.limit };
}

/** What access to an invoice is decided from: its project and its member (whose expert may see it). */
export async function findInvoiceAccess(db: Database, id: number) {
  const [row] = await db
    .select({ id: invoices.id, projectId: invoices.projectId, memberId: invoices.memberId, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row;
}

/** A credit note with its invoice's id (whose access rule it shares). */
export async function findCreditNote(db: Database, id: number) {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, id));
  return row;
}
