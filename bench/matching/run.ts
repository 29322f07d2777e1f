/**
 * `npm run bench:matching` (also the last part of `npm run bench`): quality and speed of
 * `GET /projects/{id}/matches` (issue 17, docs/matching.md) through a real API process (the production build).
 *   - PostgreSQL: 100,000 experts and 1,000,000 projects in database fractional_bench_matching, and
 *     1,000,000 experts (the 100,000 repeated in SQL) in fractional_bench_matching_1m (each kept between
 *     runs while its stamp matches); precision@3 / nDCG@10 against the planted experts of 200 projects;
 *     p50/p95/p99 at 8 concurrent clients; RSS of the API; EXPLAIN (ANALYZE, BUFFERS) at the largest size.
 *   - PGlite (embedded): 10,000 experts, the same quality and latency figures.
 *   - First, the golden set (golden.ts, bench/matching/golden/README.md): 20 hand-written briefs against 80
 *     hand-written experts graded by a recruiter, on PGlite in memory, in seconds.
 * Settings: BENCH_MATCHING_SECONDS (15) per load run, BENCH_MATCHING_PGLITE=0 / BENCH_MATCHING_PG=0 to
 * skip a half, BENCH_MATCHING_MILLION=0 to skip the 1,000,000 experts, BENCH_MATCHING_GOLDEN=0 to skip the golden set, BENCH_WRITE=0 to leave the docs alone.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginResult } from '@fractional/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, type DatabaseHandle } from '../../apps/api/src/db/client.js';
import * as schema from '../../apps/api/src/db/schema/index.js';
import { findBrief, rankCandidates } from '../../apps/api/src/modules/matching/matching.repository.js';
import { ADMIN_URL, databaseUrl, productionEnv, startApiWith, startHello } from '../lib/api.js';
import { fire, warmUp, type LoadResult } from '../lib/load.js';
import { cpuSeconds, postgresCpuSeconds, ROOT, type Running } from '../lib/processes.js';
import { fixed, machineLine, percent, table, verdict, writeSection } from '../lib/report.js';
import { BENCH_PASSWORD, measuredClientEmail, readIds, type Ids } from './generate.js';
import { ensurePopulation, pgliteOpener, postgresOpener } from './ensure-population.js';
import { renderGolden, runGolden } from './golden.js';
import { PLANTS_PER_PROJECT } from './population.js';

const SEED = 17;
const MEASURED = 200;
const BACKGROUND = 800;
const PG_EXPERTS = 100_000;
const PG_PROJECTS = 1_000_000;
/** The largest population: PG_EXPERTS written from Node, the rest repeated in SQL (generate.ts). */
const PG_MILLION = 1_000_000;
const PGLITE_EXPERTS = 10_000;
const PGLITE_PROJECTS = 10_000;
/** BENCH_MATCHING_DATABASE names it, so two builds measured side by side on one server keep apart. */
const DATABASE = process.env.BENCH_MATCHING_DATABASE ?? 'fractional_bench_matching';
const CONNECTIONS = 8;
const seconds = Number(process.env.BENCH_MATCHING_SECONDS ?? 15);
const log = (line: string) => console.log(line);

interface Quality {
  hitAt3: number;
  precisionAt3: number;
  ndcgAt10: number;
  /** Answers that listed an expert who must never be matched (not open to work, not verified). */
  hiddenShown: number;
  /** Projects whose top 3 held a near-miss. */
  missInTop3: number;
}

interface Measured {
  label: string;
  experts: number;
  projects: number;
  quality: Quality;
  load: LoadResult;
  /** CPU per answered request during the load run, ms: the API process, PostgreSQL's processes (null on PGlite, which runs inside the API). */
  cpu: { api: number; postgres: number | null };
  rss: { before: number; afterQuality: number; afterLoad: number };
  /** null: a reference row without a target. */
  targetP95: number | null;
  targetP99: number | null;
  /** Latency of the quality pass, one request at a time (?limit=10): the query alone, no queue. */
  alone: { p50: number; p95: number };
}

/** Resident set size of a process, MiB, from /proc. */
function rssMiB(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** The owners of the measured projects sign in through the API (only a project's owner sees its matches). */
async function ownerTokens(baseUrl: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${baseUrl}/api/v1/auth/email/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: measuredClientEmail(index), password: BENCH_PASSWORD }),
    });
    if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
    tokens.push(((await response.json()) as LoginResult).token);
  }
  return tokens;
}

