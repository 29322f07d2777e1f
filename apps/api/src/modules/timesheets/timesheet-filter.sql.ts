import type { TimesheetExportQuery } from '@fractional/contract';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import { timesheets } from '../../db/schema/index.js';
import type { AuthState } from '../../lib/access.js';
import { expertProfiles, ownerProfiles } from '../engagements/index.js';

/** Whose timesheets a caller may list: all (admin), those of their projects (client), their own (expert). */
export type TimesheetScope = { kind: 'all' } | { kind: 'owner'; userId: number } | { kind: 'expert'; userId: number };

export function timesheetScope(caller: AuthState): TimesheetScope {
  if (caller.role === 'admin') return { kind: 'all' };
  return caller.role === 'client'
    ? { kind: 'owner', userId: caller.userId }
    : { kind: 'expert', userId: caller.userId };
}

/**
 * The timesheets `GET /timesheets` reads (docs/api.md#timesheets): the scope's, narrowed by the query's
 * filters. One condition for the page, the export and the totals, so they always read the same set;
 * the query it goes in joins the member's two sides (`joinMemberSides`).
 */
export function timesheetFilter(scope: TimesheetScope, query: TimesheetExportQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (scope.kind === 'owner') conditions.push(eq(ownerProfiles.userId, scope.userId));
  if (scope.kind === 'expert') conditions.push(eq(expertProfiles.userId, scope.userId));
  if (query.projectId !== undefined) conditions.push(eq(timesheets.projectId, query.projectId));
  if (query.memberId !== undefined) conditions.push(eq(timesheets.memberId, query.memberId));
  if (query.status !== undefined) conditions.push(eq(timesheets.status, query.status));
  if (query.from !== undefined) conditions.push(gte(timesheets.weekStart, query.from));
  if (query.to !== undefined) conditions.push(lte(timesheets.weekStart, query.to));
  return and(...conditions);
}
