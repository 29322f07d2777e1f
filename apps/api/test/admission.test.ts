import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { User } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SHED_MESSAGE } from '../src/plugins/load-shedding.js';
import type { TestApp } from './build-test-app.js';
import { bearer, createClient } from './factories.js';
import { withDatabase } from './global-setup.js';
import { buildListeningTestApp } from './listening-app.js';
import { parsePrometheusText } from './prometheus-text.js';

/**
 * Admission control (docs/operations.md#load-shedding): past the in-flight limit, or while a query
 * has waited too long for a pool connection, a new request is answered 503 with a jittered
 * Retry-After at once; what was admitted gets its normal answer. Real HTTP on a listening instance.
 */
const TOKEN = 'metrics-token-0123456789abcdef0123456789';
/** The other thresholds never trip here. */
const CALM = { enabled: true, maxEventLoopDelayMs: 60_000, maxHeapUsedRatio: 1, maxPoolWaiting: 100_000 };
/** SHED_RETRY_AFTER_SECONDS 5, spread over half to one and a half times it. */
const RETRY_AFTER_RANGE = [3, 8];

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function start(limits: { maxInFlight?: number; maxPoolQueueMs?: number }) {
  const t = await buildListeningTestApp({
    metrics: { token: TOKEN },
    loadShedding: { ...CALM, maxInFlight: 100_000, maxPoolQueueMs: 60_000, ...limits },
  });
  apps.push(t);
  return t;
}

interface Answer {
  status: number;
  retryAfter: string | null;
  body: string;
}

async function get(baseUrl: string, url: string, token?: string): Promise<Answer> {
  const response = await fetch(`${baseUrl}${url}`, { headers: token ? bearer(token) : {} });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() };
}

function expectShed(answer: Answer): void {
  expect(answer.status).toBe(503);
  const seconds = Number(answer.retryAfter);
  expect(seconds).toBeGreaterThanOrEqual(RETRY_AFTER_RANGE[0]!);
  expect(seconds).toBeLessThanOrEqual(RETRY_AFTER_RANGE[1]!);
  expect(JSON.parse(answer.body)).toEqual({ status: 503, message: SHED_MESSAGE });
}

/** A PATCH whose headers (and half its body) are sent now, the rest when told: in flight until then. */
function heldPatch(baseUrl: string, token: string, payload: unknown) {
  const body = Buffer.from(JSON.stringify(payload));
  const half = Math.floor(body.length / 2);
  const request = http.request(`${baseUrl}/api/v1/auth/me`, {
    method: 'PATCH',
    headers: { ...bearer(token), 'content-type': 'application/json', 'content-length': body.length },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => void (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: null, body: text }));
    });
  });
  request.write(body.subarray(0, half));
  return { answer, finish: () => void request.end(body.subarray(half)) };
}

async function shedCount(t: TestApp, reason: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  const family = parsePrometheusText(response.body).get('fractional_http_requests_shed_total');
  return family?.samples.find((sample) => sample.labels.reason === reason)?.value ?? 0;
}

/** Polls `probe` until `done` says yes (a state the test waits for, never a duration). */
async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let tries = 0; tries < 600; tries++) {
    const value = await probe();
    if (done(value)) return value;
    await sleep(50);
  }
  throw new Error(`never ${what}`);
}

describe('admission control', () => {
  it('past the in-flight limit answers new requests 503 with a jittered Retry-After, never health, readiness or metrics, and finishes what it admitted', async () => {
    const t = await start({ maxInFlight: 2 });
    const first = await createClient(t.app);
    const second = await createClient(t.app);
    const held = [
      heldPatch(t.baseUrl, first.token, { firstName: 'Aroha' }),
      heldPatch(t.baseUrl, second.token, { firstName: 'Tama' }),
    ];
    // Both PATCHes are admitted once their headers are read; from then on the instance is full.
    await until(
      () => get(t.baseUrl, '/api/v1/config'),
      (answer) => answer.status === 503,
      'full',
    );

    const burst = await Promise.all(Array.from({ length: 10 }, () => get(t.baseUrl, '/api/v1/auth/me', first.token)));
    for (const answer of burst) expectShed(answer);
    expect((await get(t.baseUrl, '/api/v1/health')).status).toBe(200);
    expect((await get(t.baseUrl, '/api/v1/ready')).status).toBe(200);
    // Outside the API (the web app's files) nothing is limited: here a 404, not a 503.
    expect((await get(t.baseUrl, '/favicon.ico')).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(200);

    for (const request of held) request.finish();
    const [aroha, tama] = await Promise.all(held.map((request) => request.answer));
    expect(aroha!.status).toBe(200);
    expect((JSON.parse(aroha!.body) as User).firstName).toBe('Aroha');
    expect(tama!.status).toBe(200);
    expect((JSON.parse(tama!.body) as User).firstName).toBe('Tama');

    const me = await get(t.baseUrl, '/api/v1/auth/me', second.token);
    expect(me.status).toBe(200);
    expect((JSON.parse(me.body) as User).firstName).toBe('Tama');
    expect(await shedCount(t, 'inFlight')).toBeGreaterThanOrEqual(11);
  });

  it('under a burst of concurrent requests answers each either normally or 503 with Retry-After', async () => {
    const t = await start({ maxInFlight: 3 });
    const account = await createClient(t.app);
    const normal = await get(t.baseUrl, '/api/v1/auth/me', account.token);
    expect(normal.status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 60 }, () => get(t.baseUrl, '/api/v1/auth/me', account.token)),
    );
    for (const answer of answers) {
      if (answer.status === 503) expectShed(answer);
      else expect(answer).toEqual({ status: 200, retryAfter: null, body: normal.body });
    }
    expect(answers.filter((answer) => answer.status === 503).length).toBe(await shedCount(t, 'inFlight'));
    // Nothing stays counted once answered: the instance admits again.
    expect((await get(t.baseUrl, '/api/v1/auth/me', account.token)).status).toBe(200);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'sheds while a query has waited too long for a pool connection, and admits again once the pool frees up',
    async () => {
      const t = await start({ maxPoolQueueMs: 50 });
      const result: unknown = await t.database.db.execute(sql`select current_database() as name`);
      const [row] = (result as { rows: Array<{ name: string }> }).rows;
      const holder = new pg.Client({ connectionString: withDatabase(process.env.TEST_DATABASE_URL!, row!.name) });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock(4748)');
        // The test pool has 5 connections: 5 queries wait on the lock holding one each, the 6th waits for a connection.
        const blocked = Array.from({ length: 6 }, () =>
          t.database.db.execute(sql`select pg_advisory_xact_lock(4748)`).then(() => true),
        );
        const shed = await until(
          () => get(t.baseUrl, '/api/v1/config'),
          (a) => a.status === 503,
          'shedding',
        );
        expectShed(shed);
        // What the fractional_db_pool_queue_seconds gauge reports (a scrape would queue for the pool too).
        expect(t.database.poolQueueMs()).toBeGreaterThan(50);

        await holder.query('select pg_advisory_unlock(4748)');
        await Promise.all(blocked);
        expect((await get(t.baseUrl, '/api/v1/config')).status).toBe(200);
        expect(await shedCount(t, 'poolQueue')).toBeGreaterThanOrEqual(1);
      } finally {
        await holder.end();
      }
    },
  );
});