async function measureQuality(
  baseUrl: string,
  tokens: string[],
  projectIds: number[],
  expertByProfile: Map<number, string>,
): Promise<Quality & { latencies: number[] }> {
  const latencies: number[] = [];
  let hits = 0;
  let precision = 0;
  let ndcg = 0;
  let hiddenShown = 0;
  let missInTop3 = 0;
  for (const [index, projectId] of projectIds.entries()) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/v1/projects/${projectId}/matches?limit=10&page=1`, {
      headers: { authorization: `Bearer ${tokens[index]}` },
    });
    if (!response.ok) throw new Error(`matches of project ${projectId} answered ${response.status}`);
    const page = (await response.json()) as { data: Array<{ expert: { profileId: number } }> };
    latencies.push(performance.now() - started);
    const keys = page.data.map((item) => expertByProfile.get(item.expert.profileId) ?? '');
    const planted = (key: string) => key.startsWith(`plant-${index}-`);
    const top3 = keys.slice(0, 3);
    if (top3.some(planted)) hits += 1;
    precision += top3.filter(planted).length / 3;
    if (top3.some((key) => key.startsWith('miss-'))) missInTop3 += 1;
    hiddenShown += keys.filter((key) => key.startsWith('hidden-')).length;
    const dcg = keys.reduce((sum, key, rank) => sum + (planted(key) ? 1 / Math.log2(rank + 2) : 0), 0);
    let ideal = 0;
    for (let rank = 0; rank < Math.min(PLANTS_PER_PROJECT, 10); rank += 1) ideal += 1 / Math.log2(rank + 2);
    ndcg += dcg / ideal;
  }
  const n = projectIds.length;
  return { hitAt3: hits / n, precisionAt3: precision / n, ndcgAt10: ndcg / n, hiddenShown, missInTop3, latencies };
}

/** Quality, then RSS, then a warm-up and one load run over the measured projects in turn. */
async function measure(
  api: Running,
  { expertByProfile, projectIds }: Ids,
  label: string,
  sizes: {
    experts: number;
    projects: number;
    targetP95: number | null;
    targetP99: number | null;
    onPostgres: boolean;
  },
): Promise<Measured> {
  const tokens = await ownerTokens(api.baseUrl, projectIds.length);
  const before = rssMiB(api.child.pid);
  log(`${label}: quality over ${projectIds.length} projects…`);
  const { latencies, ...quality } = await measureQuality(api.baseUrl, tokens, projectIds, expertByProfile);
  const sorted = latencies.sort((a, b) => a - b);
  const alone = {
    p50: sorted[Math.floor(sorted.length * 0.5)] ?? Number.NaN,
    p95: sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Number.NaN,
  };
  const afterQuality = rssMiB(api.child.pid);
  const target = {
    url: `${api.baseUrl}/api/v1/projects/${projectIds[0]}/matches?limit=20`,
    headersInTurn: tokens.map((token) => ({ authorization: `Bearer ${token}` })),
    pathsInTurn: projectIds.map((id) => `/api/v1/projects/${id}/matches?limit=20`),
    expectStatus: 200,
  };
  log(`${label}: load, ${CONNECTIONS} connections, ${seconds} s…`);
  await warmUp(target, { connections: CONNECTIONS, seconds });
  const pid = api.child.pid ?? 0;
  const cpuBefore = { api: cpuSeconds(pid), postgres: postgresCpuSeconds() };
  const load = await fire(target, { connections: CONNECTIONS, seconds });
  const perRequest = (spent: number) => (spent * 1000) / Math.max(1, load.count);
  const cpu = {
    api: perRequest(cpuSeconds(pid) - cpuBefore.api),
    postgres: sizes.onPostgres ? perRequest(postgresCpuSeconds() - cpuBefore.postgres) : null,
  };
  const afterLoad = rssMiB(api.child.pid);
  log(
    `  ${fixed(load.rps, 1)} req/s, p50 ${fixed(load.p50, 1)} ms, p95 ${fixed(load.p95, 1)} ms, p99 ${fixed(load.p99, 1)} ms, errors ${load.errors}; hit@3 ${percent(quality.hitAt3)}, nDCG@10 ${fixed(quality.ndcgAt10, 3)}`,
  );
  return {
    label,
    ...sizes,
    quality,
    alone,
    load,
    cpu,
    rss: { before, afterQuality, afterLoad },
  };
}

/** The production build of the API on a free port, with the environment `env` gives for it. */

/** A population of `sizes` in the database `open` gives (generated when its stamp differs), and its ids. */
function ensureSizes(open: (fresh: boolean) => Promise<DatabaseHandle>, sizes: { experts: number; projects: number }) {
  const distinct = Math.min(sizes.experts, PG_EXPERTS);
  return ensurePopulation(
    open,
    {
      seed: SEED,
      ...sizes,
      distinct,
      measured: MEASURED,
      background: BACKGROUND,
      // trackHours: the track records come with approved timesheets (issue 45), a population without them is made again.
      stamp: { ...sizes, distinct, seed: SEED, measured: MEASURED, background: BACKGROUND, trackHours: 1 },
    },
    log,
    readIds,
  );
}

/**
 * One PostgreSQL population: `experts` experts and `projects` projects in `name` (generated when its
 * stamp differs). With `target`, a measured row; without, a reference row (the same query on a tenth
 * of the experts, to read RSS and latency against the population's size).
 */
async function postgresRun(
  results: Measured[],
  plans: string[],
  name: string,
  sizes: { experts: number; projects: number },
  target: { p95: number; p99: number | null } | null,
): Promise<void> {
  const url = databaseUrl(name);
  log(`PostgreSQL: ${sizes.experts} experts, ${sizes.projects} projects in ${name}…`);
  const ids = await ensureSizes(postgresOpener(name), sizes);
  // Load shedding off: the benchmark measures the ranking's latency under load, not the shedder's 503s. The
  // matcher does not read Find experts' index: not built, so RSS and start stay the matcher's own.
  const api = await startApiWith((port) => ({
    ...productionEnv(port, url),
    SHED_LOAD: 'false',
    SEARCH_INDEX_AT_START: 'false',
  }));
  try {
    results.push(
      await measure(api, ids, target ? 'PostgreSQL' : 'PostgreSQL (reference)', {
        ...sizes,
        targetP95: target?.p95 ?? null,
        targetP99: target?.p99 ?? null,
        onPostgres: true,
      }),
    );
    if (target) plans.push(await explainRanking(url, ids.projectIds[0] ?? 0));
  } finally {
    await api.stop();
  }
}

/** The ranking query as the repository builds it for the first measured project, with EXPLAIN (ANALYZE, BUFFERS). */
async function explainRanking(url: string, projectId: number): Promise<string> {
  const captured: Array<{ query: string; params: unknown[] }> = [];
  // JIT off, as on the API's connections (docs/scaling.md): the plan shown is the plan served.
  const pool = new pg.Pool({ connectionString: url, max: 1, options: '-c jit=off' });
  try {
    const logged = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (query, params) => void captured.push({ query, params }) },
    }) as unknown as Database;
    const brief = await findBrief(logged, projectId);
    if (!brief) throw new Error('no brief');
    await rankCandidates(logged, brief, 21, 0);
    // The last ranking statement (tier 1's, or tier 2's when the page reaches past the gap-sharers).
    const ranking = captured.filter((entry) => entry.query.trimStart().startsWith('with ')).at(-1);
    if (!ranking) throw new Error('no query captured');
    const result = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${ranking.query}`,
      ranking.params,
    );
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await pool.end();
  }
}

