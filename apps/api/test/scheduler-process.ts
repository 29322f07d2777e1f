/**
 * One instance of the schedule mechanism in a process of its own (started by
 * multi-instance-schedules.test.ts with tsx): the real `Scheduler` on the real database client,
 * polled the way the `BackgroundWorker` does, with probe schedules whose handlers write to tables
 * the test created. `CRASH_IN=<schedule>` makes this instance hang inside that schedule's handler,
 * after its database writes, and print `hanging <periodStart> attempt <n>` so the test can kill -9 it there.
 * `INVOICES_LEASE_MS=<ms>` adds the real `invoices.monthly` schedule (its cron and its run, with that
 * lease); with `CRASH_IN=invoices.monthly` the instance stops dead after the run's first committed
 * batch, mid-run.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../src/db/client.js';
import { Scheduler } from '../src/background/scheduler.js';
import type { Config } from '../src/config.js';
import type { AppDeps } from '../src/deps.js';
import type { LiveBus } from '../src/modules/live/live-bus.js';
import { schedules as invoiceSchedules } from '../src/modules/invoices/index.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set');
const crashIn = process.env.CRASH_IN ?? '';
const database = await openDatabase({ kind: 'postgres', url, poolMax: 3 });
const scheduler = new Scheduler(database.db, Fastify({ logger: { level: 'warn' } }).log, 100);

// Every second: one attempt row per run (never deduplicated), to count how often a period ran.
scheduler.register({
  name: 'probe.tick',
  everyMs: 1000,
  handler: async ({ periodStart, attempt }) => {
    await database.db.execute(
      sql`insert into probe_attempts (schedule, period_start, attempt, pid) values ('probe.tick', ${periodStart}, ${attempt}, ${process.pid})`,
    );
  },
});
// Every second too, with a short lease: its effect is idempotent by a row unique per period.
scheduler.register({
  name: 'probe.work',
  everyMs: 1000,
  leaseMs: 1500,
  handler: async ({ periodStart, attempt }) => {
    await database.db.execute(
      sql`insert into probe_attempts (schedule, period_start, attempt, pid) values ('probe.work', ${periodStart}, ${attempt}, ${process.pid})`,
    );
    await database.db.execute(
      sql`insert into probe_effects (period_start, amount) values (${periodStart}, 1) on conflict (period_start) do nothing`,
    );
    if (crashIn === 'probe.work') {
      console.log(`hanging ${periodStart.toISOString()} attempt ${attempt}`);
      await new Promise(() => {});
    }
  },
});

const invoicesLeaseMs = Number(process.env.INVOICES_LEASE_MS ?? 0);
if (invoicesLeaseMs > 0) {
  let runningPeriod: Date | null = null;
  /** After each committed batch with someone to tell; where a crashing instance stops, blocked for good. */
  const announce = () => {
    if (crashIn !== 'invoices.monthly') return;
    console.log(`hanging ${runningPeriod?.toISOString()}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  };
  const live: LiveBus = { kind: 'postgres', start: async () => {}, announce, stop: async () => {} };
  const config = { appUrl: 'http://127.0.0.1', mail: { supportEmail: 'support@example.com' } } as unknown as Config;
  const background = { kick: () => {} } as unknown as AppDeps['background'];
  const deps = { database, live, config, background } as unknown as AppDeps;
  const schedule = invoiceSchedules.find((candidate) => candidate.name === 'invoices.monthly')!;
  scheduler.register({
    ...schedule,
    leaseMs: invoicesLeaseMs,
    handler: async (run) => {
      runningPeriod = run.periodStart;
      await database.db.execute(
        sql`insert into probe_attempts (schedule, period_start, attempt, pid) values ('invoices.monthly', ${run.periodStart}, ${run.attempt}, ${process.pid})`,
      );
      await schedule.handler(deps, run);
    },
  });
}

console.log('scheduler ready');
for (;;) {
  await scheduler.runDue().catch((error: unknown) => console.error(error));
  await new Promise((resolve) => setTimeout(resolve, 50));
}
