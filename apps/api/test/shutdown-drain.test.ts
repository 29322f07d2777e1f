import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LoginResult, Project } from '@fractional/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedInstanceEnv, startApiProcess, type ApiProcess } from './api-process.js';
import { clonePostgresTemplate } from './build-test-app.js';
import { buildClient, buildProject } from './factories.js';
import { waitUntil } from './load-loop.js';

/**
 * SIGTERM while requests are on their way in (docs/operations.md#shutdown): a real server process,
 * raw TCP clients that have sent the headers and half the body of their request before the signal
 * and the rest after it. Every such request gets its normal answer and its change is stored; a
 * connection opened after the listener closed is not served; an idle keep-alive connection is closed;
 * the process exits 0. On PostgreSQL in the PostgreSQL pass, on the embedded database otherwise.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what a server sent on a connection it then closed into status, headers and body. */
function parseAnswer(raw: string): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`no complete answer: ${JSON.stringify(raw.slice(0, 200))}`);
  const [statusLine = '', ...lines] = raw.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: raw.slice(end + 4) };
}

interface SlowRequest {
  /** Resolves once the headers and the first half of the body are handed to the kernel. */
  halfSent: Promise<void>;
  sendRest(): void;
  /** Everything the server sent, once it closed the connection (or the error that ended it). */
  closed: Promise<{ raw: string; error: string | null }>;
}

/** A request on a raw connection whose body arrives in two halves, sent when told. */
function slowRequest(baseUrl: string, method: string, url: string, token: string, payload: unknown): SlowRequest {
  const { hostname, port } = new URL(baseUrl);
  const body = Buffer.from(JSON.stringify(payload));
  const half = Math.floor(body.length / 2);
  const head =
    `${method} ${url} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
  const socket = net.connect(Number(port), hostname);
  let raw = '';
  let error: string | null = null;
  socket.on('data', (chunk: Buffer) => void (raw += chunk.toString()));
  socket.on('error', (cause) => void (error = cause.message));
  const closed = new Promise<{ raw: string; error: string | null }>((resolve) =>
    socket.on('close', () => resolve({ raw, error })),
  );
  const halfSent = new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('connect', () =>
      socket.write(Buffer.concat([Buffer.from(head), body.subarray(0, half)]), () => resolve()),
    );
  });
  // Not socket.end(): a client that half-closes is treated as gone by Node's HTTP server.
  return { halfSent, sendRest: () => void socket.write(body.subarray(half)), closed };
}

/** A keep-alive connection that has had one answer and now sits idle; resolves when the server closes it. */
async function idleKeepAlive(baseUrl: string): Promise<{ closedByServer: Promise<string> }> {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  let raw = '';
  const firstAnswer = new Promise<void>((resolve) =>
    socket.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
      if (raw.includes('"status"')) resolve();
    }),
  );
  const closedByServer = new Promise<string>((resolve) => socket.on('close', () => resolve(raw)));
  socket.on('error', () => undefined);
  socket.write(`GET /api/v1/health HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`);
  await firstAnswer;
  return { closedByServer };
}

/** A new connection's fate: refused, cut without an answer, or the answer it got. */
async function newConnection(baseUrl: string): Promise<{ error: string | null; raw: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let raw = '';
    let error: string | null = null;
    socket.on('connect', () => socket.write(`GET /api/v1/health HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`));
    socket.on('data', (chunk: Buffer) => void (raw += chunk.toString()));
    socket.on('error', (cause: NodeJS.ErrnoException) => void (error = cause.code ?? cause.message));
    socket.on('close', () => resolve({ error, raw }));
  });
}

async function signUp(baseUrl: string): Promise<LoginResult> {
  const response = await fetch(`${baseUrl}/api/v1/auth/email/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(buildClient()),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as LoginResult;
}

const ACCOUNTS = 4;

/**
 * The scenario against one database: `env` starts an instance on it (twice: after the shutdown a
 * second one reads back what the first acknowledged).
 */
