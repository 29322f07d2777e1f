/**
 * `npm run bench` (after the API benchmark), or `npm run bench:realtime`: live updates on the production
 * build and PostgreSQL (docs/realtime.md, ADR 0013). Records in docs/benchmarks.md:
 *   - delivery: a message posted on one instance reaching an event stream held by another, through
 *     PostgreSQL LISTEN/NOTIFY and through Redis pub/sub (BENCH_REDIS_URL, default redis://127.0.0.1:6379;
 *     skipped when unreachable): p50/p99 over BENCH_MESSAGES (2,000) messages, from sending the POST to
 *     the event arriving, one at a time;
 *   - holding: BENCH_STREAMS (2,000) open streams on one instance: memory per stream, CPU while idle over
 *     BENCH_IDLE_SECONDS (30) with the default 15 s heartbeat, then one message to each of their users:
 *     every stream must receive it;
 *   - writes: POST /conversations/{id}/messages throughput against the bare-Fastify ceiling, as
 *     bench/run-api.ts measures (BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS), and the CPU each
 *     answered POST cost the API process and PostgreSQL's processes (/proc) over every round.
 */
import { readFileSync } from 'node:fs';
import type { ConversationPage, EventTicket, LoginResult, Message, Register } from '@fractional/contract';
import { Redis } from 'ioredis';
import pg from 'pg';
import { PROJECT, call, fullClient, productionEnv, recreateBenchDatabase, register, startHello } from './lib/api.js';
import { fire, warmUp, type LoadResult } from './lib/load.js';
import { API_SERVER, cpuSeconds, freePort, postgresCpuSeconds, startProcess, type Running } from './lib/processes.js';
import { fixed, machineLine, median, percent, table, verdict, writeSection } from './lib/report.js';
import { openEventStream, type EventStream } from './lib/sse.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Experts whose streams are held open in the holding run (each holds STREAMS / USERS of them). */
const HOLDING_USERS = 20;
const log = (line: string) => console.log(line);

interface Pair {
  client: LoginResult;
  expert: LoginResult;
  conversationId: number;
}

/** Two instances of the production build sharing one database and secrets (and Redis when given). */
async function startInstances(databaseUrl: string, count: number, extra: Record<string, string> = {}) {
  const shared = productionEnv(0, databaseUrl);
  const instances: Running[] = [];
  for (let index = 0; index < count; index += 1) {
    const port = await freePort();
    instances.push(
      await startProcess({
        name: `api-${index + 1}`,
        script: API_SERVER,
        port,
        readyPath: '/api/v1/ready',
        env: { ...shared, APP_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_AUTH_MAX: '100000000', ...extra },
      }),
    );
  }
  return instances;
}

/** A client and an invited expert (verified, covering the project's gap), and their direct conversation. */
async function createPairs(baseUrl: string, databaseUrl: string, count: number, tag: string): Promise<Pair[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const pairs: Pair[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const client = await register(baseUrl, fullClient(`rt-${tag}-client-${index}@example.com`));
      const expertBody: Register = {
        email: `rt-${tag}-expert-${index}@example.com`,
        password: 'correct-horse-42',
        firstName: 'Hemi',
        lastName: 'Walker',
        agreedToTerms: true,
        agreedToPolicies: true,
        jobLevel: 'executive',
        yearsOfExperience: '15+',
        expertise: [{ id: 2 }],
      };
      const expert = await register(baseUrl, expertBody);
      await db.query('update users set email_verified_at = now() where id = $1', [expert.user.id]);
      const project = await call<{ id: number }>(
        baseUrl,
        'POST',
        '/projects',
        { ...PROJECT, expertiseGap: 'fundraising' },
        client.token,
      );
      const invitation = await call<{ id: number }>(
        baseUrl,
        'POST',
        `/projects/${project.id}/invitations`,
        { profileId: expert.user.profiles[0]?.id },
        client.token,
      );
      const list = await call<ConversationPage>(baseUrl, 'GET', '/conversations', undefined, expert.token);
      const conversation = list.data.find((found) => found.invitationId === invitation.id);
      if (!conversation) throw new Error('no conversation for the invitation');
      pairs.push({ client, expert, conversationId: conversation.id });
    }
  } finally {
    await db.end();
  }
  return pairs;
}

