import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ google: { clientId: null } });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

describe('GET /health', () => {
  it('answers 200 {status: ok} without a token', async () => {
    const response = await get('/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /ready', () => {
  it('answers 200 with the database reachable', async () => {
    const response = await get('/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: true });
  });

  it('answers 503 while the instance drains, and every answer then closes its connection', async () => {
    const drained = await buildTestApp();
    try {
      drained.app.deps.lifecycle.isDraining = true;
      const ready = await drained.app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: true, draining: true });
      expect(ready.headers.connection).toBe('close');
      const page = await drained.app.inject({ method: 'GET', url: '/api/v1/ref-skills' });
      expect(page.statusCode).toBe(200);
      expect(page.headers.connection).toBe('close');
    } finally {
      await drained.close();
    }
  });
});

describe('GET /config', () => {
  it('gives the SPA its runtime settings and nothing secret', async () => {
    const response = await get('/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      version: '1.1.0-rc.6',
      googleClientId: null,
      supportEmail: 'support@localhost',
      contactEmail: 'hello@localhost',
      links: {
        company: expect.stringMatching(/^https:\/\//),
        principles: expect.stringMatching(/^https:\/\//),
        memberTerms: expect.stringMatching(/^https:\/\//),
        clientTerms: expect.stringMatching(/^https:\/\//),
        linkedin: expect.stringMatching(/^https:\/\//),
      },
      // Only `npm run demo` names sample accounts (docs/demo.md).
      demo: null,
    });
    expect(response.body).not.toMatch(/secret|smtp|database/i);
  });

  it('names the Google client id when sign-in with Google is configured', async () => {
    const configured = await buildTestApp({
      google: { clientId: 'fractional-test.apps.googleusercontent.com' },
      links: { company: 'https://fractional.example/about' },
    });
    try {
      const body = (await configured.app.inject({ method: 'GET', url: '/api/v1/config' })).json();
      expect(body.googleClientId).toBe('fractional-test.apps.googleusercontent.com');
      expect(body.links.company).toBe('https://fractional.example/about');
    } finally {
      await configured.close();
    }
  });
});

describe('system routes in the OpenAPI document', () => {
  it('are listed under the system tag', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/v1/health', '/api/v1/ready', '/api/v1/config']) {
      expect(paths[path].get.tags).toEqual(['system']);
    }
  });
});
