import { SpanKind, SpanStatusCode, trace, ROOT_CONTEXT, TraceFlags, type Context, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { version } from '../version.js';

/** W3C `traceparent`: version, trace id, parent span id, flags (https://www.w3.org/TR/trace-context/). */
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** Statements are parameterized (no values in them); the longest are cut to keep spans small. */
const MAX_QUERY_TEXT = 2000;

/** A statement span's name: its first keyword (`SELECT`, `INSERT`, `WITH`…), as the conventions suggest. */
function operationOf(text: string): string {
  return /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
}

/** What tracing.ts needs of a request's span. */
export interface RequestSpan {
  /** A child span for one database statement; call what it returns when the statement ends. */
  query(text: string): (error?: unknown) => void;
  end(attributes: { route: string; status: number }): void;
}

export interface RequestTracer {
  start(request: { method: string; path: string; traceparent: string | undefined }): RequestSpan;
  /** Sends what is still buffered and stops. */
  shutdown(): Promise<void>;
}

/** The caller's trace, when it sent a valid `traceparent`; the span is then its child. */
function parentContext(traceparent: string | undefined): Context {
  const match = traceparent ? TRACEPARENT.exec(traceparent.trim()) : null;
  if (!match || /^0+$/.test(match[1]!) || /^0+$/.test(match[2]!)) return ROOT_CONTEXT;
  const flags = Number.parseInt(match[3]!, 16) & TraceFlags.SAMPLED;
  return trace.setSpanContext(ROOT_CONTEXT, {
    traceId: match[1]!,
    spanId: match[2]!,
    traceFlags: flags,
    isRemote: true,
  });
}

/**
 * Loaded by tracing.ts with a dynamic import only when OTEL_EXPORTER_OTLP_ENDPOINT is set, so an
 * instance without it loads none of these packages. The provider is this app's own (not the global
 * one): tests build many apps in one process. Headers for the collector (OTEL_EXPORTER_OTLP_HEADERS)
 * and the batching (OTEL_BSP_*) are read from the environment by the SDK itself.
 */
export function createRequestTracer(tracesUrl: string, serviceName: string): RequestTracer {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName, 'service.version': version }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: tracesUrl }) })],
  });
  const tracer = provider.getTracer('fractional-api', version);
  return {
    start({ method, path, traceparent }) {
      const span: Span = tracer.startSpan(
        method,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': path } },
        parentContext(traceparent),
      );
      const context = trace.setSpan(ROOT_CONTEXT, span);
      return {
        query(text) {
          const child = tracer.startSpan(
            operationOf(text),
            {
              kind: SpanKind.CLIENT,
              attributes: { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, MAX_QUERY_TEXT) },
            },
            context,
          );
          return (error) => {
            if (error !== undefined) child.setStatus({ code: SpanStatusCode.ERROR });
            child.end();
          };
        },
        end({ route, status }) {
          span.updateName(`${method} ${route}`);
          span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
          if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
    shutdown: () => provider.shutdown(),
  };
}
