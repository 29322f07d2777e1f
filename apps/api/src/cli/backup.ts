import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.js';
import {
  backupName,
  backupRequestFile,
  backupsDir,
  isBackup,
  restoreBackup,
  serverPidFile,
  writeBackup,
} from '../db/backup.js';
import { configuredDatabase, openDatabase } from '../db/client.js';

const USAGE = 'usage: npm run backup [-- <folder>]   |   npm run restore -- <backup folder>';
/** How long `npm run backup` waits for the running server to write the backup. */
const SERVER_BACKUP_TIMEOUT_MS = 10 * 60_000;

/** The pid of the server running on this DATA_DIR, or null (no pid file, or a stale one). */
function runningServer(config: Config): number | null {
  const file = serverPidFile(config);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

async function backup(config: Config, folder: string | undefined): Promise<number> {
  const target = path.resolve(folder ?? path.join(backupsDir(config), backupName()));
  if (existsSync(target)) {
    console.error(`backup: ${target} already exists`);
    return 1;
  }
  const pid = runningServer(config);
  if (pid === null) {
    // Nobody holds the database: open it here.
    const database = await openDatabase(configuredDatabase(config, 1));
    try {
      await writeBackup(database, config, target);
    } finally {
      await database.close();
    }
  } else {
    // The running server holds the embedded database: it takes the dump itself, between two queries.
    const request = backupRequestFile(config);
    const failure = `${request}.error`;
    rmSync(failure, { force: true });
    writeFileSync(request, target);
    process.kill(pid, 'SIGUSR2');
    const deadline = Date.now() + SERVER_BACKUP_TIMEOUT_MS;
    while (!isBackup(target)) {
      if (existsSync(failure)) {
        console.error(`backup: the server could not write it: ${readFileSync(failure, 'utf8')}`);
        return 1;
      }
      if (Date.now() > deadline) {
        console.error(`backup: the server (pid ${pid}) did not write ${target} within 10 minutes; see its log`);
        return 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  console.log(`Backup written to ${target}${pid === null ? '' : ` by the running server (pid ${pid})`}`);
  return 0;
}

async function restore(config: Config, folder: string | undefined): Promise<number> {
  if (!folder) {
    console.error(USAGE);
    return 2;
  }
  const pid = runningServer(config);
  if (pid !== null) {
    console.error(`restore: the server is running on ${config.dataDir} (pid ${pid}); stop it first`);
    return 1;
  }
  const { keptAs, appVersion } = await restoreBackup(path.resolve(folder), config);
  console.log(
    `Restored ${folder} (written by version ${appVersion}) into ${config.dataDir}` +
      (keptAs ? `; the database it replaced is kept in ${keptAs}` : ''),
  );
  return 0;
}

async function main([command, folder, ...rest]: string[]): Promise<number> {
  if ((command !== 'backup' && command !== 'restore') || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      `${command}: DATABASE_URL is set: back up and restore PostgreSQL with pg_dump and pg_restore (docs/operations.md#backups)`,
    );
    return 2;
  }
  return command === 'backup' ? backup(config, folder) : restore(config, folder);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError ? error.problems.map((problem) => `config: ${problem}`).join('\n') : error,
    );
    process.exit(1);
  },
);