async function openStream(
  instance: Running,
  ticketFrom: Running,
  token: string,
  onEvent: Parameters<typeof openEventStream>[1],
) {
  const { ticket } = await call<EventTicket>(ticketFrom.baseUrl, 'POST', '/events/ticket', undefined, token);
  return openEventStream(`${instance.baseUrl}/api/v1/events?ticket=${encodeURIComponent(ticket)}`, onEvent);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

interface DeliveryRow {
  fanOut: string;
  p50: number;
  p99: number;
  max: number;
  received: number;
}

/** One message at a time, posted on instance 1, awaited on a stream held by instance 2. */
async function measureDelivery(
  databaseUrl: string,
  fanOut: string,
  extra: Record<string, string>,
): Promise<DeliveryRow> {
  const [a, b] = await startInstances(databaseUrl, 2, extra);
  if (!a || !b) throw new Error('instances did not start');
  try {
    const [pair] = await createPairs(a.baseUrl, databaseUrl, 1, fanOut.split(' ')[0]!.toLowerCase());
    if (!pair) throw new Error('no pair');
    const waiting = new Map<string, (at: number) => void>();
    const stream = await openStream(b, a, pair.expert.token, (event) => {
      if (event.event !== 'message') return;
      const body = (JSON.parse(event.data) as Message).body;
      waiting.get(body)?.(performance.now());
    });
    const latencies: number[] = [];
    for (let index = 0; index < MESSAGES; index += 1) {
      const body = `delivery ${index}`;
      const arrived = new Promise<number>((resolve) => waiting.set(body, resolve));
      const sentAt = performance.now();
      await call(a.baseUrl, 'POST', `/conversations/${pair.conversationId}/messages`, { body }, pair.client.token);
      const at = await Promise.race([arrived, new Promise<number>((resolve) => setTimeout(() => resolve(NaN), 5000))]);
      waiting.delete(body);
      if (Number.isFinite(at)) latencies.push(at - sentAt);
      if ((index + 1) % 500 === 0) log(`  ${fanOut}: ${index + 1} messages`);
    }
    stream.close();
    const sorted = latencies.slice().sort((x, y) => x - y);
    return {
      fanOut,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1) ?? NaN,
      received: sorted.length,
    };
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}

function rssKb(pid: number): number {
  const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? NaN);
}

interface HoldingResult {
  streams: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  perStreamKb: number;
  idleCpuPercent: number;
  open: number;
  delivered: number;
}

async function measureHolding(databaseUrl: string): Promise<HoldingResult> {
  const [api] = await startInstances(databaseUrl, 1);
  if (!api?.child.pid) throw new Error('instance did not start');
  const pid = api.child.pid;
  const streams: EventStream[] = [];
  try {
    const pairs = await createPairs(api.baseUrl, databaseUrl, HOLDING_USERS, 'hold');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const rssBefore = rssKb(pid);
    const got = new Array<number>(STREAMS).fill(0);
    for (let index = 0; index < STREAMS; index += 1) {
      const pair = pairs[index % pairs.length]!;
      streams.push(
        await openStream(api, api, pair.expert.token, (event) => {
          if (event.event === 'message') got[index] = (got[index] ?? 0) + 1;
        }),
      );
    }
    log(`  ${streams.length} streams open`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const rssAfter = rssKb(pid);
    const cpuBefore = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idleCpu = (cpuSeconds(pid) - cpuBefore) / IDLE_SECONDS;
    for (const pair of pairs)
      await call(
        api.baseUrl,
        'POST',
        `/conversations/${pair.conversationId}/messages`,
        { body: 'to all' },
        pair.client.token,
      );
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && got.some((count) => count === 0))
      await new Promise((resolve) => setTimeout(resolve, 100));
    return {
      streams: streams.length,
      rssBeforeMb: rssBefore / 1024,
      rssAfterMb: rssAfter / 1024,
      perStreamKb: (rssAfter - rssBefore) / streams.length,
      idleCpuPercent: 100 * idleCpu,
      open: streams.filter((stream) => stream.isOpen()).length,
      delivered: got.filter((count) => count > 0).length,
    };
  } finally {
    for (const stream of streams) stream.close();
    await api.stop();
  }
}

interface WriteResult {
  result: LoadResult;
  ceiling: LoadResult;
  ratios: number[];
  /** CPU per answered POST over every round (the API process, PostgreSQL's processes), ms. */
  cpu: { api: number; postgres: number };
}

