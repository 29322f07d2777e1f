import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * OpenTelemetry traces (docs/operations.md#traces): with OTEL_EXPORTER_OTLP_ENDPOINT set, one server
 * span per request (method, route pattern, status; the caller's `traceparent` as its parent), sent in
 * batches over OTLP/HTTP. Unset, nothing is loaded or hooked: the SDK comes in by dynamic import.
 * Registered before every other hook, so shed and refused requests have their span too.
 */
export async function registerTracing(app: FastifyInstance, config: Config): Promise<void> {
  const { tracesUrl, serviceName } = config.tracing;
  if (tracesUrl === null) return;
  const { createRequestTracer } = await import('./tracing-sdk.js');
  const tracer = createRequestTracer(tracesUrl, serviceName);
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
    done();
  });
  app.addHook('onClose', async () => {
    await tracer.shutdown().catch((error: unknown) => app.log.warn({ err: error }, 'sending the last traces failed'));
  });
  app.log.info({ tracesUrl, serviceName }, 'OpenTelemetry traces exported');
}
