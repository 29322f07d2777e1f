import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { observePoolQueries, type QueryObserver } from './query-observer.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** Either driver's database; a transaction is one too, so repositories take this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** true when a trivial query answers within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
  /**
   * The PostgreSQL pool's connections (all, idle) and the queries waiting for one, for metrics and
   * load shedding; null on PGlite (one connection, no pool).
   */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /**
   * How long, in ms, the query that has waited longest for a PostgreSQL pool connection has been
   * waiting (0 when none waits): the queue time load shedding reads (docs/operations.md#load-shedding).
   * null on PGlite.
   */
  poolQueueMs(): number | null;
  /** Observes every statement from now on (null: stops); PostgreSQL only, a no-op on PGlite. */
  observeQueries(observer: QueryObserver | null): void;
  /** Runs fn holding a database-wide advisory lock (migrations, seeding) so instances take turns. */
  withLock<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` (its own connection on PostgreSQL, re-opened after a failure: `onReconnect`
   * then runs, as notifications may have been missed). Resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect: () => void): Promise<() => Promise<void>>;
}

export type DatabaseSource =
  | { kind: 'postgres'; url: string; poolMax?: number }
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob | File };

const LOCK_KEY = 727_001;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL, else the embedded PGlite under
 * DATA_DIR (the server and the admin CLI open the same one).
 */
export function configuredDatabase(
  config: { databaseUrl: string | null | undefined; dataDir: string },
  poolMax?: number,
): DatabaseSource {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolMax }
    : { kind: 'pglite', dataDir: `${config.dataDir}/db` };
}

export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if (source.kind === 'postgres') return openPostgres(source.url, source.poolMax ?? 10);
  return openPglite(source.dataDir, source.loadDataDir);
}

const LISTEN_RETRY_MS = 1000;

/** A dedicated LISTEN connection, opened again after a failure until stopped. */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  let isStopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const scheduleRetry = () => {
    if (isStopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void open(true);
    }, LISTEN_RETRY_MS);
    retry.unref();
  };
  const open = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 3000 });
    let isLost = false;
    const lose = () => {
      if (isLost) return;
      isLost = true;
      if (client === next) client = null;
      void next.end().catch(() => {});
      scheduleRetry();
    };
    next.on('error', lose);
    next.on('end', lose);
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (!isReconnect) throw error;
      lose();
      return;
    }
    if (isStopped) {
      isLost = true;
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (isReconnect) onReconnect();
  };
  await open(false);
  return async () => {
    isStopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}

/**
 * Times each wait for a pool connection (pool.query goes through pool.connect too). Waits are kept
 * in the order they began, so the first one still open is the oldest; each costs two Set operations.
 */
function trackPoolQueue(pool: pg.Pool): () => number {
  const waitingSince = new Set<{ since: number }>();
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  const timed = (callback?: (...args: unknown[]) => void): unknown => {
    const wait = { since: performance.now() };
    waitingSince.add(wait);
    if (callback) {
      return connect((...args) => {
        waitingSince.delete(wait);
        callback(...args);
      });
    }
    return (connect() as Promise<pg.PoolClient>).finally(() => waitingSince.delete(wait));
  };
  pool.connect = timed as typeof pool.connect;
  return () => {
    for (const wait of waitingSince) return performance.now() - wait.since;
    return 0;
  };
}

function openPostgres(url: string, poolMax: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    // No JIT: it compiles a statement's expressions when its estimated cost is high (the ranking's, at a
    // million experts), about 8 ms each time, for statements that run in a few (docs/scaling.md).
    options: '-c jit=off',
  });
  // A client that loses its server (restart, outage, a terminated backend) must not crash the process. An idle
  // one's error reaches the pool's 'error'; a checked-out one (inside a transaction, between its statements)
  // has no listener of the pool's, and an 'error' event nobody listens to is thrown. Its statements are
  // rejected anyway, and the pool drops it when it is released.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const queue = trackPoolQueue(pool);
  let queryObserver: QueryObserver | null = null;
  observePoolQueries(pool, () => queryObserver);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async ping(timeoutMs = 2000) {
      try {
        await withTimeout(pool.query('select 1'), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (!pool.ended && !pool.ending) await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    poolQueueMs: queue,
    observeQueries: (observer) => void (queryObserver = observer),
    async withLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
        return await fn(drizzlePg({ client, schema }));
      } finally {
        await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, onPayload, onReconnect) => listenPostgres(url, channel, onPayload, onReconnect),
  };
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob | File): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir ?? undefined, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async ping(timeoutMs = 2000) {
      try {
        await withTimeout(db.execute(sql`select 1`), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (!client.closed) await client.close();
    },
    poolStats: () => null,
    poolQueueMs: () => null,
    observeQueries: () => undefined,
    // One embedded database has one connection: nothing else can race it.
    withLock: (fn) => fn(db),
    // One process: notifications never go missing, so there is nothing to reconnect.
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}

/** The underlying PGlite, for test snapshots (dumpDataDir). */
export function pgliteOf(handle: DatabaseHandle): PGlite | null {
  if (handle.kind !== 'pglite') return null;
  return (handle.db as unknown as { $client: PGlite }).$client;
}