async function measureWrites(databaseUrl: string): Promise<WriteResult> {
  const [api] = await startInstances(databaseUrl, 1);
  const hello = await startHello();
  if (!api) throw new Error('instance did not start');
  try {
    const pairs = await createPairs(api.baseUrl, databaseUrl, connections, 'write');
    const load = { connections, seconds };
    const ceiling = { url: `${hello.baseUrl}/`, expectStatus: 200 };
    const target = {
      url: `${api.baseUrl}/api/v1/conversations/${pairs[0]!.conversationId}/messages`,
      method: 'POST' as const,
      body: JSON.stringify({ body: 'Can we move the review to Thursday?' }),
      expectStatus: 201,
      // Each request in turn: a client and their own conversation (one conversation's messages queue on its lock).
      pathsInTurn: pairs.map((pair) => `/api/v1/conversations/${pair.conversationId}/messages`),
      headersInTurn: pairs.map((pair) => ({ authorization: `Bearer ${pair.client.token}` })),
    };
    await warmUp(ceiling, load);
    await warmUp(target, load);
    const runs: Array<{ result: LoadResult; bare: LoadResult }> = [];
    const pid = api.child.pid ?? 0;
    const spent = { api: 0, postgres: 0, answers: 0 };
    for (let round = 1; round <= rounds; round += 1) {
      const bare = await fire(ceiling, load);
      const before = { api: cpuSeconds(pid), postgres: postgresCpuSeconds() };
      const result = await fire(target, load);
      spent.api += cpuSeconds(pid) - before.api;
      spent.postgres += postgresCpuSeconds() - before.postgres;
      spent.answers += result.count;
      log(
        `  round ${round}: ceiling ${fixed(bare.rps, 0)} req/s, POST message ${fixed(result.rps, 0)} req/s (${percent(result.rps / bare.rps)})`,
      );
      runs.push({ result, bare });
    }
    const { result, bare } = median(runs, (run) => run.result.rps / run.bare.rps);
    const errors = runs.reduce((sum, run) => sum + run.result.errors, 0);
    const perAnswer = (seconds: number) => (seconds * 1000) / Math.max(1, spent.answers);
    return {
      result: { ...result, errors },
      ceiling: bare,
      ratios: runs.map((run) => run.result.rps / run.bare.rps),
      cpu: { api: perAnswer(spent.api), postgres: perAnswer(spent.postgres) },
    };
  } finally {
    await Promise.all([api.stop(), hello.stop()]);
  }
}

async function isRedisReachable(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function main(): Promise<void> {
  const databaseUrl = await recreateBenchDatabase('bench_realtime');
  const machine = machineLine();
  log(`machine: ${machine}`);
  const deliveries: DeliveryRow[] = [];
  log('delivery across two instances over PostgreSQL LISTEN/NOTIFY…');
  deliveries.push(await measureDelivery(databaseUrl, 'PostgreSQL LISTEN/NOTIFY', {}));
  if (await isRedisReachable(redisUrl)) {
    log('delivery across two instances over Redis pub/sub…');
    deliveries.push(
      await measureDelivery(databaseUrl, 'Redis pub/sub', {
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: `bench-${Date.now()}-`,
      }),
    );
  } else log(`Redis not reachable at ${redisUrl}: its delivery run is skipped`);
  log(`holding ${STREAMS} streams on one instance…`);
  const holding = await measureHolding(databaseUrl);
  log('POST message throughput against the ceiling…');
  const writes = await measureWrites(databaseUrl);

  const report = [
    `Run: ${machine}. Production build, NODE_ENV=production, PostgreSQL; default heartbeat (15 s).`,
    '',
    `Delivery: ${MESSAGES} messages, one at a time, each POSTed to instance 1 and awaited on an event stream of the other party held by instance 2; latency from sending the POST to the \`message\` event arriving (so it includes the write).`,
    '',
    table(
      ['fan-out', 'received', 'p50 ms', 'p99 ms', 'max ms', 'target', ''],
      deliveries.map((row) => [
        row.fanOut,
        `${row.received} / ${MESSAGES}`,
        fixed(row.p50, 1),
        fixed(row.p99, 1),
        fixed(row.max, 1),
        'p50 ≤ 50, p99 ≤ 200',
        verdict(row.p50 <= 50 && row.p99 <= 200 && row.received === MESSAGES),
      ]),
    ),
    '',
    `Holding: ${holding.streams} streams (${HOLDING_USERS} users) on one instance; RSS ${fixed(holding.rssBeforeMb, 1)} MB before, ${fixed(holding.rssAfterMb, 1)} MB with the streams open: **${fixed(holding.perStreamKb, 1)} KB per stream**; CPU while idle over ${IDLE_SECONDS} s: **${fixed(holding.idleCpuPercent, 2)} % of one core**; afterwards ${holding.open} still open and ${holding.delivered} of ${holding.streams} received the next message (${verdict(holding.open === holding.streams && holding.delivered === holding.streams)}: none lost).`,
    '',
    table(
      [
        'endpoint',
        'req/s',
        'p50 ms',
        'p99 ms',
        'ceiling req/s',
        'ratio (each round)',
        'errors',
        'CPU per request: API / PostgreSQL ms',
      ],
      [
        [
          `POST /conversations/{id}/messages (${connections} clients, each in their own conversation)`,
          fixed(writes.result.rps, 0),
          fixed(writes.result.p50, 2),
          fixed(writes.result.p99, 2),
          fixed(writes.ceiling.rps, 0),
          `${percent(writes.result.rps / writes.ceiling.rps)} (${writes.ratios.map((ratio) => fixed(100 * ratio, 0)).join(', ')})`,
          String(writes.result.errors),
          `${fixed(writes.cpu.api, 2)} / ${fixed(writes.cpu.postgres, 2)}`,
        ],
      ],
    ),
  ].join('\n');
  console.log(`\n${report}`);
  if (process.env.BENCH_WRITE !== '0') await writeSection('realtime', report);
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
