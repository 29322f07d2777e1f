import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteOf } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated, seeded data dir dump every test file loads (under 1 s). */
    pgliteSnapshot: string;
    /** PostgreSQL: a migrated, seeded template database every test file clones. */
    postgresTemplate: string;
  }
}

/** Migrates and seeds once per run; test files clone the result instead of migrating again. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `fractional_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), poolMax: 2 });
    await prepareDatabase(handle);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like 'fractional_t_${process.pid}_%' or datname = $1`,
        [template],
      );
      for (const row of rows) await client.query(`drop database if exists ${row.datname} with (force)`);
      await client.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fractional-test-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await prepareDatabase(handle);
  const dump = await pgliteOf(handle)!.dumpDataDir('none');
  const file = path.join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
