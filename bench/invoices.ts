/**
 * `npm run bench` (its last part) or `npm run bench:invoices`: spend and the monthly invoice run on the
 * production build and PostgreSQL (docs/benchmarks.md#spend-and-invoices). Data is made in SQL
 * (apps/api/test/seed-engagements.ts), not through HTTP.
 *   1. `GET /projects/{id}/spend` on a project of 20 members × 3 years of approved weeks, 8 clients,
 *      rounds of the bare ceiling then the endpoint (bench/run-api.ts's method): p95 ≤ 25 ms; with the
 *      CPU per request of the API process and of the database's own backends (not the machine's).
 *   2. The `invoices.monthly` schedule for 10,000 active members with a month of weeks each, run by
 *      the server itself once its period is due: ≤ 60 s from claim to done, the server's RSS sampled
 *      every 250 ms. Flat: the peak of the run's second half at most RSS_TREND_MAX above the peak of
 *      its first half (memory that grew with the invoices issued would show there); the growth over the
 *      level before the run is reported beside it (V8 first lets its heap grow, whatever the run's size).
 * Settings: BENCH_SECONDS (4), BENCH_ROUNDS (5), BENCH_WRITE=0 to leave docs/benchmarks.md alone.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { fullClient, recreateBenchDatabase, register, startApi, startHello } from './lib/api.js';
import { fire, warmUp, type LoadResult, type Target } from './lib/load.js';
import { cpuSeconds } from './lib/processes.js';
import { fixed, machineLine, median, percent, table, verdict, writeSection } from './lib/report.js';
import { seedEngagements } from '../apps/api/test/seed-engagements.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const SPEND_CLIENTS = 8;
const SPEND_MEMBERS = 20;
const SPEND_WEEKS = 156;
const SPEND_P95_MAX_MS = 25;
const RUN_PROJECTS = 1000;
const RUN_MEMBERS_PER_PROJECT = 10;
const RUN_SECONDS_MAX = 60;
/** "Memory flat": the peak of the run's second half may stand at most this much above its first half's. */
const RSS_TREND_MAX = 32 * 2 ** 20;
const MONTHLY_LEASE_MS = 30 * 60_000;
const DAY_MS = 86_400_000;
const log = (line: string) => console.log(line);

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The Monday on or before `ms` (UTC). */
const mondayOf = (ms: number) => {
  const date = new Date(day(ms));
  return date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS;
};
/** `count` Mondays, the last one the week before this one. */
const lastWeeks = (count: number) =>
  Array.from({ length: count }, (_, index) => day(mondayOf(Date.now()) - (count - index) * 7 * DAY_MS));
/** Every week that holds a day of last month (the first and last ones split by day on the invoice). */
function weeksOfLastMonth(now = new Date()): string[] {
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  const last = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0);
  const weeks: string[] = [];
  for (let monday = mondayOf(first); monday <= last; monday += 7 * DAY_MS) weeks.push(day(monday));
  return weeks;
}

function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

async function withClient<T>(url: string, fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

interface SpendRow {
  result: LoadResult;
  ceiling: LoadResult;
  ratios: number[];
  /** CPU milliseconds per request of the median round: the API process, and the database's backends. */
  cpu: { api: number; postgres: number };
}

/** The PostgreSQL backends connected to this database now (the API's pool, once warmed up), but ours. */
async function backendPids(databaseUrl: string): Promise<number[]> {
  return withClient(databaseUrl, async (db) => {
    const { rows } = await db.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  });
}

/** CPU seconds of live processes; one that has ended counts 0 (compare readings of the same round). */
const cpuOf = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      return sum + cpuSeconds(pid);
    } catch {
      return sum;
    }
  }, 0);

