/**
 * `npm run bench:overload`: one production instance on PostgreSQL driven past saturation, with load
 * shedding off and on (docs/operations.md#load-shedding). Prints p50/p99 of the accepted (200)
 * answers, the share of 503s and the errors, and records them in docs/benchmarks.md ("Overload").
 * Two kinds of client: autocannon's, which resend at once after any answer, and clients that wait
 * the Retry-After of a 503 before their next request.
 * Settings (environment): BENCH_OVERLOAD_SECONDS (15) per run, BENCH_OVERLOAD_CONNECTIONS (800)
 * past saturation, BENCH_OVERLOAD_ROUNDS (1) of off and on in turn, BENCH_WRITE=0 to leave docs/ alone.
 * The shedding thresholds are the defaults unless SHED_* variables are set for the bench.
 */
import autocannon from 'autocannon';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fullClient, productionEnv, recreateBenchDatabase, register, startApiWith } from './lib/api.js';
import { fixed, machineLine, medianOf, percent, table, writeSection } from './lib/report.js';

const seconds = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 15);
const connections = Number(process.env.BENCH_OVERLOAD_CONNECTIONS ?? 800);
const rounds = Number(process.env.BENCH_OVERLOAD_ROUNDS ?? 1);
/** Requests a second across all connections (open loop: sent whether or not earlier ones were answered); 0 = closed loop. */
const rate = Number(process.env.BENCH_OVERLOAD_RATE ?? 0);
const BELOW_SATURATION = 8;
const METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef012345';
const SHED_SETTINGS = [
  'SHED_EVENT_LOOP_DELAY_MS',
  'SHED_HEAP_USED_RATIO',
  'SHED_POOL_WAITING',
  'SHED_RETRY_AFTER_SECONDS',
];
const log = (line: string) => console.log(line);

interface Run {
  label: string;
  connections: number;
  accepted: number;
  shed: number;
  /** Other statuses, socket errors and timeouts (10 s). */
  errors: number;
  acceptedPerSecond: number;
  p50: number;
  p99: number;
  maxAccepted: number;
  /** The 503s by the threshold that was crossed, from the instance's /metrics. */
  reasons?: string;
}

async function shedReasons(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  const found = [...text.matchAll(/^fractional_http_requests_shed_total\{reason="(\w+)"\} (\d+)/gm)].map(
    ([, reason, count]) => `${reason} ${count}`,
  );
  return found.length > 0 ? found.join(', ') : '–';
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/** One closed-loop run; latencies are kept per status, so accepted and shed answers are told apart. */
function drive(label: string, url: string, token: string, clients: number): Promise<Run> {
  const accepted: number[] = [];
  let shed = 0;
  let others = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: clients,
        duration: seconds,
        pipelining: 1,
        timeout: 10,
        headers: { authorization: `Bearer ${token}` },
        ...(rate > 0 && clients > BELOW_SATURATION ? { overallRate: rate } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        accepted.sort((a, b) => a - b);
        resolve({
          label,
          connections: clients,
          accepted: accepted.length,
          shed,
          errors: others + result.errors + result.timeouts,
          acceptedPerSecond: accepted.length / result.duration,
          p50: percentile(accepted, 0.5),
          p99: percentile(accepted, 0.99),
          maxAccepted: accepted.at(-1) ?? Number.NaN,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode === 200) accepted.push(ms);
      else if (statusCode === 503) shed += 1;
      else others += 1;
    });
  });
}

/**
 * Clients that honour Retry-After: each of `clients` sends a request, and after a 503 waits the
 * seconds the answer names before its next one (what a polite client or SDK does).
 */
async function driveBackingOff(label: string, url: string, token: string, clients: number): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const accepted: number[] = [];
  let shed = 0;
  let errors = 0;
  const started = performance.now();
  const end = Date.now() + seconds * 1000;
  const one = () =>
    new Promise<{ status: number; ms: number; retryAfter: number }>((resolve) => {
      const sent = performance.now();
      const request = http.get(
        url,
        { agent, headers: { authorization: `Bearer ${token}` }, timeout: 10_000 },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              ms: performance.now() - sent,
              retryAfter: Number(response.headers['retry-after'] ?? 1),
            }),
          );
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => resolve({ status: 0, ms: performance.now() - sent, retryAfter: 0 }));
    });
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < end) {
        const { status, ms, retryAfter } = await one();
        if (status === 200) accepted.push(ms);
        else if (status === 503) {
          shed += 1;
          await sleep(retryAfter * 1000);
        } else errors += 1;
      }
    }),
  );
  agent.destroy();
  const duration = (performance.now() - started) / 1000;
  accepted.sort((a, b) => a - b);
  return {
    label,
    connections: clients,
    accepted: accepted.length,
    shed,
    errors,
    acceptedPerSecond: accepted.length / duration,
    p50: percentile(accepted, 0.5),
    p99: percentile(accepted, 0.99),
    maxAccepted: accepted.at(-1) ?? Number.NaN,
  };
}

