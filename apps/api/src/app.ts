import { LRUCache } from 'lru-cache';
import type { Socket } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Lifecycle, ModuleSchedule } from './deps.js';
import { API_PREFIX } from './lib/api-prefix.js';
import { configuredDatabase, openDatabase, type DatabaseHandle } from './db/client.js';
import { prepareDatabase } from './db/migrate.js';
import { BackgroundWorker } from './background/background-worker.js';
import { Scheduler } from './background/scheduler.js';
import { schedules as engagementSchedules } from './modules/engagements/index.js';
import { schedules as invoiceSchedules } from './modules/invoices/index.js';
import { schedules as liveSchedules } from './modules/live/index.js';
import { schedules as reviewSchedules } from './modules/reviews/index.js';
import { schedules as savedSearchSchedules } from './modules/saved-searches/index.js';
import { schedules as timesheetSchedules } from './modules/timesheets/index.js';
import { findLiveSession } from './modules/auth/index.js';
import { TokenService } from './modules/auth/tokens.js';
import { provisionAdmin } from './modules/admin/admin-accounts.service.js';
import { MODULE_ROUTES } from './routes.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerLoadShedding } from './plugins/load-shedding.js';
import { AppMetrics, registerMetrics } from './plugins/metrics.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { RequestLog } from './plugins/request-log.js';
import { registerSecurity } from './plugins/security.js';
import { registerStaticWeb } from './plugins/static-web.js';
import { registerTracing } from './plugins/tracing.js';
import { countPendingMail } from './mail/outbox.repository.js';
import { drainStorageDeletions } from './storage/deletions.js';
import { createStorage } from './storage/storage.js';
import { RevisionCache } from './lib/revision-cache.js';
import { MARKET_DEPTH_TTL_MS } from './modules/matching/matching.repository.js';
import { EventStreams } from './modules/live/event-streams.js';
import { createLiveBus } from './modules/live/live-bus.js';
import { sendDueDigests } from './modules/messaging/digests.js';
import { sendMatchAlerts } from './modules/matching/match-alerts.js';
import { hashPassword } from './modules/auth/passwords.js';

/** Rendered `GET /auth/me` bodies kept per instance: ~20,000 typical users, ~1,000 with 1,000 projects. */
const USER_JSON_CACHE_BYTES = 64 * 1024 * 1024;
/** Pages of `GET /projects` (about 25 KB each with 50 projects). */
const PROJECT_PAGES_CACHE_BYTES = 32 * 1024 * 1024;
/** Spend aggregates (about 20 KB for 3 years of weeks and 20 members). */
const SPEND_GROUPS_CACHE_BYTES = 16 * 1024 * 1024;
/** Remembered market depths, one small entry per brief. */
const MARKET_DEPTHS_MAX = 100_000;
/** Matching briefs (about 2–4 KB each). */
const BRIEFS_CACHE_BYTES = 16 * 1024 * 1024;
const REVISION_CACHE_TTL_MS = 5 * 60_000;

/** Every module's periodic work, run once per period across the instances (ADR 0016). */
const SCHEDULES: ModuleSchedule[] = [
  ...liveSchedules,
  ...timesheetSchedules,
  ...engagementSchedules,
  ...invoiceSchedules,
  ...reviewSchedules,
  ...savedSearchSchedules,
];

export interface BuildOptions {
  /** An open database (tests pass a snapshot); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Serve the built SPA from apps/web/dist (on in `npm start`, off in API tests). */
  serveWeb?: boolean;
  /** Send queued mail and run the other background work once ready (default true; off while the demo seeds). */
  runBackground?: boolean;
  /** Where the built SPA lives when not apps/web/dist (tests use a temporary directory). */
  webRoot?: string;
  /**
   * Hashes the password of an account being created. The demo's seeding passes one that hashes its
   * shared password once and reuses that hash (docs/demo.md); everything else hashes each password.
   */
  hashPassword?: (password: string) => Promise<string>;
}