async function benchSpend(databaseUrl: string, apiBase: string, helloBase: string, apiPid: number): Promise<SpendRow> {
  const client = await register(apiBase, fullClient('bench-spend-client@example.com'));
  const profileId = client.user.profiles[0]?.id ?? 0;
  log(`seeding ${SPEND_MEMBERS} members × ${SPEND_WEEKS} approved weeks…`);
  const started = performance.now();
  const { projectIds } = await withClient(databaseUrl, (db) =>
    seedEngagements(db, {
      tag: 'spend',
      ownerProfileId: profileId,
      projects: 1,
      membersPerProject: SPEND_MEMBERS,
      hoursPerWeek: 10,
      hourlyRate: 150,
      joinedAt: new Date(Date.now() - (SPEND_WEEKS + 1) * 7 * DAY_MS),
      weeks: lastWeeks(SPEND_WEEKS),
    }),
  );
  await withClient(databaseUrl, (db) => db.query('analyze'));
  log(`  in ${fixed((performance.now() - started) / 1000)} s`);
  const load = { connections: SPEND_CLIENTS, seconds };
  const target: Target = {
    url: `${apiBase}/api/v1/projects/${projectIds[0]}/spend`,
    headers: { authorization: `Bearer ${client.token}` },
    expectStatus: 200,
  };
  const ceiling: Target = { url: `${helloBase}/`, expectStatus: 200 };
  await warmUp(ceiling, load);
  await warmUp(target, load);
  const backends = await backendPids(databaseUrl);
  const runs: Array<{ result: LoadResult; bare: LoadResult; cpu: SpendRow['cpu'] }> = [];
  for (let round = 1; round <= rounds; round += 1) {
    const bare = await fire(ceiling, load);
    const before = { api: cpuSeconds(apiPid), postgres: cpuOf(backends) };
    const result = await fire(target, load);
    const perRequest = (seconds: number) => (1000 * seconds) / Math.max(1, result.count);
    const cpu = {
      api: perRequest(cpuSeconds(apiPid) - before.api),
      postgres: perRequest(cpuOf(backends) - before.postgres),
    };
    runs.push({ result, bare, cpu });
    log(
      `round ${round}: ceiling ${fixed(bare.rps, 0)} req/s; spend ${fixed(result.rps, 0)} req/s (${percent(result.rps / bare.rps)}), p95 ${fixed(result.p95, 2)} ms, errors ${result.errors}; CPU per request: API ${fixed(cpu.api, 2)} ms, PostgreSQL ${fixed(cpu.postgres, 2)} ms`,
    );
  }
  const { result, bare, cpu } = median(runs, (run) => run.result.p95);
  const errors = runs.reduce((sum, run) => sum + run.result.errors, 0);
  return {
    result: { ...result, errors },
    ceiling: bare,
    ratios: runs.map((run) => run.result.rps / run.bare.rps),
    cpu,
  };
}

interface RunRow {
  members: number;
  invoices: number;
  seconds: number;
  rssBefore: number;
  rssMax: number;
  /** The highest RSS of the run's first and second halves (claim to done). */
  rssHalves: [number, number];
  rssAfter: number;
}

