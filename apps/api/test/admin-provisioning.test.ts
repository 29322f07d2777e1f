import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuditPage, LoginResult } from '@fractional/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { auditLog, users } from '../src/db/schema/index.js';
import { AdminEmailTakenError, provisionAdmin } from '../src/modules/admin/admin-accounts.service.js';
import { callAs, expectNoSecrets } from './admin-fixtures.js';
import { buildTestApp, clonePostgresTemplate, testConfig, type TestApp } from './build-test-app.js';
import { createClient, uniqueEmail } from './factories.js';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

const rowsFor = async (db: DatabaseHandle['db'], email: string) => {
  const [userRows] = await db
    .select({ n: count() })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  const [auditRows] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.targetLabel, email));
  return { users: userRows!.n, audits: auditRows!.n };
};

describe('ADMIN_EMAIL and ADMIN_PASSWORD at start', () => {
  let t: TestApp;
  const email = uniqueEmail('ops');
  const password = 'first-admin-password';

  beforeAll(async () => {
    t = await buildTestApp({ admin: { email: email.toUpperCase(), password } });
  });
  afterAll(async () => t.close());

  /** Another instance starting on the same database with these admin values. */
  const restart = async (admin: { email: string; password: string }) => {
    const app = await buildApp(testConfig({ admin }), { database: t.database });
    await app.close();
  };
  const login = (pass: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/email/login', payload: { email, password: pass } });

  it('creates an active, verified admin who signs in through /auth; a restart with the same values writes nothing', async () => {
    const signIn = await login(password);
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json<LoginResult>().user.role.name).toBe('admin');
    expect(await rowsFor(t.database.db, email)).toEqual({ users: 1, audits: 1 });
    await restart({ email, password });
    expect(await rowsFor(t.database.db, email)).toEqual({ users: 1, audits: 1 });
  });

  it('updates the password on a restart with a new one: old sessions end, audited without any secret', async () => {
    const session = (await login(password)).json<LoginResult>();
    await restart({ email, password: 'second-admin-password' });
    expect((await callAs(t.app, session.token)('GET', '/auth/me')).statusCode).toBe(401);
    expect((await login(password)).statusCode).toBe(422);
    const fresh = (await login('second-admin-password')).json<LoginResult>();
    const audit = await callAs(t.app, fresh.token)('GET', '/admin/audit?limit=1');
    expectNoSecrets(audit.body, fresh);
    expect(audit.json<AuditPage>().data[0]).toMatchObject({
      actor: null,
      action: 'admin.provisioned',
      target: { type: 'user', label: email },
      before: { status: 'active', emailVerified: true },
      after: { status: 'active', emailVerified: true, passwordChanged: true },
    });
    expect(await rowsFor(t.database.db, email)).toEqual({ users: 1, audits: 2 });
  });

  it('reactivates a deactivated admin, and refuses to start with a client’s or contractor’s e-mail', async () => {
    await t.database.db
      .update(users)
      .set({ statusId: 2 })
      .where(sql`lower(${users.email}) = ${email}`);
    await restart({ email, password: 'second-admin-password' });
    expect((await login('second-admin-password')).statusCode).toBe(200);

    const client = await createClient(t.app);
    const start = buildApp(testConfig({ admin: { email: client.email, password } }), { database: t.database });
    await expect(start).rejects.toBeInstanceOf(AdminEmailTakenError);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, client.user.id));
    expect(row!.roleId).toBe(2);
  });
});

/** Several instances starting together (PostgreSQL: separate connection pools on one database). */
describe.runIf(process.env.TEST_DATABASE_URL)('instances starting together', () => {
  it('leaves exactly one admin and one audit entry when four provision the same admin at once', async () => {
    const clone = await clonePostgresTemplate();
    const handles = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url: clone.url, poolMax: 2 })),
    );
    try {
      const email = uniqueEmail('together');
      const apps = await Promise.all(
        handles.map((database) =>
          buildApp(testConfig({ admin: { email, password: 'together-password' } }), { database }),
        ),
      );
      await Promise.all(apps.map((app) => app.close()));
      expect(await rowsFor(handles[0]!.db, email)).toEqual({ users: 1, audits: 1 });
      const outcomes = await Promise.all(
        handles.map((handle) => provisionAdmin(handle.db, email, 'together-password')),
      );
      expect(outcomes).toEqual(['unchanged', 'unchanged', 'unchanged', 'unchanged']);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await clone.dispose();
    }
  }, 60_000);
});

describe('npm run admin -- create <email>', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let database: DatabaseHandle | null = null;
  let dispose: () => Promise<void> = async () => {};

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'fractional-cli-'));
    env = { DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'silent', DATABASE_URL: '', TEST_DATABASE_URL: '' };
    if (process.env.TEST_DATABASE_URL) {
      const clone = await clonePostgresTemplate();
      env.DATABASE_URL = clone.url;
      dispose = () => clone.dispose();
    }
  });
  afterAll(async () => {
    await database?.close();
    await dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The CLI as `npm run admin` starts it, with `input` piped to its stdin. */
  const run = (args: string[], input: string) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli/admin.ts', ...args], {
        cwd: API_ROOT,
        env: { ...process.env, ...env },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => resolve({ code, output }));
      child.stdin.end(input);
    });

  it('creates the admin from a piped password, then finds it up to date; never prints the password', async () => {
    const email = uniqueEmail('cli');
    const created = await run(['create', email], 'piped-password-123\n');
    expect(created, created.output).toMatchObject({ code: 0 });
    expect(created.output).toContain(`Admin ${email} created`);
    const again = await run(['create', email.toUpperCase()], 'piped-password-123\n');
    expect(again.output).toContain('already up to date');
    const changed = await run(['create', email], 'another-password-456\r\n');
    expect(changed.output).toContain('updated');
    for (const result of [created, again, changed])
      expect(result.output).not.toMatch(/piped-password|another-password/);

    database = env.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolMax: 1 })
      : await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/db` });
    expect(await rowsFor(database.db, email)).toEqual({ users: 1, audits: 2 });
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ roleId: 1, statusId: 1 });
    await database.close();
    database = null;
  }, 120_000);

  it('refuses a missing or bad e-mail, a password argument and a short password', async () => {
    expect((await run([], '')).code).toBe(2);
    expect((await run(['create'], '')).code).toBe(2);
    expect((await run(['create', 'x@example.com', '--password', 'secret-123'], '')).code).toBe(2);
    expect((await run(['create', 'not-an-email'], 'long-enough-123\n')).code).toBe(2);
    const short = await run(['create', uniqueEmail('cli')], 'short\n');
    expect(short.code).toBe(1);
    expect(short.output).toContain('the password must be 8 to 128 characters');
  }, 60_000);
});
