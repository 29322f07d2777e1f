import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseHandle } from '../../apps/api/src/db/client.js';
import { prepareDatabase } from '../../apps/api/src/db/migrate.js';
import { ADMIN_URL, databaseUrl } from '../lib/api.js';
import { populationStamp, readStamp, writePopulation } from './generate.js';
import { generatePopulation } from './population.js';

/** A generated population: the matching benchmark's and Find experts' (bench/discovery.ts). */
export interface PopulationPlan {
  seed: number;
  /** Experts in all, and how many of them are written from Node (the rest repeat those in SQL). */
  experts: number;
  distinct: number;
  /** Projects in all, of which `measured` and `background` are generated as briefs. */
  projects: number;
  measured: number;
  background: number;
  /** What the database's stamp is made of: when it differs, the database is generated again. */
  stamp: Record<string, number>;
}

/**
 * Opens (and when its stamp differs, regenerates) the database `open` gives, prepared and filled with
 * `plan`'s population, and returns what `read` reads of it before it is closed.
 */
export async function ensurePopulation<T>(
  open: (fresh: boolean) => Promise<DatabaseHandle>,
  plan: PopulationPlan,
  log: (line: string) => void,
  read: (db: Database) => Promise<T>,
): Promise<T> {
  const stamp = populationStamp(plan.stamp);
  let handle = await open(false);
  try {
    // A database from an older migration history may not migrate: it is regenerated like a stale one.
    const isCurrent = await prepareDatabase(handle).then(
      async () => (await readStamp(handle.db)) === stamp,
      () => false,
    );
    if (isCurrent) {
      log(`  kept the generated database (stamp ${stamp})`);
      return await read(handle.db);
    }
    await handle.close();
    handle = await open(true);
    await prepareDatabase(handle);
    const started = performance.now();
    const population = generatePopulation({
      seed: plan.seed,
      expertCount: plan.distinct,
      projectCount: plan.measured,
      backgroundCount: plan.background,
    });
    await writePopulation(handle.db, population, {
      expertTotal: plan.experts,
      projectTotal: plan.projects,
      stamp,
      log,
      trackRecords: true,
    });
    log(`  generated in ${((performance.now() - started) / 1000).toFixed(0)} s (stamp ${stamp})`);
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

/** The opener of PostgreSQL database `name` on the machine's server: created when missing, dropped first when `fresh`. */
export function postgresOpener(name: string): (fresh: boolean) => Promise<DatabaseHandle> {
  return async (fresh) => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    try {
      if (fresh) await admin.query(`drop database if exists ${name} with (force)`);
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    return openDatabase({ kind: 'postgres', url: databaseUrl(name) });
  };
}

/** The opener of an embedded database in `dataDir`/db (where the API opens it without DATABASE_URL), emptied when `fresh`. */
export function pgliteOpener(dataDir: string): (fresh: boolean) => Promise<DatabaseHandle> {
  return async (fresh) => {
    if (fresh) rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    return openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  };
}
