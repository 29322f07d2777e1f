/**
 * `npm run bench`: the API's throughput and latency against the ceiling of this machine (a bare
 * Fastify hello-world measured right before each endpoint), on the production build and PostgreSQL.
 * Prints the results and records them in docs/benchmarks.md. Settings (environment):
 *   BENCH_SECONDS (4) per measurement, BENCH_ROUNDS (5) of ceiling and endpoint in turn per endpoint,
 *   BENCH_CONNECTIONS (16), BENCH_ONLY=me,ref-skills,… to run a
 *   subset, BENCH_SCALE=0 to skip the 100k-user / 1M-project part, BENCH_CPU_PROF=<dir> for --cpu-prof,
 *   BENCH_WRITE=0 to leave docs/benchmarks.md alone.
 */
import type { LoginResult } from '@fractional/contract';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  fullClient,
  PASSWORD,
  PROJECT,
  createProject,
  recordAnswer,
  recreateBenchDatabase,
  register,
  startApi,
  startHello,
} from './lib/api.js';
import { fire, machineBusySeconds, warmUp, type LoadResult, type Target } from './lib/load.js';
import { explainHotQueries, type Plan } from './lib/plans.js';
import { ROOT, run } from './lib/processes.js';
import { fixed, machineLine, median, medianOf, percent, table, verdict, writeSection } from './lib/report.js';
import { SCALE_CLIENT_PROJECTS, SCALE_PROJECTS, SCALE_USERS, seedScale } from './lib/seed-scale.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
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
  /** null: a reference row, measured to read the others by, with no target of its own. */
  isMet: boolean | null;
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

  interface Measured {
    name: string;
    label: string;
    target: Target;
    judge: (result: LoadResult, ceiling: LoadResult) => [string, boolean | null];
  }
  /**
   * The ceiling, then each target, in turn, several rounds after one warm-up of each: each ratio is
   * taken from runs seconds apart, so they see the same background load (on this VM the ceiling
   * alone moves by half from one minute to the next). Per target, the round with the median ratio
   * is reported, with every round's ratio beside it. Targets measured together share their rounds.
   */
  const compareTogether = async (entries: Measured[]) => {
    const measured = entries.filter((entry) => wanted(entry.name));
    if (measured.length === 0) return;
    log(`${measured.map((entry) => entry.label).join('; ')}: warming up…`);
    await warmUp(ceiling, load);
    for (const entry of measured) await warmUp(entry.target, load);
    const pairs = measured.map(() => [] as Array<{ result: LoadResult; bare: LoadResult }>);
    for (let round = 1; round <= rounds; round += 1) {
      const bare = await fire(ceiling, load);
      log(`round ${round}: ceiling ${fixed(bare.rps, 0)} req/s`);
      for (const [index, entry] of measured.entries()) {
        const result = await fire(entry.target, load);
        pairs[index]?.push({ result, bare });
        log(
          `  ${entry.label}: ${fixed(result.rps, 0)} req/s (${percent(result.rps / bare.rps)}), p50 ${fixed(result.p50, 2)} ms, p99 ${fixed(result.p99, 2)} ms, errors ${result.errors}`,
        );
      }
    }
    for (const [index, { name, label, judge }] of measured.entries()) {
      const runs = pairs[index] ?? [];
      const { result, bare } = median(runs, (pair) => pair.result.rps / pair.bare.rps);
      const errors = runs.reduce((sum, pair) => sum + pair.result.errors, 0);
      const [text, isMet] = judge({ ...result, errors }, bare);
      const roundRatios = runs.map((pair) => pair.result.rps / pair.bare.rps);
      rows.push({ name, label, result: { ...result, errors }, ceiling: bare, roundRatios, target: text, isMet });
    }
  };
  const compare = (name: string, label: string, target: Target, judge: Measured['judge']) =>
    compareTogether([{ name, label, target, judge }]);
  const ratioAtLeast =
    (minimum: number, p99Max?: number) =>
    (result: LoadResult, bare: LoadResult): [string, boolean] => {
      const ratio = result.rps / bare.rps;
      const isMet = ratio >= minimum && (p99Max === undefined || result.p99 <= p99Max) && result.errors === 0;
      return [`≥ ${percent(minimum)}${p99Max === undefined ? '' : `, p99 ≤ ${p99Max} ms`}`, isMet];
    };
  const reference = (): [string, null] => ['–', null];

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

    // How far apart two runs of the very same server land: the spread to read every ratio with.
    await compare('ceiling', 'The ceiling itself (reference: the method’s noise)', ceiling, reference);

    const skillsUrl = `${api1}/ref-skills?page=1&limit=50`;
    const etag = (await fetch(skillsUrl)).headers.get('etag') ?? '';
    // Beside the endpoint, in the same rounds, the very same bytes from a bare Fastify: what the
    // answer itself costs, so the most any work inside the API could reach.
    if (wanted('ref-skills') || wanted('ref-skills-replay')) {
      const answerFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'fractional-bench-')), 'ref-skills.json');
      const bytes = await recordAnswer(skillsUrl, answerFile);
      const replay = await startHello(answerFile);
      try {
        await compareTogether([
          {
            name: 'ref-skills',
            label: 'GET /ref-skills?page=1&limit=50',
            target: { url: skillsUrl, expectStatus: 200 },
            judge: ratioAtLeast(0.6),
          },
          {
            name: 'ref-skills-replay',
            label: `The same answer (its headers and ${fixed(bytes / 1024, 1)} KB body) from a bare Fastify (reference)`,
            target: { url: `${replay.baseUrl}/`, expectStatus: 200 },
            judge: reference,
          },
        ]);
      } finally {
        await replay.stop();
      }
    }
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
      // Argon2 dominates and background load moves both rates: alternate the two, several rounds, medians.
      // Beside the rates, CPU: the whole machine's per sign-in (API, PostgreSQL and the load generator)
      // against the bare process's own per verification.
      const loginTarget: Target = {
        url: `${api1}/auth/email/login`,
        method: 'POST',
        body: JSON.stringify({ email: client.user.email, password: PASSWORD }),
        expectStatus: 200,
      };
      await warmUp(loginTarget, load);
      const logins: LoadResult[] = [];
      const bareRates: number[] = [];
      const loginCpu: number[] = [];
      const bareCpu: number[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        log(`POST /auth/email/login, round ${round}…`);
        const busyBefore = machineBusySeconds();
        const result = await fire(loginTarget, load);
        const busyAfter = machineBusySeconds();
        logins.push(result);
        if (busyBefore !== null && busyAfter !== null) loginCpu.push((1000 * (busyAfter - busyBefore)) / result.count);
        log(`bare argon2id verification rate, round ${round}…`);
        const bareRun = await run(process.execPath, [
          '--import',
          'tsx',
          path.join(ROOT, 'bench/lib/argon2-rate.ts'),
          String(connections),
          String(seconds),
        ]);
        const bare = JSON.parse(bareRun) as { rate: number; cpuMsPerVerification: number };
        bareRates.push(bare.rate);
        bareCpu.push(bare.cpuMsPerVerification);
      }
      const login = median(logins, (result) => result.rps);
      const bareRate = medianOf(bareRates);
      login.errors = logins.reduce((sum, result) => sum + result.errors, 0);
      const overhead = bareRate / login.rps - 1;
      const cpu =
        loginCpu.length > 0
          ? `; CPU ${fixed(medianOf(loginCpu), 1)} ms a sign-in vs ${fixed(medianOf(bareCpu), 1)} ms a verification`
          : '';
      rows.push({
        name: 'login',
        label: `POST /auth/email/login (bare argon2id: ${fixed(bareRate, 1)} verifications/s; overhead ${percent(overhead)}${cpu})`,
        result: login,
        ceiling: null,
        roundRatios: [],
        target: 'overhead ≤ 20 %',
        isMet: overhead <= 0.2 && login.errors === 0,
      });
      log(
        `  ${fixed(login.rps, 1)} logins/s vs ${fixed(bareRate, 1)} bare verifications/s: overhead ${percent(overhead)}${cpu}`,
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
      isMet === null ? 'reference' : verdict(isMet),
    ]),
  );
  const planText = plans
    .map(({ label, sql, plan }) => `#### ${label}\n\n\`\`\`sql\n${sql}\n\`\`\`\n\n\`\`\`\n${plan}\n\`\`\``)
    .join('\n\n');
  return [
    `Run: ${machine}.`,
    `${connections} connections; per endpoint a warm-up, then ${rounds} rounds of the ceiling and then the endpoint, ${seconds} s each, the round with the median ratio shown; every answer had the expected status unless the errors column says otherwise (errors: ${rows.map((row) => `${row.name} ${row.result.errors}`).join(', ')}).`,
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
