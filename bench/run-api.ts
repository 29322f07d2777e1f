/**
 * `npm run bench`: the API's throughput and latency against the ceiling of this machine (a bare
 * Fastify hello-world measured right before each endpoint), on the production build and PostgreSQL.
 * Prints the results and records them in docs/benchmarks.md. Settings (environment):
 *   BENCH_SECONDS (5) per measurement, BENCH_ROUNDS (3) of ceiling and endpoint in turn per endpoint,
 *   BENCH_CONNECTIONS (16), BENCH_ONLY=me,ref-skills,… to run a
 *   subset, BENCH_SCALE=0 to skip the 100k-user / 1M-project part, BENCH_CPU_PROF=<dir> for --cpu-prof,
 *   BENCH_WRITE=0 to leave docs/benchmarks.md alone.
 */
import type { LoginResult } from '@fractional/contract';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  fullClient,
  PASSWORD,
  PROJECT,
  createProject,
  recreateBenchDatabase,
  register,
  startApi,
  startHello,
} from './lib/api.js';
import { measure, type LoadResult, type Target } from './lib/load.js';
import { explainHotQueries, type Plan } from './lib/plans.js';
import { ROOT, run } from './lib/processes.js';
import { fixed, machineLine, percent, table, verdict, writeSection } from './lib/report.js';
import { SCALE_CLIENT_PROJECTS, SCALE_PROJECTS, SCALE_USERS, seedScale } from './lib/seed-scale.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const withScale = process.env.BENCH_SCALE !== '0';
const cpuProfileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const load = { connections, seconds };
const log = (line: string) => console.log(line);

interface Row {
  name: string;
  label: string;
  result: LoadResult;
  ceiling: LoadResult | null;
  /** Each round's ratio to the ceiling measured right before it, when there is a ceiling. */
  roundRatios: number[];
  target: string;
  isMet: boolean;
}

const rows: Row[] = [];
const wanted = (name: string) => !only || only.has(name);

