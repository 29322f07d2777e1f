import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createClient } from './factories.js';
import { buildListeningTestApp } from './listening-app.js';

/**
 * OpenTelemetry traces (docs/operations.md#traces): an instance pointed at an OTLP/HTTP receiver
 * (a real HTTP server in this test, as a collector would be) sends a span per request.
 */
interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
}
interface OtlpSpan {
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Array<{ key: string; value: OtlpValue }>;
}
interface OtlpExport {
  resourceSpans: Array<{
    resource: { attributes: Array<{ key: string; value: OtlpValue }> };
    scopeSpans: Array<{ spans: OtlpSpan[] }>;
  }>;
}

/** A collector's OTLP/HTTP traces endpoint that keeps what it is sent. */
async function startReceiver(): Promise<{ url: string; exports: OtlpExport[]; server: Server }> {
  const exports: OtlpExport[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString();
      if (request.method === 'POST' && request.url === '/v1/traces') exports.push(JSON.parse(text) as OtlpExport);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1/traces`, exports, server };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((candidate) => candidate.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

const servers: Server[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

describe('OpenTelemetry traces', () => {
  it('sends a server span per request to the OTLP endpoint (route pattern, status, the caller’s trace as parent) and, on PostgreSQL, one per statement under it', async () => {
    const receiver = await startReceiver();
    servers.push(receiver.server);
    const t = await buildListeningTestApp({ tracing: { tracesUrl: receiver.url, serviceName: 'fractional-test' } });
    try {
      const account = await createClient(t.app);
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const parentId = '00f067aa0ba902b7';
      const me = await fetch(`${t.baseUrl}/api/v1/auth/me`, {
        headers: { ...bearer(account.token), traceparent: `00-${traceId}-${parentId}-01` },
      });
      expect(me.status).toBe(200);
      const missing = await fetch(`${t.baseUrl}/api/v1/projects/999999?secret=x`, { headers: bearer(account.token) });
      expect(missing.status).toBe(404);
    } finally {
      // Closing the app sends the spans still batched.
      await t.close();
    }

    const spans = receiver.exports.flatMap((batch) =>
      batch.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
    );
    const services = receiver.exports.flatMap((batch) =>
      batch.resourceSpans.map(
        (resource) => resource.resource.attributes.find((item) => item.key === 'service.name')?.value.stringValue,
      ),
    );
    expect(new Set(services)).toEqual(new Set(['fractional-test']));

    const me = spans.find((span) => span.name === 'GET /api/v1/auth/me');
    expect(me).toBeDefined();
    expect(me!.kind).toBe(2); // SERVER
    expect(attribute(me!, 'http.route')).toBe('/api/v1/auth/me');
    expect(attribute(me!, 'http.request.method')).toBe('GET');
    expect(attribute(me!, 'http.response.status_code')).toBe(200);
    expect(me!.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(me!.parentSpanId).toBe('00f067aa0ba902b7');

    const project = spans.find((span) => span.name === 'GET /api/v1/projects/:id');
    expect(project).toBeDefined();
    expect(attribute(project!, 'http.route')).toBe('/api/v1/projects/:id');
    expect(attribute(project!, 'http.response.status_code')).toBe(404);
    // The path, never the query string (it may carry a credential).
    expect(attribute(project!, 'url.path')).toBe('/api/v1/projects/999999');
    expect(project!.traceId).not.toBe('4bf92f3577b34da6a3ce929d0e0e4736');

    // On PostgreSQL, each statement a request runs is a child span of it (the project's lookup here).
    if (process.env.TEST_DATABASE_URL) {
      const statements = spans.filter((span) => span.parentSpanId === project!.spanId);
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        expect(statement.kind).toBe(3); // CLIENT
        expect(attribute(statement, 'db.system.name')).toBe('postgresql');
        expect(statement.name).toBe(String(attribute(statement, 'db.query.text')).split(/\s/)[0]!.toUpperCase());
      }
      expect(statements.some((span) => /"projects"/.test(String(attribute(span, 'db.query.text'))))).toBe(true);
    }
  });
});
