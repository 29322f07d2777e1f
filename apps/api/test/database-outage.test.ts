import http from 'node:http';
import net, { type Socket } from 'node:net';
import type { LoginResult } from '@fractional/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { buildClient, buildProject } from './factories.js';
import { acknowledgedProjects, sleep, startLoad, storedProjectNames, waitUntil, type Outcome } from './load-loop.js';
import { createPrivatePostgres, postgresBinDir, type PrivatePostgres } from './private-postgres.js';

/**
 * PostgreSQL crashes under load and comes back. The machine's server is never touched: the test
 * runs its own cluster (initdb + pg_ctl) and crashes that one. Runs in the PostgreSQL pass of
 * `npm run test:api` (TEST_DATABASE_URL set) where PostgreSQL's binaries are installed.
 */
const binDir = postgresBinDir();
const skipReason = !process.env.TEST_DATABASE_URL
  ? 'runs in the PostgreSQL pass only (TEST_DATABASE_URL unset)'
  : !binDir
    ? 'no PostgreSQL binaries under /usr/lib/postgresql/*/bin'
    : null;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits the bytes of keep-alive answers (each with a Content-Length) into whole answers. */
function splitAnswers(raw: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = raw;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return answers;
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString().split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (rest.length < end + 4 + length) return answers;
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.subarray(end + 4, end + 4 + length).toString(),
    });
    rest = rest.subarray(end + 4 + length);
  }
}

/** A POST with its body and a GET written together on one raw connection; resolves with both answers. */
function pipelinedPair(
  baseUrl: string,
  token: string,
  payload: unknown,
): Promise<{ answers: RawAnswer[]; reset: string | null }> {
  const { hostname, port } = new URL(baseUrl);
  const body = JSON.stringify(payload);
  const host = `Host: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\n`;
  const bytes =
    `POST /api/v1/projects HTTP/1.1\r\n${host}Content-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}` +
    `GET /api/v1/auth/me HTTP/1.1\r\n${host}\r\n`;
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let raw = Buffer.alloc(0);
    let reset: string | null = null;
    const finish = () => {
      socket.destroy();
      resolve({ answers: splitAnswers(raw), reset });
    };
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => {
      raw = Buffer.concat([raw, chunk]);
      if (splitAnswers(raw).length >= 2) finish();
    });
    socket.on('error', (error) => void (reset = error.message));
    socket.on('close', finish);
  });
}