/** Builds the whole server without listening: tests drive it with inject or a real port. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase(configuredDatabase(config, config.databasePoolMax)));
  await prepareDatabase(database);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.hash', '*.token', '*.refreshToken'],
    },
    // One line per request instead of two.
    logController: new RequestLog(),
    // A hop count trusts that many proxies nearest to us (what Fastify does for a number at run time).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1_048_576,
    // Fastify's 503 on closing refuses every request that reaches the router once close() has begun,
    // including those on connections accepted before it whose bytes were still being read: an
    // accepted request must finish. New connections are refused below instead.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Long enough for a 10 MB CV on a slow uplink, short enough to shed stalled clients.
    requestTimeout: 120_000,
    // A URL Fastify cannot decode is answered before any hook or error handler: keep our error shape.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      void reply.code(400).send({ status: 400, message: 'Malformed URL' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  // Responses are typed at compile time; re-validating every one at run time would only cost latency.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const storage = createStorage(config);
  // One registry per app (docs/operations.md#metrics-and-alerts): tests build many apps in one process.
  const metrics = new AppMetrics();
  // Periodic work that must run once per period across all instances (ADR 0016).
  const scheduler = new Scheduler(
    database.db,
    app.log.child({ module: 'schedules' }),
    config.mail.retryBaseMs,
    metrics,
  );
  // After the mail, the background pass removes stored files of closed accounts (ADR 0010), queues
  // message digests (ADR 0013) and runs the schedules that are due.
  const background: BackgroundWorker = new BackgroundWorker(
    database.db,
    config,
    app.log,
    [
      () => drainStorageDeletions(database.db, storage, app.log, config.mail.retryBaseMs),
      async () => {
        if ((await sendDueDigests(database.db, config)) > 0) background.kick();
      },
      async () => {
        if ((await sendMatchAlerts(database.db, config)) > 0) background.kick();
      },
      () => scheduler.runDue(),
    ],
    metrics,
  );
  const live = createLiveBus(config, database, app.log);
  const streams = new EventStreams(
    database.db,
    live,
    config.live.heartbeatMs,
    app.log,
    async (sessionId) => (await findLiveSession(database.db, sessionId))?.userId,
  );
  const lifecycle: Lifecycle = { isDraining: false, isClosing: false, isWarming: false };
  app.decorate('deps', {
    config,
    database,
    tokens: new TokenService(config.auth),
    background,
    storage,
    lifecycle,
    userJson: new RevisionCache({ maxBytes: USER_JSON_CACHE_BYTES, ttlMs: REVISION_CACHE_TTL_MS }),
    projectPages: new RevisionCache({ maxBytes: PROJECT_PAGES_CACHE_BYTES, ttlMs: REVISION_CACHE_TTL_MS }),
    spendGroups: new RevisionCache({ maxBytes: SPEND_GROUPS_CACHE_BYTES, ttlMs: REVISION_CACHE_TTL_MS }),
    briefs: new RevisionCache({ maxBytes: BRIEFS_CACHE_BYTES, ttlMs: REVISION_CACHE_TTL_MS }),
    marketDepths: new LRUCache<string, boolean>({ max: MARKET_DEPTHS_MAX, ttl: MARKET_DEPTH_TTL_MS }),
    live,
    streams,
    hashPassword: options.hashPassword ?? hashPassword,
  });
  for (const { handler, ...schedule } of SCHEDULES)
    scheduler.register({ ...schedule, handler: async (run) => void (await handler(app.deps, run)) });

  if (config.admin) {
    const outcome = await provisionAdmin(database.db, config.admin.email, config.admin.password);
    app.log.info({ admin: config.admin.email, outcome }, 'admin account from ADMIN_EMAIL');
  }

  await registerTracing(app, config, database);
  // Once close() has begun only connections accepted after that are refused, before any other hook
  // (the listener closes a moment later); a request on a connection accepted before runs to its
  // answer (docs/operations.md#shutdown).
  const lateConnections = new WeakSet<Socket>();
  app.server.on('connection', (socket: Socket) => {
    if (lifecycle.isClosing) lateConnections.add(socket);
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!lifecycle.isClosing || !lateConnections.has(request.raw.socket)) return done();
    void reply.code(503).header('connection', 'close').header('retry-after', '1');
    void reply.send({ status: 503, message: 'Shutting down, retry on another instance' });
  });

  registerErrorHandling(app);
  if (config.metrics.token || config.metrics.port !== null) {
    metrics.watch({
      pool: () => database.poolStats(),
      poolQueueMs: () => database.poolQueueMs(),
      outboxDepth: () => countPendingMail(database.db, config.mail.maxAttempts),
      openStreams: () => streams.size,
    });
  }
  registerMetrics(app, config, metrics);
  await registerLoadShedding(app, config, metrics, {
    waiting: () => database.poolStats()?.waiting ?? null,
    queueMs: () => database.poolQueueMs(),
  });
  registerAuth(app);
  await registerSecurity(app, config);
  await registerRateLimit(app, config);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      for (const routes of MODULE_ROUTES) await api.register(routes);
    },
    { prefix: API_PREFIX },
  );

  if (options.serveWeb) await registerStaticWeb(app, { root: options.webRoot });

  // Shutdown (docs/operations.md#shutdown). While draining and closing, answers close their
  // keep-alive connection: clients (and load balancers' pools) reconnect elsewhere, and close() is
  // not held open.
  app.addHook('preClose', async () => {
    lifecycle.isDraining = true;
    lifecycle.isClosing = true;
    // Open event streams would hold close() forever; ended, their browsers reconnect elsewhere.
    await streams.stop();
    // Fastify closes the listener as soon as the preClose hooks are done, before this runs.
    setImmediate(() =>
      app.log.info(
        { listening: app.server.listening },
        'stopped accepting connections; finishing the requests already accepted',
      ),
    );
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.isDraining) void reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('onReady', async () => {
    await streams.start();
    if (options.runBackground ?? true) background.start();
  });
  app.addHook('onClose', async () => {
    await background.stop();
    if (!options.database) await database.close();
  });
  return app;
}
