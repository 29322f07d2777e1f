import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** apps/web/dist, reached the same way from src/plugins (tsx, tests) and dist/plugins (built). */
const DEFAULT_ROOT = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export interface StaticWebOptions {
  /** The built SPA; tests point this at a temporary directory. */
  root?: string;
}

/** Vite puts content-hashed files under assets/: their URL changes whenever their bytes do. */
function cacheControlFor(root: string, filePath: string): string {
  // A precompressed file (index.html.br) is sent as the file it encodes.
  const relative = path
    .relative(root, filePath)
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (relative.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Pages the web build prerenders (apps/web/vite.config.ts `prerender`): their HTML already holds the
 * page a signed-out visitor sees, so it paints before any script runs.
 */
const PRERENDERED: Record<string, string> = { '/member': 'member.html' };

const pathnameOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '';

/** Media ranges an HTML page satisfies: a browser's text/html, and the catch-all of curl or a monitor. */
const HTML_RANGES = new Set(['text/html', 'text/*', '*/*']);

/** No Accept means anything will do (RFC 9110 §12.5.1); otherwise a range taking HTML, not with q=0. */
function acceptsHtml(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    return HTML_RANGES.has(type) && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/**
 * A request for a page of the client-side router (/member/sign-up) rather than for data or a file:
 * not under /api or /assets, no file extension, and an Accept that an HTML page satisfies. Uptime
 * monitors and link checkers get the page as a browser does; a client asking for JSON only keeps the
 * JSON 404.
 */
function isPageNavigation(request: FastifyRequest): boolean {
  const pathname = pathnameOf(request);
  if (/^\/(api|assets)(\/|$)/.test(pathname) || /\.[^/]*$/.test(pathname)) return false;
  return acceptsHtml(request.headers.accept);
}

/**
 * Serves the built SPA: its files, and index.html for any page URL the client-side router owns.
 * Anything else that matches nothing keeps the JSON 404 of the error handler.
 */
export async function registerStaticWeb(app: FastifyInstance, options: StaticWebOptions = {}): Promise<void> {
  const root = path.resolve(options.root ?? DEFAULT_ROOT);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app is not built (no index.html): serving the API only; run `npm run build`');
    return;
  }

  await app.register(fastifyStatic, {
    root,
    // One route per built file, found at start: the dist folder never changes while we run.
    wildcard: false,
    // The build writes .br and .gz beside each text file; they are served as encodings of it, not as files.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(root, filePath)),
  });

  const prerendered = new Map(Object.entries(PRERENDERED).filter(([, file]) => existsSync(path.join(root, file))));
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (!isPageNavigation(request)) return reply.callNotFound();
    const page = prerendered.get(pathnameOf(request).replace(/(.)\/$/, '$1'));
    return reply.sendFile(page ?? 'index.html');
  });

  // A prerendered form sent before the app runs is held by index.html's inline script, and the app
  // sends it once it runs (apps/web/src/lib/hydration-handover.ts). Without scripts at all it posts to
  // its own URL (method="post", so a password never lands in a GET query). Nothing reads what it sent:
  // 204 No Content leaves the browser on the page as it was, with what the visitor typed, where a
  // redirect would load the page afresh and empty.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer', bodyLimit: 16 * 1024 },
      (_request, _body, done) => done(null),
    );
    for (const pathname of prerendered.keys()) {
      scope.post(pathname, { schema: { hide: true } }, (_request, reply) => reply.code(204).send());
    }
  });
}
