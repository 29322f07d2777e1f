import { rmSync, writeFileSync } from 'node:fs';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { answerBackupRequest, serverPidFile } from './db/backup.js';
import { hasMembers } from './demo/demo.repository.js';
import { demoAccountLines, prepareDemoMarketplace } from './demo/start-demo.js';
import { AdminEmailTakenError } from './modules/admin/admin-accounts.service.js';

/**
 * Listens, and on SIGTERM/SIGINT drains (SHUTDOWN_DRAIN_SECONDS), stops accepting, lets in-flight
 * requests finish, then exits.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(`config: ${problem}`);
      process.exit(1);
    }
    throw error;
  }

  const print = (line: string) => void process.stdout.write(`${line}\n`);
  if (config.demo) config = await prepareDemoMarketplace(config, print);
  const app = await buildApp(config, { serveWeb: true });
  const drainMs = config.shutdownDrainSeconds * 1000;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Draining: still serving, but /ready answers 503 and answers close their connections, so a
    // load balancer takes the instance out of rotation before it stops accepting connections.
    app.deps.lifecycle.isDraining = true;
    app.log.info({ signal, drainMs }, 'shutting down: draining, then finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 20 s after draining; exiting');
      process.exit(1);
    }, drainMs + 20_000);
    force.unref();
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
    }, drainMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (app.deps.database.kind === 'pglite') {
    // The embedded database has one holder: `npm run backup` asks this process for the dump with
    // SIGUSR2 (docs/operations.md#backups).
    const pidFile = serverPidFile(config);
    writeFileSync(pidFile, String(process.pid));
    process.on('exit', () => rmSync(pidFile, { force: true }));
    const backupConfig = config;
    process.on('SIGUSR2', () => {
      answerBackupRequest(app.deps.database, backupConfig).then(
        (folder) => app.log.info({ folder }, 'backup written'),
        (error: unknown) => app.log.error({ err: error }, 'backup failed'),
      );
    });
  }
  // Plain lines for the person who ran `npm start`; production logs stay JSON lines only.
  if (config.env !== 'production') {
    print(`Fractional is running: open ${config.appUrl}`);
    for (const line of demoAccountLines(config)) print(line);
    if (!config.demo && !(await hasMembers(app.deps.database.db))) {
      print('The marketplace is empty. To try it with sample experts, clients and projects, run: npm run demo');
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof AdminEmailTakenError ? `config: ADMIN_EMAIL: ${error.message}` : error);
  process.exit(1);
});
