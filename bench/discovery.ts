/**
 * `npm run bench:discovery`: the speed of Find experts, `GET /experts` (docs/discovery.md), with words and two
 * filters, facets included, through a real API process (the production build) at 8 concurrent clients.
 *   - PostgreSQL: 1,000,000 experts in database bench_discovery (the matching benchmark's population:
 *     BASE experts written from Node, the rest repeated set-based with generate_series; kept between runs
 *     while its stamp matches). Target p95 ≤ 100 ms. Also EXPLAIN (ANALYZE, BUFFERS) of each statement of
 *     one search, and what the search table and its index cost (size, rebuild, writes).
 *   - PGlite (embedded): 10,000 experts. Target p95 ≤ 150 ms.
 * The bare Fastify ceiling is measured at the start of the run, at the same connections: this machine's
 * speed swings by twice from hour to hour. The measured API runs with SHED_LOAD=false: production's load
 * shedding (docs/operations.md) answered 7,499 of a PGlite run's requests with 503, which measures the shedding
 * rather than the search. The population's stamp (bench/matching/generate.ts `populationStamp`) hashes the
 * generator, the sizes and the migrations' contents in name order, not their names: renumbering a migration
 * keeps the 1,000,000 experts; a changed or new migration regenerates them. Settings: BENCH_DISCOVERY_SECONDS (15) per load run,
 * BENCH_DISCOVERY_PG=0 / BENCH_DISCOVERY_PGLITE=0 to skip a half, BENCH_WRITE=0 to leave the docs alone.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ExpertSearchQuerySchema, type LoginResult } from '@fractional/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, type DatabaseHandle } from '../apps/api/src/db/client.js';
import * as schema from '../apps/api/src/db/schema/index.js';
import { searchExperts } from '../apps/api/src/modules/discovery/discovery.service.js';
import { ADMIN_URL, databaseUrl, productionEnv, startApiWith, startHello } from './lib/api.js';
import { fire, warmUp, type LoadResult } from './lib/load.js';
import { ROOT, type Running } from './lib/processes.js';
import { fixed, machineLine, table, verdict, writeSection } from './lib/report.js';
import { BENCH_PASSWORD, measuredClientEmail } from './matching/generate.js';
import { ensurePopulation, pgliteOpener, postgresOpener } from './matching/ensure-population.js';

const SEED = 44;
/** Experts written from Node (their triggers run); the rest repeat them in SQL. */
const BASE = 20_000;
/** BENCH_DISCOVERY_EXPERTS: the PostgreSQL population (1,000,000 unless told; another size gets its own database). */
const PG_EXPERTS = Number(process.env.BENCH_DISCOVERY_EXPERTS ?? 1_000_000);
const PGLITE_EXPERTS = 10_000;
const PROJECTS = 2_000;
const MEASURED = 8;
const BACKGROUND = 200;
const DATABASE = PG_EXPERTS === 1_000_000 ? 'bench_discovery' : `bench_discovery_${PG_EXPERTS}`;
const CONNECTIONS = 8;
const seconds = Number(process.env.BENCH_DISCOVERY_SECONDS ?? 15);
const log = (line: string) => console.log(line);

/** Words a client types (catalogue and everyday words), each searched with two filters in turn. */
const WORDS = ['CFO', 'marketing', 'data', 'security', 'sales', 'product', 'pricing', 'compliance', 'brand', 'finance'];
const FILTER_PAIRS = [
  'industries=banking,retail&jobLevel=executive,management',
  'minAvailableHours=10&maxRate=250&currency=EUR',
  'overlapWith=Europe/London&minOverlapHours=4&jobLevel=executive',
  'expertise=1,2,3,8,20&minAvailableHours=5',
  'minRate=80&maxRate=200&currency=GBP&industries=information-technology',
];
const SEARCHES = WORDS.flatMap((word, index) =>
  [0, 1].map(
    (turn) => `/api/v1/experts?q=${encodeURIComponent(word)}&${FILTER_PAIRS[(index + turn) % FILTER_PAIRS.length]!}`,
  ),
);

