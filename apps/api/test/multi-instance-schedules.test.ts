import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clonePostgresTemplate } from './build-test-app.js';
import { seedEngagements } from './seed-engagements.js';

const DAY_MS = 86_400_000;
/** Squads with an approved week last month: more than one batch (100 projects) of the monthly run. */
const INVOICED_SQUADS = 150;

/** The Monday of a week wholly inside last month (UTC). */
function weekInLastMonth(now = new Date()): string {
  const mid = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 11);
  return new Date(mid - ((new Date(mid).getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The schedule mechanism (ADR 0016) across two real processes on one PostgreSQL database
 * (scheduler-process.ts): every period of a schedule runs once, and an instance killed inside a
 * handler neither loses its period (another instance runs it after the lease) nor doubles its effect.
 * Needs TEST_DATABASE_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

interface SchedulerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves once the output contains `text`. */
  waitFor(text: string): Promise<void>;
  kill(): Promise<void>;
}

function startScheduler(url: string, env: Record<string, string> = {}): SchedulerProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'test/scheduler-process.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, DATABASE_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: Array<() => void> = [];
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    for (const wake of waiters.splice(0)) wake();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    child,
    output: () => output,
    async waitFor(text) {
      while (!output.includes(text)) {
        if (child.exitCode !== null) throw new Error(`scheduler exited:\n${output}`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

describe.runIf(databaseUrl)('schedules across two instances', () => {
  let clone: { url: string; dispose(): Promise<void> };
  const running: SchedulerProcess[] = [];
  const query = async <Row extends object>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: clone.url });
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  /** Reads until `isDone` holds; the test's own timeout bounds the wait. */
  const until = async <T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> => {
    for (;;) {
      const value = await read();
      if (isDone(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    clone = await clonePostgresTemplate();
    await query(`create table probe_attempts (schedule text not null, period_start timestamptz not null,
      attempt int not null, pid int not null)`);
    await query(`create table probe_effects (period_start timestamptz primary key, amount int not null)`);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(running.map((process) => process.kill()));
    await clone?.dispose();
  });

  it('runs each period of a schedule on one instance only', async () => {
    const both = [startScheduler(clone.url), startScheduler(clone.url)];
    running.push(...both);
    await Promise.all(both.map((process) => process.waitFor('scheduler ready')));
    const [schedule] = await until(
      () => query<{ runs: number }>(`select runs from job_schedules where name = 'probe.tick'`),
      (rows) => (rows[0]?.runs ?? 0) >= 6,
    );
    await Promise.all(both.map((process) => process.kill()));

    const periods = await query<{ period_start: Date; runs: string; attempts: string }>(
      `select period_start, count(*) as runs, max(attempt) as attempts from probe_attempts
        where schedule = 'probe.tick' group by period_start order by period_start`,
    );
    expect(periods.length).toBeGreaterThanOrEqual(schedule!.runs);
    // Once per period: never two runs (by two instances, or a repeat by one) of the same period.
    expect(periods.filter((period) => Number(period.runs) !== 1)).toEqual([]);
    expect(periods.every((period) => Number(period.attempts) === 1)).toBe(true);
    // Every period is one of the schedule's, a whole second.
    expect(periods.every((period) => period.period_start.getTime() % 1000 === 0)).toBe(true);
  }, 90_000);

  it('runs the period of an instance killed mid-job elsewhere, without doubling its effect', async () => {
    const crashing = startScheduler(clone.url, { CRASH_IN: 'probe.work' });
    running.push(crashing);
    await crashing.waitFor('hanging ');
    const [, hangingAt, hangingAttempt] = /hanging (\S+) attempt (\d+)/.exec(crashing.output())!;
    const periodStart = new Date(hangingAt!);
    // Usually the period's first attempt; on a loaded machine an earlier one may have failed (a query
    // timing out) and been retried as the scheduler does, which the instance's log then shows.
    const hungAttempt = Number(hangingAttempt);
    const survivor = startScheduler(clone.url);
    running.push(survivor);
    await survivor.waitFor('scheduler ready');
    // kill -9 inside the handler, after its writes and before the period is marked done.
    await crashing.kill();
    expect(
      await query(`select 1 from probe_effects where period_start = $1`, [periodStart]),
      'the killed run wrote its effect',
    ).toHaveLength(1);

    const attempts = await until(
      () =>
        query<{ attempt: number; pid: number }>(
          `select attempt, pid from probe_attempts where schedule = 'probe.work' and period_start = $1 order by attempt`,
          [periodStart],
        ),
      (rows) => rows.some((row) => row.attempt > hungAttempt),
    );
    // Not lost: the survivor ran the same period again once the lease had passed ...
    const log = `the killed instance's log:\n${crashing.output()}`;
    const [killed, retried] = attempts.slice(-2);
    expect(
      [killed, retried].map((row) => row?.attempt),
      log,
    ).toEqual([hungAttempt, hungAttempt + 1]);
    expect(killed!.pid).toBe(crashing.child.pid);
    expect(retried!.pid).toBe(survivor.child.pid);
    // Any earlier attempt was the killed instance's own, before it hung.
    expect(
      attempts.slice(0, -2).every((row) => row.pid === crashing.child.pid),
      log,
    ).toBe(true);
    const [row] = await until(
      () =>
        query<{ next_run_at: Date; runs: number }>(
          `select next_run_at, runs from job_schedules where name = 'probe.work'`,
        ),
      (rows) => rows[0]!.next_run_at.getTime() > periodStart.getTime(),
    );
    expect(row!.runs).toBeGreaterThanOrEqual(1);
    // ... and not doubled: the effect is there once.
    expect(await query(`select amount from probe_effects where period_start = $1`, [periodStart])).toEqual([
      { amount: 1 },
    ]);
  }, 90_000);

  it('runs the monthly invoice schedule once for its period; a run killed mid-way is finished elsewhere, no invoice lost or doubled', async () => {
    const db = new pg.Client({ connectionString: clone.url });
    await db.connect();
    try {
      await seedEngagements(db, {
        tag: 'schedule',
        projects: INVOICED_SQUADS,
        membersPerProject: 1,
        hoursPerWeek: 20,
        hourlyRate: 100,
        joinedAt: new Date(Date.now() - 75 * DAY_MS),
        weeks: [weekInLastMonth()],
      });
    } finally {
      await db.end();
    }
    // This month's period (the 1st, 02:00 UTC) is due: as if the instances had been up since before it.
    const now = new Date();
    const period = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 2));
    await query(`insert into job_schedules (name, next_run_at) values ('invoices.monthly', $1)`, [period]);
    const invoiceCount = async () => Number((await query<{ n: string }>(`select count(*) as n from invoices`))[0]!.n);

    // kill -9 after the run's first batch has committed, before the rest.
    const crashing = startScheduler(clone.url, { INVOICES_LEASE_MS: '1500', CRASH_IN: 'invoices.monthly' });
    running.push(crashing);
    await crashing.waitFor('hanging ');
    await crashing.kill();
    const partial = await invoiceCount();
    expect(partial, 'invoices the killed run committed').toBeGreaterThan(0);
    expect(partial).toBeLessThan(INVOICED_SQUADS);

    const survivors = [
      startScheduler(clone.url, { INVOICES_LEASE_MS: '1500' }),
      startScheduler(clone.url, { INVOICES_LEASE_MS: '1500' }),
    ];
    running.push(...survivors);
    const [schedule] = await until(
      () =>
        query<{ next_run_at: Date; runs: number }>(
          `select next_run_at, runs from job_schedules where name = 'invoices.monthly'`,
        ),
      (rows) => rows[0]!.runs >= 1,
    );
    // Two more seconds of both survivors polling: the period is done and the next is next month's.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await Promise.all(survivors.map((process) => process.kill()));
    expect(schedule!.next_run_at.getTime()).toBe(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 2));

    // Not lost: one survivor ran the same period again; never anyone a third time, never another period.
    const attempts = await query<{ period_start: Date; attempt: number; pid: number }>(
      `select period_start, attempt, pid from probe_attempts where schedule = 'invoices.monthly' order by attempt`,
    );
    expect(attempts.map((row) => [row.period_start.getTime(), row.attempt])).toEqual([
      [period.getTime(), 1],
      [period.getTime(), 2],
    ]);
    expect(attempts[0]!.pid).toBe(crashing.child.pid);
    expect(survivors.map((process) => process.child.pid)).toContain(attempts[1]!.pid);

    // Not doubled: one invoice per member, each week on one line, numbers gap-free from 1.
    const rows = await query<{ number: string; member_id: number }>(
      `select number, member_id from invoices order by number`,
    );
    expect(rows).toHaveLength(INVOICED_SQUADS);
    expect(new Set(rows.map((row) => row.member_id)).size).toBe(INVOICED_SQUADS);
    const year = new Date().getUTCFullYear();
    expect(rows.map((row) => row.number)).toEqual(
      Array.from({ length: INVOICED_SQUADS }, (_, index) => `FR-${year}-${String(index + 1).padStart(6, '0')}`),
    );
    const lines = await query<{ timesheet_id: number; n: string }>(
      `select timesheet_id, count(*) as n from invoice_lines group by timesheet_id`,
    );
    expect(lines).toHaveLength(INVOICED_SQUADS);
    expect(lines.every((line) => Number(line.n) === 1)).toBe(true);
  }, 120_000);
});
