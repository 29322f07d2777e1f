import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import { API_PREFIX } from '../lib/api-prefix.js';
import { jitteredRetryAfter } from '../lib/retry-after.js';
import type { AppMetrics } from './metrics.js';

/**
 * Liveness, readiness and metrics answer under pressure: a balancer must not take an instance out
 * of rotation for a moment of overload (that moves the load onto the others), and an operator must
 * still see what is happening.
 */
export const EXEMPT_ROUTES = new Set([`${API_PREFIX}/health`, `${API_PREFIX}/ready`, '/metrics']);
const API_PATH = `${API_PREFIX}/`;
/** Live streams stay open for hours: counted as in flight they would use up the limit doing nothing. */
const STREAM_ROUTE = `${API_PREFIX}/events`;

export const SHED_MESSAGE = 'The service is busy, please try again shortly';

/** The shed answer: the API's error shape, at once, with a jittered Retry-After. */
export function shedReply(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(jitteredRetryAfter(retryAfterSeconds)))
    .type('application/json');
}

/**
 * Admission control (docs/operations.md#load-shedding): a new request is answered 503 before any
 * other work when `maxInFlight` requests are already being served, or when a query has waited more
 * than `maxPoolQueueMs` for a PostgreSQL connection. Both predict the latency of what is admitted
 * (the time a new request would queue behind the others), unlike the event-loop delay, which stays
 * low while a flood of cheap requests waits in the sockets. A request once admitted always runs to
 * its answer. The web app's files (served by the same process with `npm start`) are not limited.
 */
export function registerAdmission(
  app: FastifyInstance,
  config: Config,
  metrics: AppMetrics,
  poolQueueMs: () => number | null,
): { inFlight(): number } {
  const { maxInFlight, maxPoolQueueMs, retryAfterSeconds } = config.loadShedding;
  let inFlight = 0;
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    // Only the API is limited: the web app's files are cheap, and a page loads a dozen at once.
    if (!request.url.startsWith(API_PATH) || (route !== undefined && EXEMPT_ROUTES.has(route))) return done();
    const queueMs = poolQueueMs();
    const reason =
      inFlight >= maxInFlight ? 'inFlight' : queueMs !== null && queueMs > maxPoolQueueMs ? 'poolQueue' : null;
    if (reason !== null) {
      metrics.shed.inc({ reason });
      void shedReply(reply, retryAfterSeconds).send({ status: 503, message: SHED_MESSAGE });
      return;
    }
    if (route === STREAM_ROUTE) return done();
    inFlight += 1;
    // `close` fires once per response, answered or aborted, so the count never drifts.
    reply.raw.once('close', () => void (inFlight -= 1));
    done();
  });
  return { inFlight: () => inFlight };
}
