import { rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { answerBackupRequest, serverPidFile } from './db/backup.js';
import { hasMembers } from './demo/demo.repository.js';
import { demoAccountLines, prepareDemoMarketplace } from './demo/start-demo.js';
import { AdminEmailTakenError } from './modules/admin/admin-accounts.service.js';
import { warmSearchIndex } from './modules/discovery/index.js';

/**
 * Listens, and on SIGTERM/SIGINT shuts down without dropping an accepted request
 * (docs/operations.md#shutdown): drains for SHUTDOWN_DRAIN_SECONDS (serving on while /ready answers
 * 503), then stops accepting connections, closes the idle ones, lets every accepted request finish
 * and exits 0 — or 1 if that has not happened SHUTDOWN_GRACE_SECONDS after the signal.
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
  const graceMs = config.shutdownGraceSeconds * 1000;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Draining: still serving, but /ready answers 503 and answers close their connections, so a
    // load balancer takes the instance out of rotation before it stops accepting connections.
    app.deps.lifecycle.isDraining = true;
    app.log.info({ signal, drainMs, graceMs }, 'shutting down: draining, then finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error({ graceMs }, 'requests still running at the end of the shutdown grace period; exiting');
      process.exit(1);
    }, graceMs);
    force.unref();
    setTimeout(() => {
      settleAcceptedConnections(app.server)
        .then(() => app.close())
        .then(
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
  // Find experts' index is built in the background; /ready answers 503 until it is (docs/discovery.md).
  if (config.searchIndexAtStart) void warmSearchIndex(app.deps, app.log);
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

/**
 * Turns the event loop until connections that reached the machine before now are accepted and their
 * request bytes read: close() reaps every connection on which no request has begun, and closing the
 * listener resets those still waiting to be accepted, which would cut requests sent before the
 * signal. Node accepts one waiting connection per turn, so this goes on until three turns in a row
 * accept none (at most a second, under a steady stream of new connections).
 */
async function settleAcceptedConnections(server: Server): Promise<void> {
  let accepted = 0;
  const count = () => void (accepted += 1);
  server.on('connection', count);
  const deadline = performance.now() + 1000;
  for (let quietTurns = 0; quietTurns < 3 && performance.now() < deadline;) {
    const before = accepted;
    await new Promise((resolve) => setImmediate(resolve));
    quietTurns = accepted === before ? quietTurns + 1 : 0;
  }
  server.off('connection', count);
}

main().catch((error: unknown) => {
  console.error(error instanceof AdminEmailTakenError ? `config: ADMIN_EMAIL: ${error.message}` : error);
  process.exit(1);
});