async function drainScenario(env: Record<string, string>): Promise<void> {
  const processes: ApiProcess[] = [];
  try {
    const first = await startApiProcess(env);
    processes.push(first);
    const accounts = await Promise.all(Array.from({ length: ACCOUNTS }, () => signUp(first.baseUrl)));
    const idle = await idleKeepAlive(first.baseUrl);

    // Per account, a PATCH of its name and a POST of a project, each stopped halfway through its body.
    const requests = accounts.flatMap((account, n) => [
      slowRequest(first.baseUrl, 'PATCH', '/api/v1/auth/me', account.token, {
        firstName: `Drained${n}`,
        lastName: 'Across-the-signal',
      }),
      slowRequest(
        first.baseUrl,
        'POST',
        '/api/v1/projects',
        account.token,
        buildProject({ name: `Sent across SIGTERM ${n}` }),
      ),
    ]);
    await Promise.all(requests.map((request) => request.halfSent));

    first.child.kill('SIGTERM');
    await waitUntil(() => first.output().includes('stopped accepting connections'), 'the listener closes');
    const late = await newConnection(first.baseUrl);
    for (const request of requests) request.sendRest();
    const answers = await Promise.all(requests.map((request) => request.closed));

    // Every accepted request got its normal answer, and the connection closes after it.
    const parsed = answers.map(({ raw, error }) => ({ error, ...parseAnswer(raw) }));
    expect(
      parsed.map(({ status, error }) => [status, error]),
      first.output().slice(-4000),
    ).toEqual(
      accounts.flatMap(() => [
        [200, null],
        [201, null],
      ]),
    );
    for (const answer of parsed) expect(answer.headers.connection).toBe('close');

    // The new connection was not served: refused, or 503 with Connection: close.
    if (late.error === null && late.raw !== '') {
      const answer = parseAnswer(late.raw);
      expect([answer.status, answer.headers.connection]).toEqual([503, 'close']);
    } else {
      expect(late.error === 'ECONNREFUSED' || late.raw === '', JSON.stringify(late)).toBe(true);
    }
    // The idle keep-alive connection was closed by the server, with nothing more sent on it.
    expect((await idle.closedByServer).match(/HTTP\/1\.1/g)).toHaveLength(1);
    expect(await first.exited, first.output().slice(-4000)).toBe(0);
    expect(first.output()).not.toContain('shutdown grace period');

    // What the first instance acknowledged is stored: a second instance on the same data reads it back.
    const second = await startApiProcess(env);
    processes.push(second);
    for (const [n, account] of accounts.entries()) {
      const me = await fetch(`${second.baseUrl}/api/v1/auth/me`, {
        headers: { authorization: `Bearer ${account.token}` },
      });
      expect(((await me.json()) as { firstName: string }).firstName).toBe(`Drained${n}`);
      const created = JSON.parse(parsed[n * 2 + 1]?.body ?? '') as Project;
      const project = await fetch(`${second.baseUrl}/api/v1/projects/${created.id}`, {
        headers: { authorization: `Bearer ${account.token}` },
      });
      expect(project.status).toBe(200);
      expect(((await project.json()) as Project).name).toBe(`Sent across SIGTERM ${n}`);
    }
  } finally {
    await Promise.all(processes.map((running) => running.stop('SIGKILL')));
  }
}

describe('SIGTERM with requests half-sent', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it.skipIf(databaseUrl)(
    'on the embedded database: every accepted request completes',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fractional-drain-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      await drainScenario({ DATA_DIR: dataDir, SHUTDOWN_GRACE_SECONDS: '20' });
    },
    180_000,
  );

  it.runIf(databaseUrl)(
    'on PostgreSQL: every accepted request completes',
    async () => {
      const clone = await clonePostgresTemplate();
      cleanups.push(() => clone.dispose());
      await drainScenario({
        ...sharedInstanceEnv(clone.url),
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_SECONDS: '0',
        SHUTDOWN_GRACE_SECONDS: '20',
      });
    },
    180_000,
  );
});
