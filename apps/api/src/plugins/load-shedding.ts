import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { API_PREFIX } from '../lib/api-prefix.js';
import type { AppMetrics } from './metrics.js';

/** How often the event-loop delay, the heap and the pool are sampled. */
const SAMPLE_MS = 250;
const LOOP_RESOLUTION_MS = 10;

/**
 * Liveness, readiness and metrics answer under pressure: a balancer must not take an instance out
 * of rotation for a moment of overload (that moves the load onto the others), and an operator must
 * still see what is happening.
 */
const EXEMPT_ROUTES = new Set([`${API_PREFIX}/health`, `${API_PREFIX}/ready`, '/metrics']);

export const SHED_MESSAGE = 'The service is busy, please try again shortly';

/**
 * Load shedding (docs/operations.md#load-shedding): when the event loop lags, the heap nears its
 * limit or queries queue for a pool connection past the configured thresholds, new requests are
 * answered `503 {status, message}` with `Retry-After` at once instead of queueing until clients time
 * out, so the requests that are accepted keep their latency.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  config: Config,
  metrics: AppMetrics,
  poolWaiting: () => number | null,
): Promise<void> {
  const { enabled, maxEventLoopDelayMs, maxHeapUsedRatio, maxPoolWaiting, retryAfterSeconds } = config.loadShedding;
  if (!enabled) return;
  // The event-loop delay is sampled here rather than by the plugin's own check, which counts a
  // sample without any measurement (right after start, or after a long stall) as an infinite delay.
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loop.enable();
  app.addHook('onClose', async () => loop.disable());
  let reason: 'eventLoopDelay' | 'poolWaiting' | null = null;
  await app.register(underPressure, {
    sampleInterval: SAMPLE_MS,
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * maxHeapUsedRatio),
    healthCheckInterval: SAMPLE_MS,
    healthCheck: async () => {
      // The mean delay of the loop's iterations since the last sample, beyond the timer's own period.
      const delayMs = loop.count > 0 ? loop.mean / 1e6 - LOOP_RESOLUTION_MS : 0;
      loop.reset();
      // PostgreSQL only: the embedded database has no pool, its queries queue on the event loop.
      const waiting = poolWaiting();
      reason =
        delayMs > maxEventLoopDelayMs
          ? 'eventLoopDelay'
          : waiting !== null && waiting > maxPoolWaiting
            ? 'poolWaiting'
            : null;
      return reason === null;
    },
    // Returning a body sends it; returning nothing lets the request through.
    pressureHandler: (request, reply, type) => {
      if (request.routeOptions.url && EXEMPT_ROUTES.has(request.routeOptions.url)) return;
      metrics.shed.inc({ reason: type === 'healthCheck' ? (reason ?? type) : type });
      void reply.code(503).header('retry-after', String(retryAfterSeconds)).type('application/json');
      return { status: 503, message: SHED_MESSAGE } as unknown as void;
    },
  });
}
