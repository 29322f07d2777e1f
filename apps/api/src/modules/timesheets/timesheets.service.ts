import {
  fromMinor,
  lineAmountMinor,
  type Currency,
  type Timesheet,
  type TimesheetPage,
  type TimesheetQuery,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import type { LiveWriter } from '../live/index.js';
import { NOT_FOUND } from './access.js';
import { timesheetScope } from './timesheet-filter.sql.js';
import * as repo from './timesheets.repository.js';

export type Deps = Pick<AppDeps, 'database' | 'live' | 'config' | 'background'>;

/** The timesheet as docs/api.md#timesheets shows it (the same to both sides). */
export function toTimesheet(view: repo.TimesheetView): Timesheet {
  const { sheet } = view;
  const totalHours = sheet.hours.reduce((sum, hours) => sum + hours, 0);
  const currency = view.currency as Currency;
  return {
    id: sheet.id,
    project: { id: sheet.projectId, name: view.projectName },
    member: {
      id: sheet.memberId,
      expert: { profileId: view.profileId, firstName: view.expertFirstName, lastName: view.expertLastName },
    },
    weekStart: sheet.weekStart,
    hours: sheet.hours,
    totalHours,
    hourlyRate: view.hourlyRateMinor === null ? null : fromMinor(view.hourlyRateMinor, currency),
    currency,
    // The week at the rate in force on its Monday, half-up once (docs/money.md#agreed-rates).
    amount:
      view.hourlyRateMinor === null ? null : fromMinor(lineAmountMinor(totalHours, view.hourlyRateMinor), currency),
    overCommitment: totalHours > view.hoursPerWeek,
    note: sheet.note,
    status: sheet.status,
    submittedAt: sheet.submittedAt?.toISOString() ?? null,
    decidedAt: sheet.decidedAt?.toISOString() ?? null,
    decidedBy:
      sheet.decidedByUserId === null
        ? null
        : { id: sheet.decidedByUserId, firstName: view.deciderFirstName, lastName: view.deciderLastName },
    rejectionReason: sheet.rejectionReason,
    createdAt: sheet.createdAt.toISOString(),
    updatedAt: sheet.updatedAt.toISOString(),
  };
}

export async function viewOf(db: Database, id: number): Promise<repo.TimesheetView> {
  const [view] = await repo.timesheetViews(db, [id]);
  if (!view) throw AppError.notFound(NOT_FOUND);
  return view;
}

/** The other side hears of the change: the `timesheet` event, as the REST answer shows it. */
export function announce(live: LiveWriter, view: repo.TimesheetView, to: 'client' | 'expert'): Timesheet {
  const timesheet = toTimesheet(view);
  live.add([to === 'client' ? view.ownerUserId : view.expertUserId], 'timesheet', timesheet);
  return timesheet;
}

/** `GET /timesheets`: a client's projects', an expert's own, or (admin) all; newest week first. */
export async function list(db: Database, caller: AuthState, query: TimesheetQuery): Promise<TimesheetPage> {
  const { ids, hasNextPage } = await repo.listTimesheetIds(db, timesheetScope(caller), query);
  const views = await repo.timesheetViews(db, ids);
  return { data: views.map(toTimesheet), hasNextPage };
}