async function pgliteHalf(results: Measured[]): Promise<void> {
  const dataDir = path.join(os.tmpdir(), 'fractional-bench-matching-pglite');
  log(`PGlite: ${PGLITE_EXPERTS} experts, ${PGLITE_PROJECTS} projects in ${dataDir}…`);
  const ids = await ensureSizes(pgliteOpener(dataDir), { experts: PGLITE_EXPERTS, projects: PGLITE_PROJECTS });
  // Without DATABASE_URL the API opens PGlite in DATA_DIR/db, the directory generated above.
  const api = await startApiWith((port) => ({
    ...productionEnv(port, ''),
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    SHED_LOAD: 'false',
    SEARCH_INDEX_AT_START: 'false',
  }));
  try {
    results.push(
      await measure(api, ids, 'PGlite (embedded)', {
        experts: PGLITE_EXPERTS,
        projects: PGLITE_PROJECTS,
        targetP95: 200,
        targetP99: null,
        onPostgres: false,
      }),
    );
  } finally {
    await api.stop();
  }
}

function render(machine: string, results: Measured[]): string {
  const latency = table(
    [
      'database',
      'experts',
      'projects',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'target',
      '',
      'errors',
      'one at a time: p50 / p95 ms',
      'CPU per request: API / PostgreSQL ms',
    ],
    results.map((r) => {
      const isMet =
        r.targetP95 === null
          ? null
          : r.load.p95 <= r.targetP95 && (r.targetP99 === null || r.load.p99 <= r.targetP99) && r.load.errors === 0;
      return [
        r.label,
        r.experts.toLocaleString('en'),
        r.projects.toLocaleString('en'),
        fixed(r.load.rps, 1),
        fixed(r.load.p50, 1),
        fixed(r.load.p95, 1),
        fixed(r.load.p99, 1),
        r.targetP95 === null
          ? '–'
          : `p95 ≤ ${r.targetP95} ms${r.targetP99 === null ? '' : `, p99 ≤ ${r.targetP99} ms`}`,
        isMet === null ? 'reference' : verdict(isMet),
        r.load.errors,
        `${fixed(r.alone.p50, 0)} / ${fixed(r.alone.p95, 0)}`,
        `${fixed(r.cpu.api, 1)} / ${r.cpu.postgres === null ? 'in the API' : fixed(r.cpu.postgres, 1)}`,
      ];
    }),
  );
  const quality = table(
    [
      'database',
      'experts',
      'planted expert in top 3',
      'precision@3',
      'nDCG@10',
      'near-miss in top 3',
      'unmatchable shown',
      'target',
      '',
    ],
    results.map((r) => [
      r.label,
      r.experts.toLocaleString('en'),
      percent(r.quality.hitAt3),
      fixed(r.quality.precisionAt3, 3),
      fixed(r.quality.ndcgAt10, 3),
      `${r.quality.missInTop3} of ${MEASURED}`,
      r.quality.hiddenShown,
      'planted in top 3 ≥ 95 %, none unmatchable',
      verdict(r.quality.hitAt3 >= 0.95 && r.quality.hiddenShown === 0),
    ]),
  );
  const memory = table(
    ['database', 'experts', 'RSS at start MiB', 'after quality MiB', 'after load MiB'],
    results.map((r) => [
      r.label,
      r.experts.toLocaleString('en'),
      fixed(r.rss.before, 0),
      fixed(r.rss.afterQuality, 0),
      fixed(r.rss.afterLoad, 0),
    ]),
  );
  return [
    `Run: ${machine}.`,
    `GET /projects/{id}/matches?limit=20 by each project's owner, the ${MEASURED} measured projects in turn, ${CONNECTIONS} connections, ${seconds} s after a warm-up; quality from ?limit=10 of each measured project (${PLANTS_PER_PROJECT} planted experts each, seed ${SEED}); CPU per request: the /proc time of the API process and of PostgreSQL's processes during the load run ÷ answers.`,
    '',
    latency,
    '',
    quality,
    '',
    memory,
  ].join('\n');
}

