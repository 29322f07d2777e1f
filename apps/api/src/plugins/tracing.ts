import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { RequestSpan } from './tracing-sdk.js';

/**
 * OpenTelemetry traces (docs/operations.md#traces): with OTEL_EXPORTER_OTLP_ENDPOINT set, one server
 * span per request (method, route pattern, status; the caller's `traceparent` as its parent) with a
 * child span per database statement on PostgreSQL, sent in batches over OTLP/HTTP. Unset, nothing is loaded or hooked: the SDK comes in by dynamic import.
 * Registered before every other hook, so shed and refused requests have their span too.
 */
export async function registerTracing(app: FastifyInstance, config: Config, database: DatabaseHandle): Promise<void> {
  const { tracesUrl, serviceName } = config.tracing;
  if (tracesUrl === null) return;
  const { createRequestTracer } = await import('./tracing-sdk.js');
  const tracer = createRequestTracer(tracesUrl, serviceName);
  // The request a statement runs for: its span becomes the statement's parent (PostgreSQL only;
  // statements outside a request, the background work's, get none).
  const current = new AsyncLocalStorage<RequestSpan>();
  database.observeQueries((text) => current.getStore()?.query(text) ?? (() => undefined));
  app.addHook('onRequest', (request, reply, done) => {
    const traceparent = request.headers.traceparent;
    const span = tracer.start({
      method: request.method,
      // The path only: a query string may carry a credential (an upload link's signature).
      path: request.url.split('?')[0] ?? '/',
      traceparent: typeof traceparent === 'string' ? traceparent : undefined,
    });
    // `close` fires once per response, answered or aborted (499: the client went away first).
    reply.raw.once('close', () =>
      span.end({
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.raw.headersSent ? reply.statusCode : 499,
      }),
    );
    // Everything the request does from here on runs inside this store (what @fastify/request-context does).
    current.run(span, done);
  });
  app.addHook('onClose', async () => {
    database.observeQueries(null);
    await tracer.shutdown().catch((error: unknown) => app.log.warn({ err: error }, 'sending the last traces failed'));
  });
  app.log.info({ tracesUrl, serviceName }, 'OpenTelemetry traces exported');
}
