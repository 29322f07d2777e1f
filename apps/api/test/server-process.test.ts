import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContractor } from './factories.js';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The real server entry point (src/server.ts through tsx), as `npm start` runs it. */
function startServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', TEST_DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForReady(base: string, running: Running, deadlineMs = 60_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/api/v1/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready:\n${running.output()}`);
}

let cleanup: Array<() => void> = [];
afterEach(() => {
  for (const step of cleanup) step();
  cleanup = [];
});

describe('the server process', () => {
  it('refuses to start with bad configuration, naming each bad variable on its own line', async () => {
    const running = startServer({ PORT: 'abc', DATABASE_URL: 'mysql://nope', NODE_ENV: 'production' });
    expect(await running.exited).toBe(1);
    const lines = running.output().trim().split('\n');
    expect(lines.some((line) => line.startsWith('config: PORT:'))).toBe(true);
    expect(lines.some((line) => line.startsWith('config: DATABASE_URL:'))).toBe(true);
  });

  it('finishes in-flight requests on SIGTERM, then exits 0', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fractional-proc-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const running = startServer({ PORT: String(port), DATA_DIR: dataDir });
    cleanup.push(() => running.child.kill('SIGKILL'));
    await waitForReady(base, running);

    // A sign-up spends tens of milliseconds hashing: SIGTERM arrives while it is in flight.
    const inFlight = fetch(`${base}/api/v1/auth/email/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildContractor()),
    });
    await new Promise((resolve) => setTimeout(resolve, 15));
    running.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(201);
    const code = await running.exited;
    expect(code, running.output()).toBe(0);
    expect(running.output()).toContain('shutting down');
  }, 90_000);
});