/**
 * The bare Fastify ceiling at the same connections, measured at the start of the run: this machine's speed
 * swings by twice from hour to hour, and the targets are absolute, so each run says how fast it was.
 */
async function ceilingNow(): Promise<string> {
  const hello = await startHello();
  try {
    const target = { url: `${hello.baseUrl}/`, expectStatus: 200 };
    const options = { connections: CONNECTIONS, seconds: 5 };
    await warmUp(target, options);
    const { rps } = await fire(target, options);
    return `bare Fastify ceiling ${Math.round(rps).toLocaleString('en')} req/s at ${CONNECTIONS} connections`;
  } finally {
    await hello.stop();
  }
}

async function main(): Promise<void> {
  const results: Measured[] = [];
  const plans: string[] = [];
  let version = 'unknown';
  try {
    version = execFileSync('psql', [ADMIN_URL, '-Atc', 'show server_version'], { encoding: 'utf8' }).trim();
  } catch {
    // no psql
  }
  const machine = machineLine([`PostgreSQL ${version}`, await ceilingNow()]);
  log(`machine: ${machine}`);
  if (process.env.BENCH_MATCHING_GOLDEN !== '0') {
    log('golden set…');
    const golden = renderGolden(await runGolden(log), machineLine());
    console.log(`\n${golden}\n`);
    if (process.env.BENCH_WRITE !== '0') await writeSection('matching-golden', golden);
  }
  if (process.env.BENCH_MATCHING_PG !== '0') {
    await postgresRun(
      results,
      plans,
      `${DATABASE}_small`,
      { experts: PG_EXPERTS / 10, projects: PG_PROJECTS / 100 },
      null,
    );
    await postgresRun(results, plans, DATABASE, { experts: PG_EXPERTS, projects: PG_PROJECTS }, { p95: 60, p99: null });
    if (process.env.BENCH_MATCHING_MILLION !== '0')
      await postgresRun(
        results,
        plans,
        `${DATABASE}_1m`,
        { experts: PG_MILLION, projects: PG_PROJECTS },
        { p95: 150, p99: null },
      );
  }
  if (process.env.BENCH_MATCHING_PGLITE !== '0') await pgliteHalf(results);
  const report = render(machine, results);
  // The plan of the largest population measured.
  const plan = plans.at(-1) ?? '';
  console.log(`\n${report}\n\n${plan}`);
  if (process.env.BENCH_WRITE !== '0') {
    await writeSection('matching', report);
    if (plan) await writeSection('matching-plan', `\`\`\`\n${plan}\n\`\`\``, PLAN_DOC);
  }
}

const PLAN_DOC = path.join(ROOT, 'docs/matching.md');

await main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