function postgresVersion(url: string): string {
  try {
    return execFileSync('psql', [url, '-Atc', 'show server_version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  const databaseUrl = await recreateBenchDatabase();
  const machine = machineLine([`PostgreSQL ${postgresVersion(databaseUrl)}`]);
  log(`machine: ${machine}`);
  const api = await startApi({ databaseUrl, ...(cpuProfileDir ? { cpuProfileDir } : {}) });
  const hello = await startHello();
  const api1 = `${api.baseUrl}/api/v1`;
  const ceiling = { url: `${hello.baseUrl}/`, expectStatus: 200 } satisfies Target;

  /**
   * The ceiling and the endpoint in turn, several rounds: each ratio is taken from two runs seconds
   * apart, so both see the same background load (on this VM the ceiling alone moves by half between
   * minutes). The round with the median ratio is reported, with every round's ratio beside it.
   */
  const compare = async (
    name: string,
    label: string,
    target: Target,
    judge: (r: LoadResult, c: LoadResult) => [string, boolean],
  ) => {
    if (!wanted(name)) return;
    const pairs: Array<{ result: LoadResult; bare: LoadResult }> = [];
    for (let round = 1; round <= rounds; round += 1) {
      log(`${label}, round ${round}: ceiling, then endpoint…`);
      const bare = await measure(ceiling, load);
      const result = await measure(target, load);
      pairs.push({ result, bare });
      log(
        `  ${fixed(result.rps, 0)} req/s (ceiling ${fixed(bare.rps, 0)}: ${percent(result.rps / bare.rps)}), p50 ${fixed(result.p50, 2)} ms, p99 ${fixed(result.p99, 2)} ms, errors ${result.errors}`,
      );
    }
    const { result, bare } = median(pairs, (pair) => pair.result.rps / pair.bare.rps);
    const errors = pairs.reduce((sum, pair) => sum + pair.result.errors, 0);
    const [text, isMet] = judge({ ...result, errors }, bare);
    const roundRatios = pairs.map((pair) => pair.result.rps / pair.bare.rps);
    rows.push({ name, label, result: { ...result, errors }, ceiling: bare, roundRatios, target: text, isMet });
  };
  const ratioAtLeast =
    (minimum: number, p99Max?: number) =>
    (result: LoadResult, bare: LoadResult): [string, boolean] => {
      const ratio = result.rps / bare.rps;
      const isMet = ratio >= minimum && (p99Max === undefined || result.p99 <= p99Max) && result.errors === 0;
      return [`≥ ${percent(minimum)}${p99Max === undefined ? '' : `, p99 ≤ ${p99Max} ms`}`, isMet];
    };

  try {
    const client = await register(api.baseUrl, fullClient('bench-client@example.com'));
    for (const name of ['Market entry', 'Data platform', 'Pricing review'])
      await createProject(api.baseUrl, client.token, { ...PROJECT, name });
    const writers: LoginResult[] = [];
    for (let index = 1; index <= load.connections; index += 1)
      writers.push(await register(api.baseUrl, fullClient(`bench-writer-${index}@example.com`)));
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });

    await compare(
      'me',
      'GET /auth/me (full profile)',
      { url: `${api1}/auth/me`, headers: auth(client.token), expectStatus: 200 },
      ratioAtLeast(0.35, 25),
    );

    const skillsUrl = `${api1}/ref-skills?page=1&limit=50`;
    const etag = (await fetch(skillsUrl)).headers.get('etag') ?? '';
    await compare(
      'ref-skills',
      'GET /ref-skills?page=1&limit=50',
      { url: skillsUrl, expectStatus: 200 },
      ratioAtLeast(0.6),
    );
    await compare(
      'ref-skills-304',
      'GET /ref-skills?page=1&limit=50 with If-None-Match',
      { url: skillsUrl, headers: { 'if-none-match': etag }, expectStatus: 304 },
      ratioAtLeast(0.6),
    );

    // Many clients creating projects at once, as in production. One client's own writes serialize at
    // commit on its revision row (user_revisions), which the second row shows.
    await compare(
      'projects-create',
      `POST /projects (${writers.length} clients in turn)`,
      {
        url: `${api1}/projects`,
        method: 'POST',
        headersInTurn: writers.map((writer) => auth(writer.token)),
        body: JSON.stringify(PROJECT),
        expectStatus: 201,
      },
      ratioAtLeast(0.15),
    );
    await compare(
      'projects-create-one',
      'POST /projects (all by one client)',
      {
        url: `${api1}/projects`,
        method: 'POST',
        headers: auth(writers[0]!.token),
        body: JSON.stringify(PROJECT),
        expectStatus: 201,
      },
      ratioAtLeast(0.15),
    );

    if (wanted('login')) {
      // Argon2 dominates and background load moves both rates: alternate the two, three rounds, medians.
      const logins: LoadResult[] = [];
      const bareRates: number[] = [];
      for (let round = 1; round <= 3; round += 1) {
        log(`POST /auth/email/login, round ${round}…`);
        logins.push(
          await measure(
            {
              url: `${api1}/auth/email/login`,
              method: 'POST',
              body: JSON.stringify({ email: client.user.email, password: PASSWORD }),
              expectStatus: 200,
            },
            load,
          ),
        );
        log(`bare argon2id verification rate, round ${round}…`);
        const bareRun = await run(process.execPath, [
          '--import',
          'tsx',
          path.join(ROOT, 'bench/lib/argon2-rate.ts'),
          String(connections),
          String(seconds),
        ]);
        bareRates.push((JSON.parse(bareRun) as { rate: number }).rate);
      }
      const login = median(logins, (result) => result.rps);
      const bare = { rate: medianOf(bareRates) };
      login.errors = logins.reduce((sum, result) => sum + result.errors, 0);
      const overhead = bare.rate / login.rps - 1;
      rows.push({
        name: 'login',
        label: `POST /auth/email/login (bare argon2id: ${fixed(bare.rate, 1)} verifications/s; overhead ${percent(overhead)})`,
        result: login,
        ceiling: null,
        roundRatios: [],
        target: 'overhead ≤ 20 %',
        isMet: overhead <= 0.2 && login.errors === 0,
      });
      log(
        `  ${fixed(login.rps, 1)} logins/s vs ${fixed(bare.rate, 1)} bare verifications/s: overhead ${percent(overhead)}`,
      );
    }

    let plans: Plan[] = [];
    if (withScale) {
      const scaleClient = await register(api.baseUrl, fullClient('bench-scale-client@example.com'));
      const profileId = scaleClient.user.profiles[0]?.id ?? 0;
      log(`seeding ${SCALE_USERS} users and ${SCALE_PROJECTS} projects…`);
      await seedScale(databaseUrl, profileId, log);
      const sessionId = JSON.parse(Buffer.from(scaleClient.token.split('.')[1] ?? '', 'base64url').toString()) as {
        sid: string;
      };
      plans = await explainHotQueries(databaseUrl, {
        userId: scaleClient.user.id,
        sessionId: sessionId.sid,
      });
      const scaleAuth = auth(scaleClient.token);
      const p99Only = (result: LoadResult): [string, boolean] => [
        'p99 ≤ 25 ms',
        result.p99 <= 25 && result.errors === 0,
      ];
      await compare(
        'scale-me',
        `GET /auth/me at scale (client with ${SCALE_CLIENT_PROJECTS} projects)`,
        { url: `${api1}/auth/me`, headers: scaleAuth, expectStatus: 200 },
        p99Only,
      );
      await compare(
        'scale-projects',
        'GET /projects?page=1&limit=50 at scale',
        { url: `${api1}/projects?page=1&limit=50`, headers: scaleAuth, expectStatus: 200 },
        p99Only,
      );
      await compare(
        'scale-projects-search',
        'GET /projects?search=growth&sort=name&order=asc&page=2&limit=50 at scale',
        {
          url: `${api1}/projects?search=growth&sort=name&order=asc&page=2&limit=50`,
          headers: scaleAuth,
          expectStatus: 200,
        },
        p99Only,
      );
    }

    const report = render(machine, plans);
    console.log(`\n${report}`);
    if (process.env.BENCH_WRITE !== '0' && !only) await writeSection('api', report);
  } finally {
    await Promise.all([api.stop(), hello.stop()]);
  }
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The run whose `key` is the median of the runs. */
function median<T>(runs: T[], key: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => key(a) - key(b));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs');
  return middle;
}

function render(machine: string, plans: Plan[]): string {
  const results = table(
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'ceiling req/s', 'ratio (each round)', 'target', ''],
    rows.map(({ label, result, ceiling, roundRatios, target, isMet }) => [
      label,
      fixed(result.rps, result.rps < 100 ? 1 : 0),
      fixed(result.p50, 2),
      fixed(result.p99, 2),
      ceiling ? fixed(ceiling.rps, 0) : '–',
      ceiling
        ? `${percent(result.rps / ceiling.rps)} (${roundRatios.map((ratio) => fixed(100 * ratio, 0)).join(', ')})`
        : '–',
      target,
      verdict(isMet),
    ]),
  );
  const planText = plans
    .map(({ label, sql, plan }) => `#### ${label}\n\n\`\`\`sql\n${sql}\n\`\`\`\n\n\`\`\`\n${plan}\n\`\`\``)
    .join('\n\n');
  return [
    `Run: ${machine}.`,
    `${connections} connections; per endpoint ${rounds} rounds of the ceiling and then the endpoint, ${seconds} s each after a warm-up, the round with the median ratio shown; every answer had the expected status unless the errors column says otherwise (errors: ${rows.map((row) => `${row.name} ${row.result.errors}`).join(', ')}).`,
    '',
    results,
    ...(plans.length > 0
      ? ['', `### Query plans at scale (${SCALE_USERS} users, ${SCALE_PROJECTS} projects)`, '', planText]
      : []),
  ].join('\n');
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
