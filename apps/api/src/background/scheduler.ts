import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { loggableError } from '../lib/errors.js';
import { retryDelayMs } from '../lib/retry-delay.js';
import type { AppMetrics } from '../plugins/metrics.js';
import { cronSchedule } from './cron.js';
import {
  claimDueSchedule,
  ensureSchedules,
  failSchedule,
  finishSchedule,
  renewSchedule,
  type ClaimedSchedule,
} from './schedules.repository.js';

/** What a run is for: the start of the period it runs (the same on a retry of that period). */
export interface ScheduledRun {
  periodStart: Date;
  /** 1 on the period's first run; more after a failure or a crashed instance. */
  attempt: number;
}

export interface ScheduleDefinition {
  /** Unique and stable: the row in `job_schedules` that settles which instance runs each period. */
  name: string;
  /** Either a five-field cron expression in UTC (`0 8 * * 1`: Mondays at 08:00, read by croner) or a fixed interval in ms. */
  cron?: string;
  everyMs?: number;
  /**
   * Must be idempotent by its database writes (a conditional UPDATE, a row unique per period): if its
   * instance dies after some writes, the period runs again elsewhere once `leaseMs` has passed.
   */
  handler: (run: ScheduledRun) => Promise<void>;
  /**
   * How long after its instance stops renewing the lease (it renews every third of it while the handler
   * runs, so only a dead or stalled instance stops) another instance may take the period over (default 5
   * minutes).
   */
  leaseMs?: number;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
/** A pass runs at most this many periods, so one busy schedule cannot hold up the rest of the pass. */
const MAX_RUNS_PER_PASS = 20;

type Registered = ScheduleDefinition & { next: (after: Date) => Date };

/**
 * Schedules that run once per period across every instance on one database (ADR 0016): each has a
 * row whose `next_run_at` is claimed with `FOR UPDATE SKIP LOCKED` and a lease, then moved on after
 * the handler succeeds. `runDue()` is called by the `BackgroundWorker`'s pass on every instance.
 */
export class Scheduler {
  private readonly schedules = new Map<string, Registered>();
  private isEnsured = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly retryBaseMs: number,
    /** Counts runs and failures and records each run's lag (docs/operations.md#metrics-and-alerts). */
    private readonly metrics?: Pick<AppMetrics, 'jobRuns' | 'jobFailures' | 'jobLag'>,
  ) {}

  register(definition: ScheduleDefinition): void {
    if (this.schedules.has(definition.name)) throw new Error(`schedule ${definition.name} registered twice`);
    this.schedules.set(definition.name, { ...definition, next: nextPeriod(definition) });
    this.isEnsured = false;
  }

  /** Runs every due period of the registered schedules (one instance each); failures are retried later. */
  async runDue(): Promise<void> {
    if (this.schedules.size === 0) return;
    if (!this.isEnsured) {
      const now = new Date();
      await ensureSchedules(
        this.db,
        [...this.schedules.values()].map((schedule) => ({ name: schedule.name, nextRunAt: schedule.next(now) })),
      );
      this.isEnsured = true;
    }
    const leases = new Map([...this.schedules.values()].map((s) => [s.name, s.leaseMs ?? DEFAULT_LEASE_MS]));
    for (let runs = 0; runs < MAX_RUNS_PER_PASS; runs++) {
      const claim = await claimDueSchedule(this.db, leases);
      if (!claim) return;
      const schedule = this.schedules.get(claim.name);
      if (!schedule) return;
      const stopRenewing = this.keepLease(claim, leases.get(claim.name)!);
      this.metrics?.jobRuns.inc({ job: claim.name });
      this.metrics?.jobLag.set({ job: claim.name }, Math.max(0, Date.now() - claim.nextRunAt.getTime()) / 1000);
      try {
        await schedule.handler({ periodStart: claim.nextRunAt, attempt: claim.attempts });
      } catch (error) {
        await stopRenewing();
        this.metrics?.jobFailures.inc({ job: claim.name });
        this.log.warn({ err: loggableError(error), schedule: claim.name }, 'scheduled job failed; will retry');
        await failSchedule(this.db, claim, {
          error: error instanceof Error ? error.message : String(error),
          retryInMs: retryDelayMs(this.retryBaseMs, claim.attempts),
        });
        // Retried on a later pass, not this one.
        leases.delete(claim.name);
        continue;
      }
      await stopRenewing();
      const after = new Date(Math.max(Date.now(), claim.nextRunAt.getTime()));
      if (!(await finishSchedule(this.db, claim, schedule.next(after))))
        this.log.warn({ schedule: claim.name }, 'scheduled job outlived its lease; another instance took it over');
    }
  }

  /**
   * Renews the claim's lease every third of it while its handler runs. The returned stop waits for a
   * renewal in flight, so none lands after the run's finish or failure has set the row.
   */
  private keepLease(claim: ClaimedSchedule, leaseMs: number): () => Promise<void> {
    let inFlight: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      inFlight = renewSchedule(this.db, claim, leaseMs).catch((error: unknown) =>
        this.log.warn({ err: loggableError(error), schedule: claim.name }, 'could not renew a schedule lease'),
      );
    }, leaseMs / 3);
    return async () => {
      clearInterval(timer);
      await inFlight;
    };
  }
}

function nextPeriod(definition: ScheduleDefinition): (after: Date) => Date {
  if (definition.cron !== undefined) {
    const next = cronSchedule(definition.cron);
    if (!next || definition.everyMs !== undefined) throw new Error(`schedule ${definition.name}: bad cron`);
    return next;
  }
  const every = definition.everyMs;
  if (every === undefined || !(every >= 1000)) throw new Error(`schedule ${definition.name}: needs cron or everyMs`);
  // Periods are aligned to the epoch, so every instance computes the same ones.
  return (after) => new Date(Math.floor(after.getTime() / every) * every + every);
}