async function benchMonthlyRun(databaseUrl: string, apiPid: number): Promise<RunRow> {
  const members = RUN_PROJECTS * RUN_MEMBERS_PER_PROJECT;
  const weeks = weeksOfLastMonth();
  log(`seeding ${members} members in ${RUN_PROJECTS} squads, ${weeks.length} approved weeks each…`);
  const started = performance.now();
  await withClient(databaseUrl, async (db) => {
    await seedEngagements(db, {
      tag: 'run',
      projects: RUN_PROJECTS,
      membersPerProject: RUN_MEMBERS_PER_PROJECT,
      hoursPerWeek: 10,
      hourlyRate: 120,
      joinedAt: new Date(Date.now() - 75 * DAY_MS),
      weeks,
    });
    await db.query('analyze');
  });
  log(`  in ${fixed((performance.now() - started) / 1000)} s`);
  const now = new Date();
  const period = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 2));
  const rssBefore = rssBytes(apiPid);
  const samples: Array<{ at: number; rss: number }> = [];
  const sampler = setInterval(() => samples.push({ at: Date.now(), rss: rssBytes(apiPid) }), 250);
  let claimedAt: number | null = null;
  let finishedAt: number;
  try {
    // Due now, as on the 1st at 02:00: the server's next background pass claims and runs it.
    await withClient(databaseUrl, (db) =>
      db.query(
        `insert into job_schedules (name, next_run_at) values ('invoices.monthly', $1)
         on conflict (name) do update set next_run_at = excluded.next_run_at`,
        [period],
      ),
    );
    log('invoices.monthly due: waiting for the server to run it…');
    for (;;) {
      const row = await withClient(databaseUrl, async (db) => {
        const { rows } = await db.query<{
          runs: number;
          last_error: string | null;
          last_run_at: Date | null;
          lease_until: Date | null;
        }>(`select runs, last_error, last_run_at, lease_until from job_schedules where name = 'invoices.monthly'`);
        return rows[0];
      });
      if (row?.last_error) throw new Error(`the monthly run failed: ${row.last_error}`);
      // The claim sets the lease (now + lease): when it began, to the polling's 250 ms.
      if (row?.lease_until && claimedAt === null) claimedAt = row.lease_until.getTime() - MONTHLY_LEASE_MS;
      if (row && row.runs > 0 && row.last_run_at) {
        finishedAt = row.last_run_at.getTime();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    clearInterval(sampler);
  }
  if (claimedAt === null) throw new Error('the run was never seen claimed');
  const rssAfter = rssBytes(apiPid);
  const invoices = await withClient(databaseUrl, async (db) => {
    const { rows } = await db.query<{ n: string }>('select count(*) as n from invoices');
    return Number(rows[0]?.n ?? 0);
  });
  const middle = (claimedAt + finishedAt) / 2;
  const peak = (keep: (at: number) => boolean) =>
    Math.max(0, ...samples.filter((sample) => keep(sample.at)).map((sample) => sample.rss));
  const rssHalves: [number, number] = [
    peak((at) => at >= claimedAt && at < middle),
    peak((at) => at >= middle && at <= finishedAt),
  ];
  return {
    members,
    invoices,
    seconds: (finishedAt - claimedAt) / 1000,
    rssBefore,
    rssMax: Math.max(rssBefore, ...samples.map((sample) => sample.rss)),
    rssHalves,
    rssAfter,
  };
}

const mib = (bytes: number) => `${fixed(bytes / 2 ** 20, 0)} MiB`;

function render(machine: string, spend: SpendRow, run: RunRow): string {
  const spendMet = spend.result.p95 <= SPEND_P95_MAX_MS && spend.result.errors === 0;
  const runMet =
    run.seconds <= RUN_SECONDS_MAX &&
    run.invoices === run.members + SPEND_MEMBERS &&
    run.rssHalves[1] - run.rssHalves[0] <= RSS_TREND_MAX;
  return [
    `Run: ${machine}.`,
    '',
    table(
      ['measured', 'result', 'ceiling (same run)', 'target', ''],
      [
        [
          `GET /projects/{id}/spend, ${SPEND_MEMBERS} members × ${SPEND_WEEKS} weeks, ${SPEND_CLIENTS} clients`,
          `p95 ${fixed(spend.result.p95, 2)} ms, p50 ${fixed(spend.result.p50, 2)} ms, ${fixed(spend.result.rps, 0)} req/s, errors ${spend.result.errors}; CPU per request: API ${fixed(spend.cpu.api, 2)} ms, PostgreSQL ${fixed(spend.cpu.postgres, 2)} ms`,
          `${fixed(spend.ceiling.rps, 0)} req/s; ratio ${percent(spend.result.rps / spend.ceiling.rps)} (${spend.ratios.map((ratio) => fixed(100 * ratio, 0)).join(', ')})`,
          `p95 ≤ ${SPEND_P95_MAX_MS} ms`,
          verdict(spendMet),
        ],
        [
          `invoices.monthly for ${run.members} members (${RUN_PROJECTS} squads) and the spend project's ${SPEND_MEMBERS}, run by the server`,
          `${run.invoices} invoices in ${fixed(run.seconds, 1)} s; RSS ${mib(run.rssBefore)} before, at most ${mib(run.rssHalves[0])} in the run's first half and ${mib(run.rssHalves[1])} in its second, ${mib(run.rssMax)} at most, ${mib(run.rssAfter)} after`,
          '–',
          `≤ ${RUN_SECONDS_MAX} s, one invoice a member, second half's RSS peak ≤ first half's + ${mib(RSS_TREND_MAX)}`,
          verdict(runMet),
        ],
      ],
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const databaseUrl = await recreateBenchDatabase('bench_invoices');
  const machine = machineLine();
  log(`machine: ${machine}`);
  const api = await startApi({ databaseUrl });
  const hello = await startHello();
  try {
    const pid = api.child.pid;
    if (pid === undefined) throw new Error('the API has no pid');
    const spend = await benchSpend(databaseUrl, api.baseUrl, hello.baseUrl, pid);
    const run = await benchMonthlyRun(databaseUrl, pid);
    const report = render(machine, spend, run);
    console.log(`\n${report}`);
    if (process.env.BENCH_WRITE !== '0') await writeSection('invoices', report);
  } finally {
    await Promise.all([api.stop(), hello.stop()]);
  }
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
