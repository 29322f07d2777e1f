import type { AuditEntry, AuditQuery, Page } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { listAudit } from './audit.repository.js';

/** `GET /admin/audit`: the console's audit trail, newest first, filtered by actor, action and days. */
export function listAuditEntries(db: Database, query: AuditQuery): Promise<Page<AuditEntry>> {
  return listAudit(db, query);
}
