import {
  DAY_MS,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
  type AuditTargetType,
  type Page,
} from '@fractional/contract';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';

export interface AuditRecord {
  /** The admin who acted; null for the system (ADMIN_EMAIL at start, the CLI). */
  actorId: number | null;
  action: AuditAction;
  target: { type: AuditTargetType; id: number; label: string | null };
  /** Only the fields the action changed, never a secret. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Records an admin action; call it with the transaction that makes the change. */
export async function writeAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    targetLabel: record.target.label,
    before: record.before,
    after: record.after,
  });
}

/**
 * A page of the audit log, newest first (ids grow with time; the primary key orders it), by actor,
 * action and days (UTC, `to` included).
 */
export async function listAudit(db: Database, page: AuditQuery): Promise<Page<AuditEntry>> {
  const rows = await db
    .select({
      entry: auditLog,
      actor: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        page.actor === undefined ? undefined : eq(auditLog.actorId, page.actor),
        page.action === undefined ? undefined : eq(auditLog.action, page.action),
        page.from === undefined ? undefined : gte(auditLog.createdAt, new Date(`${page.from}T00:00:00Z`)),
        page.to === undefined
          ? undefined
          : lt(auditLog.createdAt, new Date(Date.parse(`${page.to}T00:00:00Z`) + DAY_MS)),
      ),
    )
    .orderBy(desc(auditLog.id))
    .offset((page.page - 1) * page.limit)
    .limit(page.limit + 1);
  const data = rows.slice(0, page.limit).map(({ entry, actor }): AuditEntry => ({
    id: entry.id,
    actor: entry.actorId === null ? null : actor,
    action: entry.action,
    target: { type: entry.targetType, id: entry.targetId, label: entry.targetLabel },
    before: entry.before,
    after: entry.after,
    createdAt: entry.createdAt.toISOString(),
  }));
  return { data, hasNextPage: rows.length > page.limit };
}
