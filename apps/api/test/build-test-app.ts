import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { hashingOnce } from '../src/modules/auth/passwords.js';
import { PASSWORD } from './factories.js';
import { withDatabase } from './global-setup.js';

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K];
};

/**
 * A new PostgreSQL database cloned from the run's migrated, seeded template (TEST_DATABASE_URL must
 * be set): its URL, and dispose() to drop it (connections included).
 */
export async function clonePostgresTemplate(): Promise<{ url: string; dispose(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `fractional_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  return {
    url: withDatabase(url, name),
    async dispose() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A fresh copy of the migrated, seeded database: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set. */
export async function createTestDatabase({ poolMax = 5 } = {}): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    const clone = await clonePostgresTemplate();
    const handle = await openDatabase({ kind: 'postgres', url: clone.url, poolMax });
    return {
      ...handle,
      async dispose() {
        await handle.close();
        await clone.dispose();
      },
    };
  }
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
  const handle = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: snapshot });
  return { ...handle, dispose: () => handle.close() };
}

function merge<T>(base: T, overrides: DeepPartial<T> | undefined): T {
  if (!overrides) return base;
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) {
    const current = result[key];
    result[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? merge(current, value)
        : value;
  }
  return result as T;
}

/** Test configuration: fixed secrets, a private data dir, quiet logs, generous rate limits. */
export function testConfig(overrides?: DeepPartial<Config>): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fractional-data-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_JWT_SECRET: 'test-access-secret-0123456789abcdef0123456789',
    AUTH_REFRESH_SECRET: 'test-refresh-secret-0123456789abcdef012345678',
    AUTH_FORGOT_SECRET: 'test-forgot-secret-0123456789abcdef0123456789',
    RATE_LIMIT_AUTH_MAX: '10000',
    // Match alerts (docs/matching.md) fire only where a test asks for them, never in another suite's feed.
    MATCH_ALERT_AFTER: '1d',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Shedding reacts to this machine's load, not the test's: only load-shedding.test.ts turns it on.
    SHED_LOAD: 'false',
  });
  return merge(base, overrides);
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The factories sign every account up with PASSWORD: its argon2 hash is computed once per test file and
 * shared (each hash is ~19 MiB and two passes of CPU; thousands of sign-ups made it a large share of the suite).
 */
const hashTestPassword = hashingOnce(PASSWORD);

/** A whole app on its own database copy (`poolMax` PostgreSQL connections, 5 unless told). Call close() in afterAll. */
export async function buildTestApp(
  overrides?: DeepPartial<Config>,
  options: BuildOptions = {},
  { poolMax }: { poolMax?: number } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await createTestDatabase({ poolMax });
  const app = await buildApp(config, { hashPassword: hashTestPassword, ...options, database });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.dispose();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
