import type { AuditEntry, Page } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { listAudit } from './audit.repository.js';

/** `GET /admin/audit`: the console's audit trail, newest first. */
export function listAuditEntries(db: Database, page: { page: number; limit: number }): Promise<Page<AuditEntry>> {
  return listAudit(db, page);
}
