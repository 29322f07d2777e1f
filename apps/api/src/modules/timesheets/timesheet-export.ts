import type { TimesheetExportQuery } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { withReadSnapshot } from '../../db/transaction.js';
import type { AuthState } from '../../lib/access.js';
import { toCsv } from '../../lib/csv.js';
import { timesheetScope } from './timesheet-filter.sql.js';
import * as repo from './timesheets.repository.js';
import { toTimesheet } from './timesheets.service.js';

/** Timesheets read per query while an export is written. */
const EXPORT_PAGE = 500;

export const TIMESHEET_EXPORT_HEADER = [
  'id',
  'project_id',
  'project',
  'member_id',
  'expert',
  'week_start',
  'hours',
  'status',
  'submitted_at',
  'decided_at',
  'note',
] as const;

/**
 * `GET /timesheets/export.csv` (docs/money.md#exports): every timesheet `GET /timesheets` would list
 * with the same filters and scope (a client its projects', an expert its own, an admin all), one row
 * each, newest week first, read in one snapshot so a page boundary never skips or repeats a row.
 */
export async function exportTimesheets(db: Database, caller: AuthState, query: TimesheetExportQuery): Promise<string> {
  const scope = timesheetScope(caller);
  const views = await withReadSnapshot(db, async (tx) => {
    const all: repo.TimesheetView[] = [];
    for (let page = 1; ; page++) {
      const { ids, hasNextPage } = await repo.listTimesheetIds(tx, scope, { ...query, page, limit: EXPORT_PAGE });
      all.push(...(await repo.timesheetViews(tx, ids)));
      if (!hasNextPage) return all;
    }
  });
  return toCsv(
    TIMESHEET_EXPORT_HEADER,
    views
      .map(toTimesheet)
      .map((sheet) => [
        sheet.id,
        sheet.project.id,
        sheet.project.name,
        sheet.member.id,
        [sheet.member.expert.firstName, sheet.member.expert.lastName].filter(Boolean).join(' '),
        sheet.weekStart,
        sheet.totalHours,
        sheet.status,
        sheet.submittedAt,
        sheet.decidedAt,
        sheet.note,
      ]),
  );
}
