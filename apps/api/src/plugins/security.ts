import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { s3UploadOrigin } from '../storage/s3.js';

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/**
 * The one inline script of the web app's pages (apps/web/index.html: it holds a form sent before the
 * app runs), allowed by its hash so that no other inline script may run. security.test.ts checks it
 * against the file.
 */
export const PAGE_SCRIPT_HASH = "'sha256-BZWNa6lsGqZ89maoOEdT9DZuSjDkYrZYgZQEDpTTGyY='";

/** Only our own origin, what Google Identity Services needs for its button and prompt, and the upload bucket. */
function contentSecurityPolicy(config: Config) {
  const isProduction = config.env === 'production';
  // With S3 the browser PUTs CVs straight to the bucket.
  const uploadOrigins = config.storage.driver === 's3' ? [s3UploadOrigin(config.storage.s3)] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", PAGE_SCRIPT_HASH, `${GOOGLE_GSI}client`],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_GSI}style`],
      imgSrc: ["'self'", 'data:', 'https://*.googleusercontent.com'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", GOOGLE_GSI, ...uploadOrigins],
      frameSrc: [GOOGLE_GSI],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      // Upgrading would break plain-http development and test servers on a LAN address.
      ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * The headers @fastify/helmet sets for these options. The plugin rebuilds its middleware from the
 * options on every request (a sixth of the time of a cached answer); nothing in them varies per
 * request (no CSP nonces), so they are computed once, by the plugin itself on a probe instance.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const plain = Fastify({ logger: false });
  plain.get('/', async () => '');
  const without = await plain.inject({ method: 'GET', url: '/' });
  await plain.close();
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !(name in without.headers))
      .map(([name, value]) => [name, String(value)]),
  );
}

/** Security headers on every answer, CORS only for the origins CORS_ORIGINS names, JSON bodies only. */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    // HSTS only where TLS is certain; sent from a dev server it would pin localhost to https.
    hsts: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Google's sign-in popup must be able to talk back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Google checks the page's origin, which a no-referrer policy would hide.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });

  // The API reads JSON only; without this, a text/plain body would reach the schemas as a string.
  app.removeContentTypeParser('text/plain');

  // No list = same origin only: no Access-Control-* headers at all, so no CORS plugin either.
  if (config.corsOrigins.length === 0) return;
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: false,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    maxAge: 600,
  });
}
