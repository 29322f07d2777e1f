import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { bearer, createClient, createProject } from './factories.js';
import { buildListeningTestApp, freePort } from './listening-app.js';
import { parsePrometheusText, type Family } from './prometheus-text.js';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function start(overrides: Parameters<typeof buildTestApp>[0]): Promise<TestApp> {
  const app = await buildTestApp(overrides);
  apps.push(app);
  return app;
}

async function scrape(t: TestApp): Promise<{ text: string; families: Map<string, Family> }> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return { text: response.body, families: parsePrometheusText(response.body) };
}

const count = (families: Map<string, Family>, labels: Record<string, string>) =>
  families
    .get('fractional_http_request_duration_seconds')
    ?.samples.find(
      (sample) =>
        sample.name === 'fractional_http_request_duration_seconds_count' &&
        Object.entries(labels).every(([name, value]) => sample.labels[name] === value),
    )?.value ?? 0;

describe('GET /metrics', () => {
  it('is off by default: 404 in the API error shape', async () => {
    const t = await start({});
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Not Found' });
  });

  it('answers 401 without the token or with another one', async () => {
    const t = await start({ metrics: { token: TOKEN } });
    for (const headers of [{}, bearer('x'.repeat(TOKEN.length)), { authorization: TOKEN }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 401, message: 'Unauthorized' });
      expect(response.body).not.toContain('fractional_');
    }
  });

  it('is a valid exposition with every documented family, requests under their route pattern, no user data', async () => {
    const t = await start({ metrics: { token: TOKEN } });
    const client = await createClient(t.app);
    const project = await createProject(t.app, client);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${project.id}?from=${encodeURIComponent(client.email)}`,
      headers: bearer(client.token),
    });
    expect(read.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: `/api/v1/no-such-thing/${project.id}` });
    expect(missing.statusCode).toBe(404);

    const { text, families } = await scrape(t);
    for (const name of [
      'fractional_http_request_duration_seconds',
      'fractional_http_requests_in_flight',
      'fractional_http_requests_shed_total',
      'fractional_job_runs_total',
      'fractional_job_failures_total',
      'fractional_job_lag_seconds',
      'fractional_mail_sent_total',
      'fractional_mail_failed_total',
      'fractional_mail_outbox_depth',
      'fractional_live_streams_open',
      'fractional_db_pool_connections',
      'fractional_db_pool_waiting',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(families.has(name), name).toBe(true);
    }
    expect(families.get('fractional_http_request_duration_seconds')!.type).toBe('histogram');

    expect(count(families, { method: 'GET', route: '/api/v1/projects/:id', status_code: '200' })).toBe(1);
    expect(count(families, { method: 'POST', route: '/api/v1/projects', status_code: '201' })).toBe(1);
    expect(count(families, { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    // The scrape itself is in flight while it is rendered.
    expect(families.get('fractional_http_requests_in_flight')!.samples[0]!.value).toBe(1);
    expect(families.get('fractional_live_streams_open')!.samples[0]!.value).toBe(0);
    const depth = families.get('fractional_mail_outbox_depth')!.samples[0]!.value;
    expect(Number.isInteger(depth) && depth >= 0).toBe(true);

    // The PostgreSQL pool is reported; the embedded database has none to report.
    const pool = families.get('fractional_db_pool_connections')!.samples;
    if (t.database.kind === 'postgres') {
      expect(pool.map((sample) => sample.labels.state).sort()).toEqual(['idle', 'in_use']);
      expect(families.get('fractional_db_pool_waiting')!.samples[0]!.value).toBe(0);
    } else {
      expect(pool).toEqual([]);
    }

    // No user data in any label: ids, e-mails, raw URLs, tokens.
    const labelValues = [...families.values()].flatMap((family) =>
      family.samples.flatMap((sample) => Object.values(sample.labels)),
    );
    for (const value of labelValues) {
      expect(value).not.toMatch(/@|\?|\/\d+(\/|$)/);
    }
    expect(text).not.toContain(client.email);
    expect(text).not.toContain(encodeURIComponent(client.email));
    expect(text).not.toContain(client.token);
    expect(text).not.toContain(`/projects/${project.id}`);
  });

  it('is served on a port of its own with METRICS_PORT, and not on the app port without a token', async () => {
    const port = await freePort();
    const t = await buildListeningTestApp({ metrics: { port } });
    apps.push(t);
    expect((await fetch(`${t.baseUrl}/api/v1/health`)).status).toBe(200);

    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusText(await response.text());
    expect(count(families, { method: 'GET', route: '/api/v1/health', status_code: '200' })).toBe(1);

    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    const onAppPort = await fetch(`${t.baseUrl}/metrics`);
    expect(onAppPort.status).toBe(404);
    expect(await onAppPort.json()).toEqual({ status: 404, message: 'Not Found' });
  });
});

describe('the exposition checker', () => {
  const valid = [
    '# HELP a_total A counter.',
    '# TYPE a_total counter',
    'a_total{x="1"} 3',
    '# HELP h_seconds A histogram.',
    '# TYPE h_seconds histogram',
    'h_seconds_bucket{le="0.1"} 1',
    'h_seconds_bucket{le="+Inf"} 2',
    'h_seconds_sum 0.3',
    'h_seconds_count 2',
    '',
  ];
  it('accepts a valid exposition', () => {
    expect([...parsePrometheusText(valid.join('\n')).keys()]).toEqual(['a_total', 'h_seconds']);
  });
  it.each([
    ['a sample without a family', [...valid.slice(0, -1), 'orphan 1', '']],
    ['a bad metric name', valid.map((line) => line.replace('a_total{', '1a_total{'))],
    ['buckets that are not cumulative', valid.map((line) => line.replace('le="0.1"} 1', 'le="0.1"} 3'))],
    ['+Inf not equal to the count', valid.map((line) => line.replace('h_seconds_count 2', 'h_seconds_count 5'))],
    ['a counter not named _total', valid.map((line) => line.replaceAll('a_total', 'a_things'))],
    ['a duplicate series', [...valid.slice(0, 3), 'a_total{x="1"} 4', ...valid.slice(3)]],
    ['a bad value', valid.map((line) => line.replace('} 3', '} three'))],
  ])('rejects %s', (_name, lines) => {
    expect(() => parsePrometheusText(lines.join('\n'))).toThrow();
  });
});