describe.skipIf(skipReason)(`a database outage${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let postgres: PrivatePostgres;
  let api: ApiProcess;

  beforeAll(async () => {
    postgres = await createPrivatePostgres(binDir ?? '');
    api = await startApiProcess({ DATABASE_URL: postgres.url, DATABASE_POOL_MAX: '5', LOG_LEVEL: 'warn' });
  }, 120_000);

  afterAll(async () => {
    await api?.stop('SIGKILL');
    await postgres?.destroy();
  });

  // A failed test tells whether the API process was still running, and what it last wrote (a network error
  // alone does not say whether the server reset a connection or died).
  afterEach(({ task }) => {
    if (task.result?.state !== 'fail' || !api) return;
    const state = api.child.exitCode === null && api.child.signalCode === null ? 'running' : 'exited';
    console.error(
      `API process ${state} (exit code ${api.child.exitCode}, signal ${api.child.signalCode}); its last output:\n${api.output().slice(-3000)}`,
    );
  });

  const ready = async () => {
    const response = await fetch(`${api.baseUrl}/api/v1/ready`, { signal: AbortSignal.timeout(10_000) });
    const body: unknown = await response.json();
    return { status: response.status, body };
  };

  it('answers 503 JSON within 5 s while PostgreSQL is down, recovers by itself, and keeps every acknowledged write', async () => {
    const signUp = await fetch(`${api.baseUrl}/api/v1/auth/email/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildClient()),
    });
    expect(signUp.status).toBe(201);
    const { token, user } = (await signUp.json()) as LoginResult;
    const auth = { authorization: `Bearer ${token}` };

    const loadStarted = performance.now();
    const load = startLoad(6, (worker, n) =>
      n % 2 === 0
        ? {
            label: 'POST /projects',
            url: `${api.baseUrl}/api/v1/projects`,
            init: {
              method: 'POST',
              headers: { ...auth, 'content-type': 'application/json' },
              body: JSON.stringify(buildProject({ name: `Outage ${worker}-${n}` })),
            },
          }
        : { label: 'GET /auth/me', url: `${api.baseUrl}/api/v1/auth/me`, init: { headers: auth } },
    );
    await sleep(1000);
    await postgres.stop('immediate');
    const red: unknown[] = [];
    await waitUntil(async () => {
      const answer = await ready();
      if (answer.status === 503) red.push(answer.body);
      return answer.status === 503;
    }, '/ready reports the outage');
    await sleep(3000);
    await postgres.start();
    await waitUntil(async () => (await ready()).status === 200, '/ready recovers without a restart of the API');
    const recoveredAt = performance.now() - loadStarted;
    await sleep(1500);
    const outcomes = await load.stop();

    expect(red[0]).toEqual({ status: 'unavailable', database: false });
    expect(api.child.exitCode, 'the API process kept running').toBeNull();

    const explain = (outcome: Outcome) =>
      `${outcome.label} at ${Math.round(outcome.at)} ms: ${outcome.status ?? outcome.error} ${outcome.body.slice(0, 200)}`;
    const unexpected = outcomes.filter(
      (outcome) => outcome.error !== null || ![200, 201, 503].includes(outcome.status ?? 0),
    );
    expect(unexpected.map(explain), 'only successes and 503s').toEqual([]);
    for (const outcome of outcomes.filter((candidate) => candidate.status === 503)) {
      expect(JSON.parse(outcome.body)).toEqual({ status: 503, message: expect.any(String) });
      expect(outcome.body).not.toMatch(/ECONNREFUSED|postgres|pool|stack/i);
    }
    const slowest = outcomes.reduce((max, outcome) => Math.max(max, outcome.ms), 0);
    expect(slowest, 'no request hangs past 5 s').toBeLessThan(5000);

    const during = outcomes.filter((outcome) => outcome.status === 503);
    const afterRecovery = outcomes.filter(
      (outcome) => outcome.status !== null && outcome.status < 300 && outcome.at > recoveredAt,
    );
    expect(during.length, 'requests during the outage were refused').toBeGreaterThan(0);
    expect(new Set(afterRecovery.map((outcome) => outcome.label)), 'reads and writes succeed again').toEqual(
      new Set(['POST /projects', 'GET /auth/me']),
    );

    const acknowledged = acknowledgedProjects(outcomes);
    const stored = await storedProjectNames(postgres.url, user.id);
    expect(acknowledged.length).toBeGreaterThan(10);
    const missing = acknowledged.filter((project) => stored.get(project.id) !== project.name);
    expect(
      missing.map((project) => project.name),
      'acknowledged writes missing after the crash',
    ).toEqual([]);
  }, 180_000);

  it('answers every request on one keep-alive connection with a whole 503 and Retry-After while PostgreSQL is down, and serves on it once back', async () => {
    const signUp = await fetch(`${api.baseUrl}/api/v1/auth/email/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildClient()),
    });
    expect(signUp.status).toBe(201);
    const { token } = (await signUp.json()) as LoginResult;

    // One socket at a time: every request goes on the same connection unless the server closes it.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<Socket>();
    interface Answer {
      status: number;
      retryAfter: string | undefined;
      connection: string | undefined;
      body: string;
    }
    const send = (method: string, path: string, payload?: unknown) =>
      new Promise<Answer | { error: string }>((resolve) => {
        const body = payload === undefined ? undefined : JSON.stringify(payload);
        const request = http.request(`${api.baseUrl}${path}`, {
          method,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          },
        });
        request.on('socket', (socket) => sockets.add(socket));
        request.on('error', (error) => resolve({ error: `${method} ${path}: ${error.message}` }));
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => void (text += chunk.toString()));
          response.on('error', (error) => resolve({ error: `${method} ${path} mid-answer: ${error.message}` }));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              retryAfter: response.headers['retry-after'],
              connection: response.headers.connection,
              body: text,
            }),
          );
        });
        request.end(body);
      });

    try {
      expect(await send('GET', '/api/v1/auth/me')).toMatchObject({ status: 200 });
      await postgres.stop('immediate');
      await waitUntil(async () => (await ready()).status === 503, '/ready reports the outage');
      const during: Array<Answer | { error: string }> = [];
      for (let n = 0; n < 12; n++) {
        during.push(
          await (n % 2 === 0
            ? send('GET', '/api/v1/auth/me')
            : send('POST', '/api/v1/projects', buildProject({ name: `Keep-alive ${n}` }))),
        );
      }
      const pipelined = await pipelinedPair(api.baseUrl, token, buildProject({ name: 'Pipelined' }));
      await postgres.start();
      await waitUntil(async () => (await ready()).status === 200, '/ready recovers');
      const after = await send('GET', '/api/v1/auth/me');

      const failures = during.filter((answer): answer is { error: string } => 'error' in answer);
      expect(
        failures.map((failure) => failure.error),
        'no connection reset or cut answer',
      ).toEqual([]);
      for (const answer of during as Answer[]) {
        expect(answer.status).toBe(503);
        expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
        expect(JSON.parse(answer.body)).toEqual({ status: 503, message: expect.any(String) });
      }
      expect(after).toMatchObject({ status: 200 });
      // Two requests written at once on a raw connection (a POST with its body, then a GET): two whole answers.
      expect(pipelined.answers.map((answer) => answer.status)).toEqual([503, 503]);
      expect(pipelined.reset, 'no reset').toBeNull();
      const closes = (during as Answer[]).filter((answer) => answer.connection === 'close').length;
      expect(sockets.size, 'the connection is reused unless an answer said Connection: close').toBe(1 + closes);
    } finally {
      agent.destroy();
    }
  }, 120_000);
});
