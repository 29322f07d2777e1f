// Measures pg-boss (the current major) the way ADR 0016 measured our own loop, for the job-engine
// decision (docs/decisions/0016-jobs-and-schedules.md, "Measured again on Node.js 24"). pg-boss is not a
// dependency: run it from a scratch folder with `npm i pg-boss@12 @electric-sql/pglite pg` and
// `node pg-boss.mjs` (PostgreSQL at PGBENCH_URL, default postgres://postgres@127.0.0.1:5432).
//   idle      statements a minute of one idle instance with the project's queues and schedules
//   latency   send → handler start, 20 jobs one after another, one instance and across two (default polling)
//   kill      an instance killed with SIGKILL inside a handler: when the other one runs the job
//   pglite    start, a job and a schedule on the embedded database
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PgBoss, fromPglite } from 'pg-boss';

const base = process.env.PGBENCH_URL ?? 'postgres://postgres@127.0.0.1:5432';
const QUEUES = ['mail', 'file-removal', 'digests', 'stream-prune', 'invoices', 'reminders'];
const SCHEDULES = 10;
const role = process.argv[2];

async function freshDatabase(name) {
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return `${base}/${name}`;
}

async function commits(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    'select xact_commit::bigint as n from pg_stat_database where datname = current_database()',
  );
  await client.end();
  return Number(rows[0].n);
}

async function startBoss(url) {
  const boss = new PgBoss({ connectionString: url, max: 4 });
  boss.on('error', (error) => console.error('pg-boss error', error.message));
  await boss.start();
  for (const queue of QUEUES) await boss.createQueue(queue);
  return boss;
}

async function idle() {
  const url = await freshDatabase('jobbench_idle');
  const boss = await startBoss(url);
  for (const queue of QUEUES) await boss.work(queue, async () => {});
  for (let i = 0; i < SCHEDULES; i++)
    await boss.schedule(QUEUES[i % QUEUES.length], `${i} * * * *`, null, { key: `s${i}` });
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const before = await commits(url);
  await new Promise((resolve) => setTimeout(resolve, 60_000));
  const after = await commits(url);
  await boss.stop({ graceful: false });
  // pg_stat_database counts every transaction, the two reads of the counter included.
  console.log(
    `idle: ${after - before - 1} transactions a minute (${QUEUES.length} queues with a worker, ${SCHEDULES} schedules)`,
  );
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function latency() {
  const url = await freshDatabase('jobbench_latency');
  const sender = await startBoss(url);
  await sender.createQueue('mail-notify', { notify: true });
  for (const [queue, across] of [
    ['mail', false],
    ['mail', true],
    ['mail-notify', true],
  ]) {
    const worker = across ? await startBoss(url) : sender;
    // One job at a time: each send waits for the previous job's handler (a worker fetching one job a
    // poll would otherwise queue a burst behind its own polling interval).
    let handled;
    await worker.work(queue, async () => handled());
    const waits = [];
    for (let i = 0; i < 20; i++) {
      const ran = new Promise((resolve) => (handled = resolve));
      const sentAt = performance.now();
      await sender.send(queue, { i });
      await ran;
      waits.push(performance.now() - sentAt);
    }
    await worker.offWork(queue);
    console.log(
      `latency ${queue === 'mail-notify' ? 'with notify, ' : ''}${across ? 'across two instances' : 'one instance'}: p50 ${percentile(waits, 50).toFixed(0)} ms, p95 ${percentile(waits, 95).toFixed(0)} ms`,
    );
    if (across) await worker.stop({ graceful: false });
  }
  await sender.stop({ graceful: false });
}

async function kill() {
  const url = await freshDatabase('jobbench_kill');
  const boss = await startBoss(url);
  await boss.createQueue('crash', { expireInSeconds: 30, retryLimit: 3, retryDelay: 0 });
  const victim = fork(new URL(import.meta.url), ['victim', url]);
  await new Promise((resolve) => victim.once('message', resolve)); // working
  await boss.send('crash', { n: 1 });
  await new Promise((resolve) => victim.once('message', resolve)); // inside the handler
  victim.kill('SIGKILL');
  const killedAt = performance.now();
  const ran = new Promise((resolve) =>
    boss.work('crash', { pollingIntervalSeconds: 0.5 }, async ([job]) => resolve(job)),
  );
  const job = await ran;
  console.log(
    `kill -9: the other instance ran the job ${((performance.now() - killedAt) / 1000).toFixed(1)} s later (expireInSeconds 30; retry ${job.retryCount ?? '?'})`,
  );
  await boss.stop({ graceful: false });
}

async function victim(url) {
  const boss = new PgBoss({ connectionString: url, max: 2 });
  await boss.start();
  await boss.work('crash', { pollingIntervalSeconds: 0.5 }, async () => {
    process.send('inside');
    await new Promise(() => {});
  });
  process.send('working');
}

async function pgliteRun() {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  const startedAt = performance.now();
  const boss = new PgBoss({ db: fromPglite(db) });
  boss.on('error', (error) => console.error('pg-boss error', error.message));
  await boss.start();
  const startMs = performance.now() - startedAt;
  await boss.createQueue('mail');
  const ran = new Promise((resolve) =>
    boss.work('mail', { pollingIntervalSeconds: 0.5 }, async ([job]) => resolve(job)),
  );
  const sentAt = performance.now();
  await boss.send('mail', { hello: 'world' });
  await ran;
  await boss.schedule('mail', '0 9 * * 1', null, { tz: 'Europe/London' });
  console.log(
    `pglite: start ${startMs.toFixed(0)} ms, a job ran ${(performance.now() - sentAt).toFixed(0)} ms after send, a schedule in Europe/London accepted`,
  );
  await boss.stop({ graceful: false });
  await db.close();
}

if (role === 'victim') await victim(process.argv[3]);
else {
  const which = role ?? 'all';
  if (which === 'all' || which === 'pglite') await pgliteRun();
  if (which === 'all' || which === 'latency') await latency();
  if (which === 'all' || which === 'kill') await kill();
  if (which === 'all' || which === 'idle') await idle();
  process.exit(0);
}
