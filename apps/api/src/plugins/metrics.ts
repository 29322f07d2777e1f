import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** Request durations in seconds: the API's budgets sit between 10 ms and 1 s (docs/scaling.md). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the gauges read on each scrape. */
export interface MetricSources {
  /** The PostgreSQL pool's connections; null on PGlite (one connection, no pool). */
  pool(): { total: number; idle: number; waiting: number } | null;
  /** How long the oldest query waiting for a pool connection has waited (ms); null on PGlite. */
  poolQueueMs(): number | null;
  /** Mails not sent yet and not given up on (one indexed count). */
  outboxDepth(): Promise<number>;
  openStreams(): number;
}

/**
 * The instance's Prometheus metrics (docs/operations.md#metrics-and-alerts): one registry per app,
 * so the many apps a test process builds never share or double-register a metric. Labels carry
 * route patterns, methods, statuses and job names only: never an id, an e-mail or a raw URL.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'fractional_http_request_duration_seconds',
    help: 'Time from request received to response sent, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });
  readonly inFlight = new Gauge({
    name: 'fractional_http_requests_in_flight',
    help: 'Requests received and not answered yet',
    registers: [this.registry],
  });
  readonly shed = new Counter({
    name: 'fractional_http_requests_shed_total',
    help: 'Requests answered 503 by load shedding, by the pressure that was over its threshold',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly jobRuns = new Counter({
    name: 'fractional_job_runs_total',
    help: 'Scheduled job runs started on this instance, by job',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });
  readonly jobFailures = new Counter({
    name: 'fractional_job_failures_total',
    help: 'Scheduled job runs that failed (retried later), by job',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });
  readonly jobLag = new Gauge({
    name: 'fractional_job_lag_seconds',
    help: 'How late the last run of each job started after its due time',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });
  readonly mailSent = new Counter({
    name: 'fractional_mail_sent_total',
    help: 'Mails handed to the transport successfully',
    registers: [this.registry],
  });
  readonly mailFailed = new Counter({
    name: 'fractional_mail_failed_total',
    help: 'Mail delivery attempts that failed (retried with backoff until the attempts run out)',
    registers: [this.registry],
  });

  /** Starts the gauges read on scrape, and the process metrics (CPU, memory, event-loop lag, GC). */
  watch(sources: MetricSources): void {
    collectDefaultMetrics({ register: this.registry });
    // prom-client also counts active handles, requests and resources as gauges named `_total`, which
    // `promtool check metrics` flags; the same figures remain by type (`nodejs_active_handles` …).
    for (const metric of this.registry.getMetricsAsArray()) {
      if (metric instanceof Gauge && metric.name.endsWith('_total')) this.registry.removeSingleMetric(metric.name);
    }
    const registers = [this.registry];
    new Gauge({
      name: 'fractional_db_pool_connections',
      help: 'PostgreSQL pool connections by state (in_use, idle); absent on the embedded database',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const pool = sources.pool();
        if (!pool) return;
        this.set({ state: 'in_use' }, pool.total - pool.idle);
        this.set({ state: 'idle' }, pool.idle);
      },
    });
    new Gauge({
      name: 'fractional_db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL pool connection; absent on the embedded database',
      registers,
      collect() {
        const pool = sources.pool();
        if (pool) this.set(pool.waiting);
      },
    });
    new Gauge({
      name: 'fractional_db_pool_queue_seconds',
      help: 'How long the query waiting longest for a PostgreSQL pool connection has waited (0: none waits); absent on the embedded database',
      registers,
      collect() {
        const queueMs = sources.poolQueueMs();
        if (queueMs !== null) this.set(queueMs / 1000);
      },
    });
    new Gauge({
      name: 'fractional_mail_outbox_depth',
      help: 'Mails queued and not sent yet (across all instances: one database)',
      registers,
      async collect() {
        this.set(await sources.outboxDepth());
      },
    });
    new Gauge({
      name: 'fractional_live_streams_open',
      help: 'Open GET /events streams on this instance',
      registers,
      collect() {
        this.set(sources.openStreams());
      },
    });
  }
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Times every request under its route pattern (Fastify's routeOptions.url, `unmatched` for a 404
 * without a route) and serves `GET /metrics`: on the app port behind METRICS_TOKEN, and/or on
 * METRICS_PORT of its own. Off (404) when neither is set.
 */
export function registerMetrics(app: FastifyInstance, config: Config, metrics: AppMetrics): void {
  const { token, port, host } = config.metrics;
  if (!token && port === null) {
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
      reply.code(404).send({ status: 404, message: 'Not Found' }),
    );
    return;
  }

  app.addHook('onRequest', (request, reply, done) => {
    metrics.inFlight.inc();
    const stop = metrics.httpDuration.startTimer();
    // `close` fires once per response, answered or aborted, so in-flight never drifts.
    reply.raw.once('close', () => {
      metrics.inFlight.dec();
      stop({
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.raw.headersSent ? reply.statusCode : 499),
      });
    });
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Only its own port serves it: the app port does not (a token is what opens it here).
    if (!token) return reply.code(404).send({ status: 404, message: 'Not Found' });
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameSecret(given, token)) return reply.code(401).send({ status: 401, message: 'Unauthorized' });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  if (port !== null) {
    let server: Server | null = null;
    app.addHook('onReady', async () => {
      const metricsServer = createServer((request, response) => {
        if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
          response.writeHead(404, { 'content-type': 'application/json' }).end('{"status":404,"message":"Not Found"}');
          return;
        }
        metrics.registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
          (error: unknown) => {
            app.log.warn({ err: error }, 'metrics scrape failed');
            response.writeHead(500, { 'content-type': 'application/json' }).end('{"status":500,"message":"Error"}');
          },
        );
      });
      await new Promise<void>((resolve, reject) => {
        metricsServer.once('error', reject);
        metricsServer.listen(port, host, () => resolve());
      });
      server = metricsServer;
      app.log.info({ port, host }, 'metrics served on their own port');
    });
    app.addHook('onClose', async () => {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    });
  }
}
