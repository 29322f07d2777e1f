import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './listening-app.js';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ApiProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  /** The exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM (or the given signal) and wait for the exit; SIGKILL if it takes longer than 30 s. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The real server entry point (src/server.ts through tsx, as `npm run dev` runs it) in a process of
 * its own, with a private DATA_DIR. Pass PORT to reuse a port (a restarted instance); `ready: false`
 * returns without waiting for /ready (for servers that are meant to fail).
 */
export async function startApiProcess(
  env: Record<string, string>,
  { ready = true }: { ready?: boolean } = {},
): Promise<ApiProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fractional-proc-'));
  const port = env.PORT ?? String(await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      TEST_DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: port,
      APP_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-50_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const running: ApiProcess = {
    child,
    baseUrl,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(force);
      return code;
    },
  };
  if (ready) await waitForReady(running);
  return running;
}

/** Polls /ready until it answers 200; fails with the server's output after the deadline or an exit. */
export async function waitForReady(running: ApiProcess, deadlineMs = 90_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`);
    try {
      if ((await fetch(`${running.baseUrl}/api/v1/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready:\n${running.output()}`);
}

/** A production-mode instance's environment on `databaseUrl`: every instance built from it shares the token secrets. */
export function sharedInstanceEnv(databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: '5',
    // Shedding reacts to the load of the test run on this machine, not to these instances': only
    // load-shedding.test.ts turns it on.
    SHED_LOAD: 'false',
    AUTH_JWT_SECRET: 'multi-instance-access-secret-0123456789abcdef',
    AUTH_REFRESH_SECRET: 'multi-instance-refresh-secret-0123456789abcde',
    AUTH_FORGOT_SECRET: 'multi-instance-forgot-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
  };
}

/** One request to `${baseUrl}/api/v1${path}` with an optional bearer token and JSON body; the response and its text. */
export async function requestApi(
  baseUrl: string,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<{ response: Response; text: string }> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { response, text: await response.text() };
}
