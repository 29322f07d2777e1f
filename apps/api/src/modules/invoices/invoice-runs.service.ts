import { addMonths, ErrorKeys, isoMonth, monthDays, type IssuedInvoices } from '@fractional/contract';
import type { AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { withLiveTransaction } from '../live/index.js';
import { issueInvoices } from './invoice-issuing.js';
import { projectOf } from './access.js';
import * as runsRepo from './invoice-runs.repository.js';
import { type Deps, invoicesOf } from './invoices.service.js';

/**
 * Projects invoiced per transaction by the monthly job (about 100 invoices). A batch's lines, mail
 * bodies and events are held to its commit; 100 projects a batch held ~90 MiB more at the peak
 * (docs/benchmarks.md#spend-and-invoices).
 */
const JOB_PROJECT_BATCH = 10;

/**
 * `POST /projects/{id}/invoices {month}` (owner, admin): the month's invoices not issued yet, and the
 * members left out with why (docs/money.md#invoices).
 */
export async function issueForProject(
  deps: Deps,
  caller: AuthState,
  projectId: number,
  month: string,
): Promise<IssuedInvoices> {
  const { db } = deps.database;
  await projectOf(db, caller, projectId);
  if (month >= isoMonth(new Date())) throw AppError.validation({ month: ErrorKeys.notEnded });
  const { ids, skipped } = await withLiveTransaction(db, deps.live, (live) =>
    issueInvoices(deps, live, [projectId], month, caller.userId),
  );
  deps.background.kick();
  return { data: await invoicesOf(db, ids), skipped };
}

/**
 * The `invoices.monthly` schedule (the 1st of each month): the month before `periodStart` is invoiced
 * for every project, `JOB_PROJECT_BATCH` projects per transaction. Idempotent: hours on a live invoice
 * are never picked again, so a run repeated after a crash issues only what is missing.
 */
export async function runMonthly(deps: Deps, periodStart: Date): Promise<number> {
  const month = addMonths(isoMonth(periodStart), -1);
  const { first, last } = monthDays(month);
  const projectIds = await runsRepo.projectsToInvoice(deps.database.db, first, last);
  let issued = 0;
  for (let from = 0; from < projectIds.length; from += JOB_PROJECT_BATCH) {
    const batch = projectIds.slice(from, from + JOB_PROJECT_BATCH);
    const { ids } = await withLiveTransaction(deps.database.db, deps.live, (live) =>
      issueInvoices(deps, live, batch, month, null),
    );
    issued += ids.length;
  }
  deps.background.kick();
  return issued;
}
