import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDurationSeconds } from './lib/duration.js';
import type { Config } from './config-types.js';
import { EnvSchema, type Env } from './env-schema.js';

export type { Config, DemoAccount } from './config-types.js';

/** The one password of every account of the demo marketplace (`npm run demo`, docs/demo.md). */
export const DEMO_PASSWORD = 'fractional-demo';
/** The demo's admin when ADMIN_EMAIL and ADMIN_PASSWORD are not set. */
const DEMO_ADMIN_EMAIL = 'admin@example.com';

/** Default in-flight limit per pool connection (SHED_MAX_IN_FLIGHT, docs/operations.md#load-shedding). */
const IN_FLIGHT_PER_CONNECTION = 2;
const SECRET_NAMES = ['AUTH_JWT_SECRET', 'AUTH_REFRESH_SECRET', 'AUTH_FORGOT_SECRET'] as const;

/** Development secrets: random, created once per data dir so sessions survive a restart. */
function developmentSecrets(dataDir: string): Record<(typeof SECRET_NAMES)[number], string> {
  const file = path.join(dataDir, 'dev-secrets.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<(typeof SECRET_NAMES)[number], string>;
  } catch {
    const secrets = Object.fromEntries(SECRET_NAMES.map((name) => [name, randomBytes(32).toString('base64url')]));
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
    return secrets as Record<(typeof SECRET_NAMES)[number], string>;
  }
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((item) => item.trim());
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
  }
}

/** The variables that are valid alone but not together; empty when every rule holds. */
function problemsOf(env: Env, nodeEnv: Config['env']): string[] {
  const problems: string[] = [];
  if (nodeEnv === 'production') {
    for (const name of SECRET_NAMES) if (!env[name]) problems.push(`${name}: required when NODE_ENV=production`);
  }
  if ((env.STORAGE_DRIVER ?? 'local') === 's3') {
    if (!env.S3_BUCKET) problems.push('S3_BUCKET: required when STORAGE_DRIVER=s3');
    if (!env.S3_REGION) problems.push('S3_REGION: required when STORAGE_DRIVER=s3');
  }
  if (!env.ADMIN_EMAIL !== !env.ADMIN_PASSWORD) {
    problems.push(
      `${env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: required with ${env.ADMIN_EMAIL ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'}`,
    );
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === (env.PORT ?? 3000)) {
    problems.push('METRICS_PORT: must differ from PORT (set METRICS_TOKEN to serve /metrics on the app port)');
  }
  if (env.DEMO_MARKETPLACE === 'true' && nodeEnv === 'production') {
    problems.push('DEMO_MARKETPLACE: the demo marketplace never runs with NODE_ENV=production');
  }
  if (env.SHUTDOWN_GRACE_SECONDS !== undefined && env.SHUTDOWN_GRACE_SECONDS <= drainSecondsOf(env, nodeEnv)) {
    problems.push('SHUTDOWN_GRACE_SECONDS: must be longer than SHUTDOWN_DRAIN_SECONDS');
  }
  return problems;
}

/** After SIGTERM, how long to serve on while /ready answers 503: 5 s in production, else none. */
function drainSecondsOf(env: Env, nodeEnv: Config['env']): number {
  return env.SHUTDOWN_DRAIN_SECONDS ?? (nodeEnv === 'production' ? 5 : 0);
}

const seconds = (text: string | undefined, fallback: string) => parseDurationSeconds(text ?? fallback) ?? 0;

/** The token secrets and lifetimes: development secrets stand in for unset ones outside production. */
function authOf(env: Env, nodeEnv: Config['env'], dataDir: string): Config['auth'] {
  const generated = nodeEnv === 'production' ? null : developmentSecrets(dataDir);
  const pick = (name: (typeof SECRET_NAMES)[number]) => env[name] ?? generated?.[name] ?? '';
  return {
    jwtSecret: pick('AUTH_JWT_SECRET'),
    refreshSecret: pick('AUTH_REFRESH_SECRET'),
    forgotSecret: pick('AUTH_FORGOT_SECRET'),
    // Unset: a key derived from the reset key, so existing deployments need no new variable.
    verifySecret:
      env.AUTH_VERIFY_SECRET ??
      createHmac('sha256', pick('AUTH_FORGOT_SECRET')).update('fractional e-mail links').digest('base64url'),
    accessTtlSeconds: seconds(env.AUTH_JWT_TOKEN_EXPIRES_IN, '15m'),
    refreshTtlSeconds: seconds(env.AUTH_REFRESH_TOKEN_EXPIRES_IN, '30d'),
    forgotTtlSeconds: seconds(env.AUTH_FORGOT_TOKEN_EXPIRES_IN, '30m'),
    verifyTtlSeconds: seconds(env.AUTH_VERIFY_TOKEN_EXPIRES_IN, '48h'),
  };
}

/** Where mail goes and how it is retried, and how Google sign-in checks its tokens. */
function mailAndGoogleOf(env: Env): Pick<Config, 'mail' | 'google'> {
  return {
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? 'Fractional <no-reply@localhost>',
      supportEmail: env.SUPPORT_EMAIL ?? 'support@localhost',
      pollMs: 5000,
      retryBaseMs: 2000,
      maxAttempts: 12,
    },
    google: {
      clientId: env.GOOGLE_CLIENT_ID ?? null,
      jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
      issuers: (env.GOOGLE_ISSUER ?? 'https://accounts.google.com,accounts.google.com').split(',').map((s) => s.trim()),
    },
  };
}

