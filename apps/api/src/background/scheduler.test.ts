import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/build-test-app.js';
import { jobSchedules } from '../db/schema/index.js';
import { Scheduler, type ScheduledRun } from './scheduler.js';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
const log = Fastify({ logger: false }).log;

describe('Scheduler (on the test database)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.dispose());

  const makeDue = (name: string) =>
    database.db
      .update(jobSchedules)
      .set({ nextRunAt: sql`now() - interval '1 second'`, leaseUntil: null })
      .where(eq(jobSchedules.name, name));
  const rowOf = async (name: string) =>
    (await database.db.select().from(jobSchedules).where(eq(jobSchedules.name, name)))[0]!;

  it('runs a due period once, then waits for the next one', async () => {
    const runs: ScheduledRun[] = [];
    const scheduler = new Scheduler(database.db, log, 10);
    scheduler.register({ name: 'test.hourly', cron: '0 * * * *', handler: async (run) => void runs.push(run) });
    await scheduler.runDue();
    expect(runs).toEqual([]);
    const first = await rowOf('test.hourly');
    expect(first.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(first.nextRunAt.getUTCMinutes()).toBe(0);

    await makeDue('test.hourly');
    const due = (await rowOf('test.hourly')).nextRunAt;
    await scheduler.runDue();
    await scheduler.runDue();
    expect(runs).toEqual([{ periodStart: due, attempt: 1 }]);
    const after = await rowOf('test.hourly');
    expect(after).toMatchObject({ runs: 1, attempts: 0, leaseUntil: null, lastError: null });
    expect(after.nextRunAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('retries a failed period after a delay, with the same period start', async () => {
    const runs: ScheduledRun[] = [];
    const scheduler = new Scheduler(database.db, log, 60_000);
    scheduler.register({
      name: 'test.flaky',
      everyMs: 60_000,
      handler: async (run) => {
        runs.push(run);
        if (runs.length === 1) throw new Error('SMTP is down');
      },
    });
    await scheduler.runDue();
    await makeDue('test.flaky');
    const due = (await rowOf('test.flaky')).nextRunAt;
    await scheduler.runDue();
    const failed = await rowOf('test.flaky');
    expect(failed).toMatchObject({ attempts: 1, runs: 0, lastError: 'SMTP is down', nextRunAt: due });
    // Not before the retry delay (a minute after the first failure) has passed.
    expect(failed.leaseUntil!.getTime()).toBeGreaterThan(Date.now() + 30_000);
    await scheduler.runDue();
    expect(runs).toHaveLength(1);
    await database.db
      .update(jobSchedules)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(jobSchedules.name, 'test.flaky'));
    await scheduler.runDue();
    expect(runs).toEqual([
      { periodStart: due, attempt: 1 },
      { periodStart: due, attempt: 2 },
    ]);
    expect(await rowOf('test.flaky')).toMatchObject({ attempts: 0, runs: 1, lastError: null });
  });

  it('keeps the period of a run that outlasts its lease: the lease is renewed while the handler runs', async () => {
    const runs: Array<{ who: string; run: ScheduledRun }> = [];
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Two instances on one database; the first one's run takes four times its 300 ms lease.
    const [first, second] = ['first', 'second'].map((who) => {
      const scheduler = new Scheduler(database.db, log, 10);
      scheduler.register({
        name: 'test.long',
        everyMs: 60_000,
        leaseMs: 300,
        handler: async (run) => {
          runs.push({ who, run });
          if (who === 'first') await sleep(1200);
        },
      });
      return scheduler;
    });
    await first!.runDue();
    await makeDue('test.long');
    const due = (await rowOf('test.long')).nextRunAt;
    const running = first!.runDue();
    for (let pass = 0; pass < 4; pass++) {
      await sleep(300);
      await second!.runDue();
    }
    await running;
    expect(runs).toEqual([{ who: 'first', run: { periodStart: due, attempt: 1 } }]);
    expect(await rowOf('test.long')).toMatchObject({ attempts: 0, runs: 1, leaseUntil: null });
  });

  it('refuses a schedule it could never run', () => {
    const scheduler = new Scheduler(database.db, log, 10);
    expect(() => scheduler.register({ name: 'x', cron: '61 * * * *', handler: async () => {} })).toThrow();
    expect(() => scheduler.register({ name: 'y', handler: async () => {} })).toThrow();
    scheduler.register({ name: 'z', everyMs: 1000, handler: async () => {} });
    expect(() => scheduler.register({ name: 'z', everyMs: 1000, handler: async () => {} })).toThrow();
  });
});
