import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const INDEX = '<!doctype html><html lang="en"><title>Fractional</title><div id="root"></div></html>';
const SCRIPT = 'console.log("fractional");';
const MEMBER =
  '<!doctype html><html lang="en"><title>Fractional</title><div id="root"><h1>Member sign in</h1></div></html>';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let webRoot: string;
let t: TestApp;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'fractional-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  writeFileSync(path.join(webRoot, 'index.html.br'), brotliCompressSync(INDEX));
  // The web build prerenders /member (apps/web/vite.config.ts, prerender).
  writeFileSync(path.join(webRoot, 'member.html'), MEMBER);
  writeFileSync(path.join(webRoot, 'member.html.br'), brotliCompressSync(MEMBER));
  writeFileSync(path.join(webRoot, 'assets', 'index-3f9a1c.js'), SCRIPT);
  // The web build writes these beside each text file (apps/web/vite.config.ts, precompress).
  writeFileSync(path.join(webRoot, 'assets', 'index-3f9a1c.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(webRoot, 'assets', 'index-3f9a1c.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(webRoot, '.env'), 'SECRET=1');
  t = await buildTestApp(undefined, { serveWeb: true, webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function expectJson404(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ status: 404, message: 'Not Found' });
}

describe('serving the SPA', () => {
  it.each(['/', '/member/sign-in', '/member/contractor/sign-up', '/client/projects/12?tab=summary'])(
    'answers index.html, never cached, to a browser opening %s',
    async (url) => {
      const response = await get(url, HTML);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it.each(['/member', '/member/', '/member?error=invalid-token'])(
    'answers the prerendered sign-in page, never cached, to a browser opening %s',
    async (url) => {
      const response = await get(url, HTML);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(MEMBER);
    },
  );

  it('never lets a browser cache a page, compressed or not', async () => {
    for (const url of ['/member', '/client/home']) {
      const response = await get(url, { ...HTML, 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers HEAD of a page like GET, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/client/home', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/index-3f9a1c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SCRIPT);
  });

  it('sends the precompressed brotli file to a browser that accepts it, and plain bytes otherwise', async () => {
    const brotli = await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('does not serve the compressed copies as files of their own', async () => {
    expectJson404(await get('/assets/index-3f9a1c.js.br'));
    expectJson404(await get('/assets/index-3f9a1c.js.gz'));
  });

  it('serves other root files with a short cache, and hides dotfiles', async () => {
    const favicon = await get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    expectJson404(await get('/.env'));
  });

  it('leaves a browser on a sign-in form posted without scripts (204, what was typed stays), reading nothing of it', async () => {
    for (const url of ['/member', '/member?error=invalid-token']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...HTML, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=jo%40example.com&password=hunter2-secret',
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toBe('');
    }
  });

  it('keeps the JSON 404 for API paths, even from a browser', async () => {
    expectJson404(await get('/api/v1/nope', HTML));
    expectJson404(await get('/api/v1/nope'));
    expectJson404(await get('/api', HTML));
  });

  it('keeps the JSON 404 for missing files and non-page requests', async () => {
    expectJson404(await get('/nope.png'));
    expectJson404(await get('/assets/missing.js', { accept: '*/*' }));
    expectJson404(await t.app.inject({ method: 'POST', url: '/member/sign-in', headers: HTML }));
  });

  it('leaves the API and its docs untouched', async () => {
    const health = await get('/api/v1/health', HTML);
    expect(health.json()).toEqual({ status: 'ok' });
    expect((await get('/api/docs/json')).json().openapi).toBe('3.1.0');
  });
});

describe('serving pages to clients that are not browsers', () => {
  const NOT_BROWSERS: Array<[string, Record<string, string>]> = [
    ['*/* (curl, uptime monitors)', { accept: '*/*' }],
    ['no Accept (link checkers)', {}],
    ['text/* with parameters', { accept: 'application/json;q=0.9, text/*;q=0.5' }],
  ];

  it.each(NOT_BROWSERS)('answers index.html to a client sending %s', async (_name, headers) => {
    for (const url of ['/', '/client/home', '/member/sign-in', '/client/projects/12?tab=summary']) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX);
    }
  });

  it.each(NOT_BROWSERS)('answers the prerendered /member to a client sending %s', async (_name, headers) => {
    const response = await get('/member', headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(MEMBER);
  });

  it('answers HEAD of a page with */* like GET, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/member', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('keeps the JSON 404 for unknown API paths and missing files, whatever the Accept', async () => {
    const anything: Array<Record<string, string>> = [{ accept: '*/*' }, {}];
    for (const headers of anything) {
      expectJson404(await get('/api/v1/nope', headers));
      expectJson404(await get('/api', headers));
      expectJson404(await get('/assets/missing', headers));
      expectJson404(await get('/robots.txt', headers));
    }
  });

  it('keeps the JSON 404 for a client that takes JSON only, or refuses HTML', async () => {
    expectJson404(await get('/client/home', { accept: 'application/json' }));
    expectJson404(await get('/client/home', { accept: 'text/html;q=0, application/json' }));
  });
});

describe('without a built web app', () => {
  it('starts, and answers pages with the JSON 404', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'fractional-web-empty-'));
    const bare = await buildTestApp(undefined, { serveWeb: true, webRoot: empty });
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/member/sign-in', headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: 'Not Found' });
      expect((await bare.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await bare.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
