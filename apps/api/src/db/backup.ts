import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { version } from '../version.js';
import { openDatabase, pgliteOf, type DatabaseHandle } from './client.js';
import { prepareDatabase } from './migrate.js';

/**
 * Backups of the embedded database (docs/operations.md#backups): a folder holding PGlite's own dump of
 * its data directory (`database.tar.gz`, taken inside the running database, so it is consistent), the
 * stored files of the local storage driver, and a manifest. PostgreSQL deployments use pg_dump instead.
 */
const DATABASE_FILE = 'database.tar.gz';
const MANIFEST_FILE = 'manifest.json';

interface BackupManifest {
  format: 1;
  createdAt: string;
  appVersion: string;
  files: boolean;
}

/** Where `npm run backup` puts a backup unless told otherwise, and where the server writes one on SIGUSR2. */
export function backupsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'backups');
}

/** The running server's pid, written at start and removed at exit, so the backup command can ask it. */
export function serverPidFile(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'server.pid');
}

/** The request the server reads on SIGUSR2: the folder to write the backup into. */
export function backupRequestFile(config: Pick<Config, 'dataDir'>): string {
  return `${serverPidFile(config)}.backup-request`;
}

/**
 * What the server does on SIGUSR2 with the embedded database: writes the backup the request file names
 * (else one in the backups folder), or the reason it could not beside the request, for the waiting
 * `npm run backup`. Queued behind the queries in flight, like any statement on the one connection.
 */
export async function answerBackupRequest(
  handle: DatabaseHandle,
  config: Pick<Config, 'dataDir' | 'storage'>,
): Promise<string> {
  const request = backupRequestFile(config);
  const target = existsSync(request)
    ? readFileSync(request, 'utf8').trim()
    : path.join(backupsDir(config), backupName());
  rmSync(request, { force: true });
  try {
    return await writeBackup(handle, config, target);
  } catch (error) {
    writeFileSync(`${request}.error`, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** `backup-20261129T181500Z`: sorts by time, safe in any file system. */
export function backupName(now = new Date()): string {
  return `backup-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
}

/**
 * Writes a backup of `handle` (an open embedded database) and the local stored files into `target`,
 * which must not exist. Written beside it first and renamed, so a folder named `target` is complete.
 * Stored files are never changed once written, so copying them while the server runs is safe; a file
 * uploaded during the copy may be missing from it, as it is missing from the database's dump.
 */
export async function writeBackup(
  handle: DatabaseHandle,
  config: Pick<Config, 'dataDir' | 'storage'>,
  target: string,
): Promise<string> {
  const pglite = pgliteOf(handle);
  if (!pglite) throw new Error('only the embedded database is backed up this way; use pg_dump for PostgreSQL');
  if (existsSync(target)) throw new Error(`${target} already exists`);
  const partial = `${target}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const dump = await pglite.dumpDataDir('gzip');
  writeFileSync(path.join(partial, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
  const files = path.join(config.dataDir, 'files');
  const hasFiles = config.storage.driver === 'local' && existsSync(files);
  if (hasFiles) cpSync(files, path.join(partial, 'files'), { recursive: true });
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    appVersion: version,
    files: hasFiles,
  };
  writeFileSync(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(partial, target);
  return target;
}

/** Whether `folder` holds a complete backup (its manifest is written last). */
export function isBackup(folder: string): boolean {
  return existsSync(path.join(folder, MANIFEST_FILE)) && existsSync(path.join(folder, DATABASE_FILE));
}

/**
 * Restores `source` into `config.dataDir` with the server stopped: the current database folder is kept
 * beside it as `db.before-restore-<time>` (nothing is deleted), the dump is loaded into a new one and
 * migrated to this version's schema, and the backup's stored files are copied in.
 */
export async function restoreBackup(
  source: string,
  config: Pick<Config, 'dataDir'>,
): Promise<{ keptAs: string | null; appVersion: string }> {
  if (!isBackup(source))
    throw new Error(`${source} is not a complete backup (no ${MANIFEST_FILE} or ${DATABASE_FILE})`);
  const manifest = JSON.parse(readFileSync(path.join(source, MANIFEST_FILE), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${source}: unknown backup format ${String(manifest.format)}`);
  const dbDir = path.join(config.dataDir, 'db');
  let keptAs: string | null = null;
  if (existsSync(dbDir)) {
    keptAs = `${dbDir}.before-restore-${backupName().slice('backup-'.length)}`;
    renameSync(dbDir, keptAs);
  }
  const dump = new Blob([readFileSync(path.join(source, DATABASE_FILE))], { type: 'application/x-gzip' });
  const handle = await openDatabase({ kind: 'pglite', dataDir: dbDir, loadDataDir: dump });
  try {
    await prepareDatabase(handle);
  } finally {
    await handle.close();
  }
  if (manifest.files) cpSync(path.join(source, 'files'), path.join(config.dataDir, 'files'), { recursive: true });
  return { keptAs, appVersion: manifest.appVersion };
}
