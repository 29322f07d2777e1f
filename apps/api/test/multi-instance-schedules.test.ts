import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clonePostgresTemplate } from './build-test-app.js';

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
    const periodStart = new Date(/hanging (\S+)/.exec(crashing.output())![1]!);
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
      (rows) => rows.length >= 2,
    );
    // Not lost: the survivor ran the same period again once the lease had passed ...
    expect(attempts.map((row) => row.attempt)).toEqual([1, 2]);
    expect(attempts[0]!.pid).toBe(crashing.child.pid);
    expect(attempts[1]!.pid).toBe(survivor.child.pid);
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
});