interface Measured {
  label: string;
  experts: number;
  target: number;
  load: LoadResult;
  alone: { p50: number; p95: number };
  /** Mean total of the searches' results, to read the latency against. */
  meanTotal: number;
  /** From the API's start to its /ready (which waits for the in-memory index's build), and its RSS then. */
  build: { ms: number; rss: number };
}

/** The API process's resident memory in MB (Linux /proc). */
function rssMb(api: Running): number {
  const status = readFileSync(`/proc/${api.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** The first measured client (verified by the generator) signs in; Find experts is for verified clients. */
async function clientToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/email/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: measuredClientEmail(0), password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as LoginResult).token;
}

/** Searches finding at most this many experts make the second load run: what a specific search costs. */
const NARROW = 5_000;

async function loadRun(api: Running, headers: Record<string, string>, paths: string[]): Promise<LoadResult> {
  const load = { url: `${api.baseUrl}${paths[0]!}`, headers, pathsInTurn: paths, expectStatus: 200 };
  await warmUp(load, { connections: CONNECTIONS, seconds: Math.min(5, seconds) });
  return fire(load, { connections: CONNECTIONS, seconds });
}

/** Each search once, one at a time (latency and total), then a load run over all of them and one over the narrow ones. */
/** The API with `env`, timed from its start to its /ready: the instance builds its in-memory index first (docs/discovery.md). */
async function startTimed(env: (port: number) => Record<string, string>): Promise<{ api: Running; ms: number }> {
  const started = performance.now();
  const api = await startApiWith(env);
  return { api, ms: performance.now() - started };
}

async function measure(
  { api, ms }: { api: Running; ms: number },
  label: string,
  experts: number,
  target: number,
): Promise<Measured[]> {
  const headers = { authorization: `Bearer ${await clientToken(api.baseUrl)}` };
  const build = { ms, rss: rssMb(api) };
  log(`  start to ready (index built): ${fixed(ms / 1000, 1)} s; API RSS ${fixed(build.rss, 0)} MB`);
  const alone: Array<{ search: string; ms: number; total: number }> = [];
  for (const search of SEARCHES) {
    const started = performance.now();
    const response = await fetch(`${api.baseUrl}${search}`, { headers });
    if (!response.ok) throw new Error(`${search} answered ${response.status}: ${await response.text()}`);
    const { total } = (await response.json()) as { total: number };
    alone.push({ search, ms: performance.now() - started, total });
  }
  const mixes = [
    { name: 'all searches', rows: alone },
    { name: `searches finding ≤ ${NARROW.toLocaleString('en')}`, rows: alone.filter((row) => row.total <= NARROW) },
  ].filter((mix) => mix.rows.length > 0);
  const measured: Measured[] = [];
  for (const mix of mixes) {
    log(`${label}, ${mix.name} (${mix.rows.length}): load, ${CONNECTIONS} connections, ${seconds} s…`);
    const result = await loadRun(
      api,
      headers,
      mix.rows.map((row) => row.search),
    );
    log(
      `  ${fixed(result.rps, 1)} req/s, p50 ${fixed(result.p50, 1)} ms, p95 ${fixed(result.p95, 1)} ms (target ${target})`,
    );
    const sorted = mix.rows.map((row) => row.ms).sort((a, b) => a - b);
    measured.push({
      label: `${label}, ${mix.name} (${mix.rows.length})`,
      experts,
      target,
      load: result,
      alone: { p50: sorted[Math.floor(sorted.length * 0.5)]!, p95: sorted[Math.ceil(sorted.length * 0.95) - 1]! },
      meanTotal: mix.rows.reduce((sum, row) => sum + row.total, 0) / mix.rows.length,
      build,
    });
  }
  return measured;
}

/** A population of `experts` experts in the database `open` gives (generated when its stamp differs). */
function ensureExperts(open: (fresh: boolean) => Promise<DatabaseHandle>, experts: number): Promise<void> {
  const distinct = Math.min(experts, BASE);
  return ensurePopulation(
    open,
    {
      seed: SEED,
      experts,
      distinct,
      projects: PROJECTS,
      measured: MEASURED,
      background: BACKGROUND,
      stamp: { experts, distinct, seed: SEED, projects: PROJECTS, discovery: 1 },
    },
    log,
    async () => undefined,
  );
}

/** The searches whose plans are shown: the first (a specific word, two list filters) and a common word with five expertise areas. */
const EXPLAINED = [SEARCHES[0]!, SEARCHES[5]!];

/**
 * The statements of each EXPLAINED search that read the search table (the page and the facets), as the
 * service runs them, with EXPLAIN (ANALYZE, BUFFERS).
 */
async function explainSearch(url: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 1, options: '-c jit=off' });
  const sections: string[] = [];
  let captured: Array<{ query: string; params: unknown[] }> = [];
  // One handle, so one in-memory index: built by an uncaptured search first, then only the searches' own statements are read.
  const logged = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => void captured.push({ query, params }) },
  }) as unknown as Database;
  const caller = { userId: 0, sessionId: 'bench', role: 'admin', revision: 0 } as const;
  const parse = (search: string) =>
    ExpertSearchQuerySchema.parse(Object.fromEntries(new URL(`http://x${search}`).searchParams));
  try {
    await searchExperts(logged, caller, parse(EXPLAINED[0]!));
    for (const search of EXPLAINED) {
      captured = [];
      await searchExperts(logged, caller, parse(search));
      sections.push(`Search: \`${search}\``);
      for (const entry of captured.filter((statement) => statement.query.includes('expert_search'))) {
        const result = await pool.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${entry.query}`,
          entry.params,
        );
        sections.push(`\`\`\`\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\``);
      }
    }
    return sections.join('\n\n');
  } finally {
    await pool.end();
  }
}

