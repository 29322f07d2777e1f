import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { PAGE_SCRIPT_HASH } from './security.js';

const ALLOWED = 'https://app.example.com';
const FOREIGN = 'https://evil.example.net';

/** Directive name to its sources, from a Content-Security-Policy header. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('allow only our origin plus Google Identity Services', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", PAGE_SCRIPT_HASH, 'https://accounts.google.com/gsi/client']);
    expect(csp.get('frame-src')).toEqual(['https://accounts.google.com/gsi/']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://*.googleusercontent.com']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("allow the web app's inline script by its hash, and no other inline script", async () => {
    const html = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, source]) =>
        `'sha256-${createHash('sha256')
          .update(source ?? '')
          .digest('base64')}'`,
    );
    expect(inline).toEqual([PAGE_SCRIPT_HASH]);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const scriptSrc = directives(response.headers['content-security-policy']).get('script-src');
    expect(scriptSrc).toContain(PAGE_SCRIPT_HASH);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('are the same on every answer: errors, unknown routes and bad methods included', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/nope' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/email/login',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
      await t.app.inject({ method: 'DELETE', url: '/api/v1/ref-skills' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
        expect(answer.headers[name], name).toBe(health.headers[name]);
      }
    }
  });

  it('send no HSTS outside production and never x-powered-by', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('cover the API docs too, whose assets all load from our origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(directives(response.headers['content-security-policy']).get('script-src')).toContain("'self'");
    expect(response.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
  });

  it('refuse cross-origin requests when no CORS origin is configured', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: FOREIGN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers in production with S3 uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: 'production',
      storage: { driver: 's3', s3: { bucket: 'cvs', region: 'eu-west-1' } },
    });
  });
  afterAll(async () => t.close());

  it('add HSTS and upgrade-insecure-requests', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('let the browser PUT CVs to the bucket', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(directives(response.headers['content-security-policy']).get('connect-src')).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/',
      'https://cvs.s3.eu-west-1.amazonaws.com',
    ]);
  });
});

describe('CORS with CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ corsOrigins: [ALLOWED] });
  });
  afterAll(async () => t.close());

  it('answers a preflight from a listed origin with the allowed methods and no credentials', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/me',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toEqual([
      'GET',
      'POST',
      'PATCH',
      'PUT',
      'DELETE',
    ]);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('allows a simple request from a listed origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/ref-job-roles?limit=1',
      headers: { origin: ALLOWED },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(response.headers.vary)).toMatch(/origin/i);
  });

  it('gives an unlisted origin no Access-Control-Allow-Origin, so the browser blocks it', async () => {
    const simple = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin: FOREIGN } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/me',
      headers: { origin: FOREIGN, 'access-control-request-method': 'PATCH' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
