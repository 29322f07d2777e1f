import {
  fromMinor,
  type TimesheetList,
  type TimesheetMemberTotals,
  type TimesheetQuery,
  type TimesheetStatus,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { withReadSnapshot } from '../../db/transaction.js';
import type { AuthState } from '../../lib/access.js';
import { timesheetScope } from './timesheet-filter.sql.js';
import { memberStatusTotals, type MemberStatusTotal } from './timesheet-totals.repository.js';
import { list } from './timesheets.service.js';

const NONE = { weeks: 0, hours: 0, amountMinor: 0 };

/** Each member's rows (one per status) as the answer's totals, amounts back in major units. */
function toMemberTotals(rows: readonly MemberStatusTotal[]): TimesheetMemberTotals[] {
  const byMember = new Map<number, MemberStatusTotal[]>();
  for (const row of rows) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row]);
  return [...byMember.values()].map((statuses) => {
    const { memberId, profileId, firstName, lastName, currency } = statuses[0]!;
    const total = (status: TimesheetStatus) => {
      const { weeks, hours, amountMinor } = statuses.find((row) => row.status === status) ?? NONE;
      return { weeks, hours, amount: fromMinor(amountMinor, currency) };
    };
    return {
      memberId,
      expert: { profileId, firstName, lastName },
      currency,
      draft: total('draft'),
      submitted: total('submitted'),
      approved: total('approved'),
      rejected: total('rejected'),
      unpricedHours: statuses.reduce((sum, row) => sum + row.unpricedHours, 0),
    };
  });
}

/**
 * `GET /timesheets` (docs/api.md#timesheets): the page, and the totals per member of every page the
 * filters match, read in one snapshot so the two agree.
 */
export async function listWithTotals(db: Database, caller: AuthState, query: TimesheetQuery): Promise<TimesheetList> {
  return withReadSnapshot(db, async (tx) => {
    const page = await list(tx, caller, query);
    const rows = await memberStatusTotals(tx, timesheetScope(caller), query);
    return { ...page, totals: toMemberTotals(rows) };
  });
}