/** What the search table's GIN index costs: its size, a rebuild, and 2,000 profile writes with and without it; the tables' sizes. */
async function indexCosts(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const size = async (relation: string) =>
      (await client.query<{ size: string }>('select pg_size_pretty(pg_relation_size($1)) as size', [relation])).rows[0]!
        .size;
    const timed = async (statement: string) => {
      const started = performance.now();
      await client.query(statement);
      return performance.now() - started;
    };
    const writes = async (dropIndex: boolean) => {
      await client.query('begin');
      try {
        if (dropIndex) await client.query('drop index expert_search_discovery_gin');
        return await timed(`update profiles set description = description || ' ' where id in
          (select id from profiles where user_matchable order by id desc limit 2000)`);
      } finally {
        await client.query('rollback');
      }
    };
    const rebuild = await timed('reindex index expert_search_discovery_gin');
    // Alternated twice, the faster of each kept: the first writes warm the cache for the rest.
    const runs = [await writes(false), await writes(true), await writes(false), await writes(true)];
    const withIndex = Math.min(runs[0]!, runs[2]!);
    const without = Math.min(runs[1]!, runs[3]!);
    return table(
      ['index', 'size', 'rebuild s', '2,000 profile writes with / without it, ms'],
      [
        [
          'expert_search_discovery_gin',
          await size('expert_search_discovery_gin'),
          fixed(rebuild / 1000, 1),
          `${fixed(withIndex, 0)} / ${fixed(without, 0)}`,
        ],
        ['expert_search_pkey', await size('expert_search_pkey'), '–', '–'],
        ['(for comparison) profile_search_documents_gin', await size('profile_search_documents_gin'), '–', '–'],
        ['(the search table) expert_search', await size('expert_search'), '–', '–'],
        ['(for comparison, the table) profile_search_documents', await size('profile_search_documents'), '–', '–'],
        ['(for comparison, the table) profiles', await size('profiles'), '–', '–'],
      ],
    );
  } finally {
    await client.end();
  }
}

