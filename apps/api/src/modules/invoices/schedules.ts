import type { ModuleSchedule } from '../../deps.js';
import { runMonthly } from './invoice-runs.service.js';

/** The monthly run's lease: another instance takes the period over only after this long (ADR 0016). */
const MONTHLY_RUN_LEASE_MS = 30 * 60_000;

export const schedules: ModuleSchedule[] = [
  // The month before, for every project, on the 1st at 02:00 UTC (docs/api.md#spend-and-invoices); once
  // across every instance, resumed elsewhere after a crash.
  {
    name: 'invoices.monthly',
    cron: '0 2 1 * *',
    leaseMs: MONTHLY_RUN_LEASE_MS,
    handler: (deps, { periodStart }) => runMonthly(deps, periodStart),
  },
];