function storageOf(env: Env): Config['storage'] {
  return {
    driver: env.STORAGE_DRIVER ?? 'local',
    uploadUrlTtlSeconds: seconds(env.UPLOAD_URL_EXPIRES_IN, '15m'),
    s3: {
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION ?? '',
      endpoint: env.S3_ENDPOINT ?? null,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? null,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? null,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    },
  };
}

/** The links and addresses the web app shows, and the admin (or the demo's) to provision. */
function siteOf(env: Env): Pick<Config, 'links' | 'contactEmail' | 'admin' | 'demo'> {
  const isDemo = env.DEMO_MARKETPLACE === 'true';
  return {
    links: {
      company: env.LINK_COMPANY ?? 'https://example.com/fractional',
      principles: env.LINK_PRINCIPLES ?? 'https://example.com/fractional/digital-first-work-principles',
      memberTerms: env.LINK_MEMBER_TERMS ?? 'https://example.com/fractional/membership-terms',
      clientTerms: env.LINK_CLIENT_TERMS ?? 'https://example.com/fractional/client-terms',
      linkedin: env.LINK_LINKEDIN ?? 'https://www.linkedin.com/company/fractional',
    },
    contactEmail: env.CONTACT_EMAIL ?? 'hello@localhost',
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : isDemo
          ? { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD }
          : null,
    demo: isDemo ? { password: DEMO_PASSWORD, accounts: [] } : null,
  };
}

/** Parses the environment once. Throws ConfigError naming every bad variable, one line each. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const nodeEnv = env.NODE_ENV ?? 'development';
  const problems = problemsOf(env, nodeEnv);
  if (problems.length > 0) throw new ConfigError(problems);

  const port = env.PORT ?? 3000;
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return Object.freeze({
    env: nodeEnv,
    port,
    host: env.HOST ?? '127.0.0.1',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl: env.DATABASE_URL ?? null,
    databasePoolMax: env.DATABASE_POOL_MAX ?? 10,
    dataDir,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    auth: authOf(env, nodeEnv, dataDir),
    ...mailAndGoogleOf(env),
    storage: storageOf(env),
    redisUrl: env.REDIS_URL ?? null,
    live: {
      heartbeatMs: seconds(env.EVENTS_HEARTBEAT_INTERVAL, '15s') * 1000,
      digestAfterMs: seconds(env.MESSAGE_DIGEST_AFTER, '10m') * 1000,
      matchAlertAfterMs: seconds(env.MATCH_ALERT_AFTER, '2m') * 1000,
    },
    timesheets: { autoApproveAfterMs: seconds(env.TIMESHEET_AUTO_APPROVE_AFTER, '7d') * 1000 },
    shutdownDrainSeconds: drainSecondsOf(env, nodeEnv),
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS ?? drainSecondsOf(env, nodeEnv) + 25,
    corsOrigins: env.CORS_ORIGINS ?? [],
    metrics: {
      token: env.METRICS_TOKEN ?? null,
      port: env.METRICS_PORT ?? null,
      host: env.METRICS_HOST ?? '127.0.0.1',
    },
    tracing: {
      // The OpenTelemetry rule: a base endpoint gets the signal's path, a traces endpoint is used as given.
      tracesUrl:
        env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
        (env.OTEL_EXPORTER_OTLP_ENDPOINT ? `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces` : null),
      serviceName: env.OTEL_SERVICE_NAME ?? 'fractional-api',
    },
    searchIndexAtStart: env.SEARCH_INDEX_AT_START !== 'false',
    loadShedding: {
      // On in production; a laptop's `npm start` or demo has nobody to protect and would shed on a busy machine.
      enabled: env.SHED_LOAD === undefined ? nodeEnv === 'production' : env.SHED_LOAD === 'true',
      maxEventLoopDelayMs: env.SHED_EVENT_LOOP_DELAY_MS ?? 200,
      maxHeapUsedRatio: env.SHED_HEAP_USED_RATIO ?? 0.95,
      maxPoolWaiting: env.SHED_POOL_WAITING ?? 50,
      retryAfterSeconds: env.SHED_RETRY_AFTER_SECONDS ?? 5,
      // Enough requests in flight to keep every pool connection busy with more queued behind it, few
      // enough that the last one admitted waits a bounded time (docs/operations.md#load-shedding).
      maxInFlight: env.SHED_MAX_IN_FLIGHT ?? IN_FLIGHT_PER_CONNECTION * (env.DATABASE_POOL_MAX ?? 10),
      maxPoolQueueMs: env.SHED_POOL_QUEUE_MS ?? 100,
    },
    rateLimit: {
      authMax: env.RATE_LIMIT_AUTH_MAX ?? 10,
      authWindowMs: seconds(env.RATE_LIMIT_AUTH_WINDOW, '1m') * 1000,
      redisNamespace: env.REDIS_KEY_PREFIX ?? 'fractional-rl-',
    },
    ...siteOf(env),
  }) satisfies Config;
}
