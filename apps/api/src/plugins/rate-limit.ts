import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: authRateLimit(config) }`). With
 * REDIS_URL the counters live in Redis, so every instance behind a load balancer shares them.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: config.rateLimit.redisNamespace } : {}),
    // A Redis outage must not lock everyone out of signing in.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts, please try again in ${context.after}`,
    }),
  });
}

/** The per-IP limit for sign-in, sign-up, forgot and reset. */
export function authRateLimit(config: Config) {
  return { max: config.rateLimit.authMax, timeWindow: config.rateLimit.authWindowMs };
}