async function postgresHalf(results: Measured[]): Promise<{ plans: string; costs: string }> {
  const url = databaseUrl(DATABASE);
  log(`PostgreSQL: ${PG_EXPERTS} experts in ${DATABASE}…`);
  await ensureExperts(postgresOpener(DATABASE), PG_EXPERTS);
  const started = await startTimed((port) => ({ ...productionEnv(port, url), SHED_LOAD: 'false' }));
  const { api } = started;
  try {
    results.push(...(await measure(started, 'PostgreSQL', PG_EXPERTS, 100)));
  } finally {
    await api.stop();
  }
  return { plans: await explainSearch(url), costs: await indexCosts(url) };
}

async function pgliteHalf(results: Measured[]): Promise<void> {
  const dataDir = path.join(os.tmpdir(), 'fractional-bench-discovery-pglite');
  log(`PGlite: ${PGLITE_EXPERTS} experts in ${dataDir}…`);
  await ensureExperts(pgliteOpener(dataDir), PGLITE_EXPERTS);
  const started = await startTimed((port) => ({
    ...productionEnv(port, ''),
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    SHED_LOAD: 'false',
  }));
  const { api } = started;
  try {
    results.push(...(await measure(started, 'PGlite (embedded)', PGLITE_EXPERTS, 150)));
  } finally {
    await api.stop();
  }
}

/** The bare Fastify ceiling at the same connections, measured in this run. */
async function ceilingNow(): Promise<number> {
  const hello = await startHello();
  try {
    const target = { url: `${hello.baseUrl}/`, expectStatus: 200 };
    await warmUp(target, { connections: CONNECTIONS, seconds: 3 });
    return (await fire(target, { connections: CONNECTIONS, seconds: 5 })).rps;
  } finally {
    await hello.stop();
  }
}

function render(machine: string, ceiling: number, results: Measured[]): string {
  return [
    `Run: ${machine}.`,
    `GET /experts with words and two filters (${SEARCHES.length} searches in turn, facets included, limit 20) by a verified client, ${CONNECTIONS} connections, ${seconds} s after a warm-up. Same-run ceiling: bare Fastify ${Math.round(ceiling).toLocaleString('en')} req/s at ${CONNECTIONS} connections.`,
    '',
    table(
      [
        'database',
        'experts',
        'req/s',
        '% of ceiling',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'target',
        '',
        'errors',
        'one at a time: p50 / p95 ms',
        'mean total',
        'start to ready (index build) s',
        'API RSS MB when ready',
      ],
      results.map((r) => [
        r.label,
        r.experts.toLocaleString('en'),
        fixed(r.load.rps, 1),
        fixed((100 * r.load.rps) / ceiling, 2),
        fixed(r.load.p50, 1),
        fixed(r.load.p95, 1),
        fixed(r.load.p99, 1),
        `p95 ≤ ${r.target} ms`,
        verdict(r.load.p95 <= r.target && r.load.errors === 0),
        r.load.errors,
        `${fixed(r.alone.p50, 0)} / ${fixed(r.alone.p95, 0)}`,
        fixed(r.meanTotal, 0),
        fixed(r.build.ms / 1000, 1),
        fixed(r.build.rss, 0),
      ]),
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  let version = 'unknown';
  try {
    version = execFileSync('psql', [ADMIN_URL, '-Atc', 'show server_version'], { encoding: 'utf8' }).trim();
  } catch {
    // no psql
  }
  const ceiling = await ceilingNow();
  const machine = machineLine([`PostgreSQL ${version}`]);
  log(`machine: ${machine}; ceiling ${Math.round(ceiling)} req/s`);
  const results: Measured[] = [];
  let extra: { plans: string; costs: string } | null = null;
  if (process.env.BENCH_DISCOVERY_PG !== '0') extra = await postgresHalf(results);
  if (process.env.BENCH_DISCOVERY_PGLITE !== '0') await pgliteHalf(results);
  const report = render(machine, ceiling, results);
  console.log(`\n${report}\n`);
  if (extra) console.log(`${extra.costs}\n\n${extra.plans}`);
  if (process.env.BENCH_WRITE !== '0') {
    await writeSection('discovery', report);
    if (extra) {
      const doc = path.join(ROOT, 'docs/discovery.md');
      await writeSection('discovery-index-costs', extra.costs, doc);
      await writeSection('discovery-plans', extra.plans, doc);
    }
  }
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
