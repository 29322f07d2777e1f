import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { PASSWORD } from './factories.js';
import { engagement, firstMonday, issue, week } from './invoice-fixtures.js';
import { createFitExpert } from './marketplace-fixtures.js';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `npm run backup` / `npm run restore` as an operator runs them: the CLI in a process of its own. */
function cli(
  command: 'backup' | 'restore',
  dataDir: string,
  folder: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/cli/backup.ts', command, folder],
      {
        cwd: API_ROOT,
        env: { ...process.env, NODE_ENV: 'development', TEST_DATABASE_URL: '', DATABASE_URL: '', DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const ADMIN = { email: 'backup-admin@example.com', password: 'backup-admin-password-42' };

/**
 * An embedded database in `dataDir` with what a backup must keep: a client's project with an expert in its
 * squad, last month's approved hours and the invoice issued for them, and an admin (ADMIN_EMAIL). Built
 * in this process through the API, then closed, so the server process can open it.
 */
async function prepare(dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { runBackground: false });
  try {
    const expert = await createFitExpert(app);
    const setup = await engagement(app, expert, 120);
    await week(app, setup, expert, firstMonday);
    const issued = await issue(app, setup.client.token, setup.project.id);
    expect(issued.statusCode, issued.body).toBe(201);
    return { client: setup.client.email };
  } finally {
    await app.close();
  }
}

/** What a client and an admin read: users, projects and invoices (as the CSV export lists them). */
async function snapshot(server: ApiProcess, clientEmail: string) {
  const call = async (url: string, token: string) => {
    const response = await fetch(`${server.baseUrl}/api/v1${url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status, url).toBe(200);
    return response;
  };
  const signIn = async (email: string, password: string) => {
    const response = await fetch(`${server.baseUrl}/api/v1/auth/email/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(response.status, email).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };
  const client = await signIn(clientEmail, PASSWORD);
  const admin = await signIn(ADMIN.email, ADMIN.password);
  const users = (await (await call('/admin/users?page=1&limit=50', admin)).json()) as {
    data: Array<{ id: number; email: string; status: string }>;
  };
  return {
    users: users.data.map(({ id, email, status }) => ({ id, email, status })),
    projects: await (await call('/projects', client)).json(),
    invoices: await (await call('/invoices/export.csv', client)).text(),
  };
}

// The embedded database's backup (docs/operations.md#backups); PostgreSQL is backed up with pg_dump.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run backup and npm run restore', () => {
  const folders: string[] = [];
  const folder = (name: string) => {
    const made = mkdtempSync(path.join(os.tmpdir(), `fractional-${name}-`));
    folders.push(made);
    return made;
  };
  afterAll(() => {
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

  it('backs up a running instance with data, and a fresh one restored from it finds the same users, projects and invoices', async () => {
    const original = folder('original');
    const { client } = await prepare(original);
    const env = { LOG_LEVEL: 'warn' };
    const first = await startApiProcess({ ...env, DATA_DIR: original });
    let before;
    const backup = path.join(folder('backups'), 'nightly');
    try {
      before = await snapshot(first, client);
      expect(before.users).toHaveLength(3);
      expect(before.invoices.trim().split('\n')).toHaveLength(2);
      // Taken while the server runs and holds the database: the server writes it on request.
      const taken = await cli('backup', original, backup);
      expect(taken.code, taken.output).toBe(0);
      expect(taken.output).toContain(`Backup written to ${backup} by the running server`);
      // A restore refuses to run under a running server.
      const refused = await cli('restore', original, backup);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('stop it first');
    } finally {
      await first.stop();
    }
    expect(readdirSync(backup).sort()).toEqual(['database.tar.gz', 'manifest.json']);

    const fresh = folder('restored');
    const restored = await cli('restore', fresh, backup);
    expect(restored.code, restored.output).toBe(0);
    expect(existsSync(path.join(fresh, 'db'))).toBe(true);
    const second = await startApiProcess({ ...env, DATA_DIR: fresh });
    try {
      expect(await snapshot(second, client)).toEqual(before);
    } finally {
      await second.stop();
    }
  }, 180_000);
});