/** Signs up, waiting out a 503 of a start-up burst (a low SHED_EVENT_LOOP_DELAY_MS sheds it). */
async function signUp(baseUrl: string, email: string): Promise<{ token: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await register(baseUrl, fullClient(email));
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('answered 503')) throw error;
      await sleep(1000);
    }
  }
}

async function main(): Promise<void> {
  const databaseUrl = await recreateBenchDatabase('bench_overload');
  const machine = machineLine();
  log(`machine: ${machine}`);
  const shedSettings = SHED_SETTINGS.filter((name) => process.env[name]).map((name) => `${name}=${process.env[name]}`);
  const runs: Run[] = [];
  let registered = 0;
  for (let round = 0; round < rounds; round++) {
    for (const shedding of ['false', 'true']) {
      const api = await startApiWith((port) => ({
        ...productionEnv(port, databaseUrl),
        SHED_LOAD: shedding,
        METRICS_TOKEN,
      }));
      try {
        registered += 1;
        const { token } = await signUp(api.baseUrl, `overload-${registered}@example.com`);
        const url = `${api.baseUrl}/api/v1/auth/me`;
        await drive('warm-up', url, token, 50);
        const mode = shedding === 'true' ? 'on' : 'off';
        if (round === 0 && shedding === 'false') {
          const calm = await drive(`below saturation, shedding ${mode}`, url, token, BELOW_SATURATION);
          runs.push(calm);
          log(`${calm.label}: ${fixed(calm.acceptedPerSecond, 0)} req/s, p99 ${fixed(calm.p99)} ms`);
        }
        const run = await drive(`past saturation, shedding ${mode}`, url, token, connections);
        run.reasons = await shedReasons(api.baseUrl);
        runs.push(run);
        const before = run.reasons;
        const polite = await driveBackingOff(
          `past saturation, clients honour Retry-After, shedding ${mode}`,
          url,
          token,
          connections,
        );
        polite.reasons = mode === 'on' ? `${await shedReasons(api.baseUrl)} (before: ${before})` : '–';
        runs.push(polite);
        log(
          `${polite.label}: ${fixed(polite.acceptedPerSecond, 0)} accepted/s, p99 ${fixed(polite.p99)} ms, ` +
            `503 ${percent(polite.shed / Math.max(1, polite.accepted + polite.shed + polite.errors))}`,
        );
        log(
          `${run.label}: ${fixed(run.acceptedPerSecond, 0)} accepted/s, p50 ${fixed(run.p50)} ms, p99 ${fixed(run.p99)} ms, ` +
            `503 ${percent(run.shed / Math.max(1, run.accepted + run.shed + run.errors))} ${run.reasons}, errors ${run.errors}`,
        );
      } finally {
        await api.stop();
      }
    }
  }

  const share = (run: Run) => run.shed / Math.max(1, run.accepted + run.shed + run.errors);
  const rows = runs.map((run) => [
    run.label,
    run.connections,
    fixed(run.acceptedPerSecond, 0),
    fixed(run.p50),
    fixed(run.p99),
    fixed(run.maxAccepted),
    percent(share(run)),
    run.reasons ?? '–',
    run.errors,
  ]);
  const summary = (mode: string, kind = 'past saturation') => {
    const own = runs.filter((run) => run.label === `${kind}, shedding ${mode}`);
    return `p99 ${fixed(medianOf(own.map((run) => run.p99)))} ms, 503s ${percent(medianOf(own.map(share)))}`;
  };
  const report = [
    `Run: ${machine}; load average after the run ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}. The machine is shared with other engineers' test runs, so absolute numbers move with`,
    `their load; compare the rows of one run. \`GET /api/v1/auth/me\` (signed in) on the production build and`,
    `PostgreSQL, ${seconds} s a run, ${rate > 0 ? `open loop at ${rate} requests a second over the connections` : 'closed loop (each connection waits for its answer)'}, load generator on the same`,
    `2 cores; thresholds ${shedSettings.length > 0 ? shedSettings.join(', ') : 'the defaults'}.`,
    '',
    table(
      [
        'run',
        'connections',
        'accepted/s',
        'p50 accepted (ms)',
        'p99 accepted (ms)',
        'max accepted (ms)',
        '503s',
        '503s by reason',
        'errors',
      ],
      rows,
    ),
    '',
    `Past saturation, median of ${rounds} rounds. Clients that resend at once (autocannon): shedding off ${summary('off')};`,
    `shedding on ${summary('on')}. Clients that honour Retry-After: shedding off`,
    `${summary('off', 'past saturation, clients honour Retry-After')}; shedding on ${summary('on', 'past saturation, clients honour Retry-After')}.`,
  ].join('\n');
  log(report);
  if (process.env.BENCH_WRITE !== '0') await writeSection('overload', report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
