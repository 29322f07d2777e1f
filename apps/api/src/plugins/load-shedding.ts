import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { EXEMPT_ROUTES, registerAdmission, SHED_MESSAGE, shedReply } from './admission.js';
import type { AppMetrics } from './metrics.js';

export { SHED_MESSAGE } from './admission.js';

/** How often the event-loop delay, the heap and the pool are sampled. */
const SAMPLE_MS = 250;
const LOOP_RESOLUTION_MS = 10;

/**
 * Load shedding (docs/operations.md#load-shedding): past the in-flight limit or the pool's queue time
 * (admission.ts), or when the event loop lags, the heap nears its limit or too many queries wait for a
 * pool connection, new requests are answered `503 {status, message}` with a jittered `Retry-After`
 * at once instead of queueing until clients time out, so the requests that are accepted keep their
 * latency.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  config: Config,
  metrics: AppMetrics,
  pool: { waiting(): number | null; queueMs(): number | null },
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
      const waiting = pool.waiting();
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
      void shedReply(reply, retryAfterSeconds);
      return { status: 503, message: SHED_MESSAGE } as unknown as void;
    },
  });
  // After the plugin's hook: a request the admission counts is one nothing sheds any more.
  registerAdmission(app, config, metrics, () => pool.queueMs());
}
