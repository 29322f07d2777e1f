import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { seedDatabase, type SeededClient, type SeededEngagement } from './seed-database.js';
import { PASSWORD } from './seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real server of this run listens, e.g. http://127.0.0.1:41234 (no trailing slash). */
    e2eBaseUrl: string;
    /** The server's DATA_DIR: its embedded database and the mail outbox (outbox/*.eml). */
    e2eDataDir: string;
    /** A client whose 1,000 projects (seed-projects.ts) exist before the server starts. Read-only. */
    e2eSeededClient: SeededClient;
    /** A client and an expert in its project's squad since before last month began (invoices.spec.ts). */
    e2eSeededEngagement: SeededEngagement;
    /** Another such engagement, the double-click sweep's: a rejected week, a paid invoice, ended, reviewed, completed. */
    e2eSweptEngagement: SeededEngagement;
    /** The admin the server creates at start from ADMIN_EMAIL and ADMIN_PASSWORD (docs/api.md#matcher-console). */
    e2eAdmin: { email: string; password: string };
  }
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_ROOT = path.join(ROOT, 'apps/api');

const SEEDED_CLIENT: SeededClient = {
  email: 'seeded-client@example.com',
  password: PASSWORD,
  firstName: 'Hemi',
  lastName: 'Walker',
};

const SEEDED_ENGAGEMENT: SeededEngagement = {
  client: { email: 'ledger-client@example.com', password: PASSWORD, firstName: 'Aroha', lastName: 'Ledger' },
  expert: { email: 'ledger-expert@example.com', password: PASSWORD, firstName: 'Wiremu', lastName: 'Invoice' },
  projectName: 'Quarterly close',
  hourlyRate: 120,
  hoursPerWeek: 10,
};

const SWEPT_ENGAGEMENT: SeededEngagement = {
  client: { email: 'sweep-client@example.com', password: PASSWORD, firstName: 'Tama', lastName: 'Sweep' },
  expert: { email: 'sweep-expert@example.com', password: PASSWORD, firstName: 'Ana', lastName: 'Once' },
  projectName: 'Supplier audit',
  hourlyRate: 120,
  hoursPerWeek: 10,
};

const ADMIN = { email: 'matcher@example.com', password: 'admin-correct-horse-42' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

async function waitForReady(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`e2e server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${base}/api/v1/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`e2e server did not become ready within 90 s:\n${output()}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(force);
}

/**
 * One real server per run (src/server.ts through tsx, as `npm run dev` runs it) on a free port, with a
 * fresh DATA_DIR: a new embedded PGlite database, mail written to DATA_DIR/outbox. It serves the built
 * SPA from apps/web/dist, so `npm run test:e2e` builds the web app first.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run test:e2e` (it builds the web app first)');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fractional-e2e-'));
  try {
    await seedDatabase(path.join(dataDir, 'db'), SEEDED_CLIENT, [SEEDED_ENGAGEMENT, SWEPT_ENGAGEMENT]);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      DATA_DIR: dataDir,
      RATE_LIMIT_AUTH_MAX: '1000',
      // Message digests within seconds, so a spec can open one (mail-preferences.spec.ts).
      MESSAGE_DIGEST_AFTER: '3s',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      GOOGLE_CLIENT_ID: '',
      REDIS_URL: '',
      TEST_DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  try {
    await waitForReady(base, child, () => output);
  } catch (error) {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('e2eBaseUrl', base);
  project.provide('e2eDataDir', dataDir);
  project.provide('e2eSeededClient', SEEDED_CLIENT);
  project.provide('e2eSeededEngagement', SEEDED_ENGAGEMENT);
  project.provide('e2eSweptEngagement', SWEPT_ENGAGEMENT);
  project.provide('e2eAdmin', ADMIN);

  return async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
