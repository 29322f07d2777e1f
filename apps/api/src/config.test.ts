import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const SECRETS = {
  AUTH_JWT_SECRET: 'a'.repeat(32),
  AUTH_REFRESH_SECRET: 'b'.repeat(32),
  AUTH_FORGOT_SECRET: 'c'.repeat(32),
};

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fractional-config-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The ConfigError a bad environment throws (fails the test if none is thrown). */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('loadConfig accepted a bad environment');
}

describe('loadConfig defaults', () => {
  it('listens on 127.0.0.1:3000 with PGlite, same-origin CORS and 15-minute access tokens', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      databaseUrl: null,
      dataDir,
      corsOrigins: [],
      redisUrl: null,
      google: { clientId: null },
      storage: { driver: 'local' },
      mail: { smtpUrl: null, from: 'Fractional <no-reply@localhost>', supportEmail: 'support@localhost' },
    });
    expect(config.auth).toMatchObject({
      accessTtlSeconds: 900,
      refreshTtlSeconds: 30 * 24 * 3600,
      forgotTtlSeconds: 30 * 60,
      verifyTtlSeconds: 48 * 3600,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('derives APP_URL from PORT and drops a trailing slash from an explicit one', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir, APP_URL: 'https://fractional.example/' }).appUrl).toBe(
      'https://fractional.example',
    );
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '', CORS_ORIGINS: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.corsOrigins).toEqual([]);
  });

  it('splits CORS_ORIGINS on commas and parses durations', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      CORS_ORIGINS: 'https://a.example, https://b.example,',
      AUTH_JWT_TOKEN_EXPIRES_IN: '1h',
      AUTH_REFRESH_TOKEN_EXPIRES_IN: '7d',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.auth.accessTtlSeconds).toBe(3600);
    expect(config.auth.refreshTtlSeconds).toBe(7 * 24 * 3600);
  });

  it('approves undecided timesheets after TIMESHEET_AUTO_APPROVE_AFTER, 7 days unless set', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).timesheets.autoApproveAfterMs).toBe(7 * 24 * 3600_000);
    expect(loadConfig({ DATA_DIR: dataDir, TIMESHEET_AUTO_APPROVE_AFTER: '36h' }).timesheets.autoApproveAfterMs).toBe(
      36 * 3600_000,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, TIMESHEET_AUTO_APPROVE_AFTER: 'a week' })).toThrow(
      /TIMESHEET_AUTO_APPROVE_AFTER/,
    );
  });

  it('reads TRUST_PROXY as a switch, a hop count or proxy addresses, and the shutdown and Redis settings', () => {
    const read = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
    expect(read({}).trustProxy).toBe(false);
    expect(read({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(read({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(read({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => read({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(read({}).shutdownDrainSeconds).toBe(0);
    expect(read({ NODE_ENV: 'test', SHUTDOWN_DRAIN_SECONDS: '2' }).shutdownDrainSeconds).toBe(2);
    // The grace period counts from the signal, drain included: 25 s more than the drain unless set.
    expect(read({}).shutdownGraceSeconds).toBe(25);
    expect(read({ SHUTDOWN_DRAIN_SECONDS: '10' }).shutdownGraceSeconds).toBe(35);
    expect(read({ SHUTDOWN_GRACE_SECONDS: '60' }).shutdownGraceSeconds).toBe(60);
    expect(problemsOf({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_SECONDS: '10', SHUTDOWN_GRACE_SECONDS: '10' })).toEqual([
      'SHUTDOWN_GRACE_SECONDS: must be longer than SHUTDOWN_DRAIN_SECONDS',
    ]);
    expect(() => read({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    expect(read({ REDIS_KEY_PREFIX: 'staging-rl-' }).rateLimit.redisNamespace).toBe('staging-rl-');
    expect(() => read({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('signs the e-mail links with AUTH_VERIFY_SECRET, else a key derived from AUTH_FORGOT_SECRET', () => {
    const forgot = 'forgot-secret-0123456789abcdef0123456789';
    const derived = loadConfig({ DATA_DIR: dataDir, AUTH_FORGOT_SECRET: forgot });
    expect(derived.auth.verifySecret.length).toBeGreaterThanOrEqual(32);
    expect(derived.auth.verifySecret).not.toBe(forgot);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_FORGOT_SECRET: forgot }).auth.verifySecret).toBe(
      derived.auth.verifySecret,
    );
    const own = 'verify-secret-0123456789abcdef0123456789';
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_VERIFY_SECRET: own }).auth.verifySecret).toBe(own);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_VERIFY_TOKEN_EXPIRES_IN: '2h' }).auth.verifyTtlSeconds).toBe(7200);
    expect(() => loadConfig({ DATA_DIR: dataDir, AUTH_VERIFY_SECRET: 'short' })).toThrow(/AUTH_VERIFY_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dataDir, AUTH_VERIFY_TOKEN_EXPIRES_IN: 'soon' })).toThrow(
      /AUTH_VERIFY_TOKEN_EXPIRES_IN/,
    );
  });

  it('creates development secrets once per data dir and keeps them across restarts', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.auth.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(new Set([first.auth.jwtSecret, first.auth.refreshSecret, first.auth.forgotSecret]).size).toBe(3);
    expect(second.auth).toEqual(first.auth);
    expect(readFileSync(path.join(dataDir, 'dev-secrets.json'), 'utf8')).toContain(first.auth.jwtSecret);
  });
});

describe('loadConfig refuses bad values', () => {
  it('names every bad variable, one line each', () => {
    const problems = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://db/app', AUTH_JWT_SECRET: 'short' });
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: /),
        expect.stringMatching(/^DATABASE_URL: must start with postgres:\/\//),
        expect.stringMatching(/^AUTH_JWT_SECRET: must be at least 32 characters/),
      ]),
    );
    for (const problem of problems) expect(problem).not.toContain('\n');
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['APP_URL', 'not a url'],
    ['SMTP_URL', 'http://mail.example'],
    ['REDIS_URL', 'localhost:6379'],
    ['AUTH_JWT_TOKEN_EXPIRES_IN', 'forever'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['SUPPORT_EMAIL', 'support'],
  ])('refuses %s=%s', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${name}: `))]);
  });

  it('requires the three signing secrets in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      'AUTH_JWT_SECRET: required when NODE_ENV=production',
      'AUTH_REFRESH_SECRET: required when NODE_ENV=production',
      'AUTH_FORGOT_SECRET: required when NODE_ENV=production',
    ]);
  });

  it('accepts production with its secrets, and never generates any', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: path.join(dataDir, 'prod'), ...SECRETS });
    expect(config.env).toBe('production');
    expect(config.auth.jwtSecret).toBe(SECRETS.AUTH_JWT_SECRET);
    // Behind a load balancer, SIGTERM first drains for its health checks.
    expect(config.shutdownDrainSeconds).toBe(5);
    expect(config.shutdownGraceSeconds).toBe(30);
  });

  it('requires a bucket and region for S3 storage', () => {
    expect(problemsOf({ STORAGE_DRIVER: 's3' })).toEqual([
      'S3_BUCKET: required when STORAGE_DRIVER=s3',
      'S3_REGION: required when STORAGE_DRIVER=s3',
    ]);
  });

  it('takes ADMIN_EMAIL and ADMIN_PASSWORD together or not at all, and never echoes the password', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).admin).toBeNull();
    expect(
      loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'long-enough-1' }).admin,
    ).toEqual({ email: 'ops@example.com', password: 'long-enough-1' });
    expect(problemsOf({ ADMIN_EMAIL: 'ops@example.com' })).toEqual(['ADMIN_PASSWORD: required with ADMIN_EMAIL']);
    expect(problemsOf({ ADMIN_PASSWORD: 'long-enough-1' })).toEqual(['ADMIN_EMAIL: required with ADMIN_PASSWORD']);
    const problems = problemsOf({ ADMIN_EMAIL: 'not-an-address', ADMIN_PASSWORD: 'short1' });
    expect(problems).toEqual([
      expect.stringMatching(/^ADMIN_EMAIL: /),
      'ADMIN_PASSWORD: must be at least 8 characters',
    ]);
    expect(problems.join('\n')).not.toContain('short1');
  });

  it('keeps /metrics off, and load shedding on in production only, with its thresholds unless told otherwise; refuses a short token or the app port', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.metrics).toEqual({ token: null, port: null, host: '127.0.0.1' });
    expect(config.loadShedding.enabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, SHED_LOAD: 'true' }).loadShedding.enabled).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', DATA_DIR: path.join(dataDir, 'prod'), ...SECRETS }).loadShedding,
    ).toEqual({
      enabled: true,
      maxEventLoopDelayMs: 200,
      maxHeapUsedRatio: 0.95,
      maxPoolWaiting: 50,
      retryAfterSeconds: 5,
      maxInFlight: 20,
      maxPoolQueueMs: 100,
    });
    // The in-flight limit follows the pool unless set.
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_MAX: '5' }).loadShedding.maxInFlight).toBe(10);
    expect(loadConfig({ DATA_DIR: dataDir, SHED_MAX_IN_FLIGHT: '64' }).loadShedding.maxInFlight).toBe(64);
    const set = loadConfig({
      DATA_DIR: dataDir,
      METRICS_TOKEN: 'm'.repeat(32),
      METRICS_PORT: '9464',
      SHED_LOAD: 'false',
      SHED_EVENT_LOOP_DELAY_MS: '100',
      SHED_POOL_WAITING: '0',
    });
    expect(set.metrics).toEqual({ token: 'm'.repeat(32), port: 9464, host: '127.0.0.1' });
    expect(set.loadShedding).toMatchObject({ enabled: false, maxEventLoopDelayMs: 100, maxPoolWaiting: 0 });
    expect(
      problemsOf({ METRICS_TOKEN: 'short', METRICS_PORT: '3000', SHED_HEAP_USED_RATIO: '2', SHED_LOAD: 'no' }),
    ).toEqual([
      'METRICS_TOKEN: must be at least 32 characters',
      'SHED_LOAD: Invalid option: expected one of "true"|"false"',
      'SHED_HEAP_USED_RATIO: Too big: expected number to be <=1',
    ]);
    expect(problemsOf({ SHED_MAX_IN_FLIGHT: '0', SHED_POOL_QUEUE_MS: 'soon' })).toHaveLength(2);
    expect(problemsOf({ METRICS_PORT: '3000' })).toEqual([
      'METRICS_PORT: must differ from PORT (set METRICS_TOKEN to serve /metrics on the app port)',
    ]);
  });

  it('traces only with an OTLP endpoint, to its /v1/traces unless a traces endpoint is given', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).tracing).toEqual({ tracesUrl: null, serviceName: 'fractional-api' });
    expect(loadConfig({ DATA_DIR: dataDir, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      serviceName: 'fractional-api',
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example.com/otlp',
        OTEL_SERVICE_NAME: 'fractional-eu',
      }).tracing,
    ).toEqual({ tracesUrl: 'https://traces.example.com/otlp', serviceName: 'fractional-eu' });
    expect(problemsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toHaveLength(1);
  });

  it('puts every problem in the error message, one per line', () => {
    try {
      loadConfig({ DATA_DIR: dataDir, PORT: 'abc', HOST: '', SMTP_URL: 'ftp://x' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message.split('\n')).toEqual([
        'Invalid configuration:',
        expect.stringMatching(/^PORT: /),
        expect.stringMatching(/^SMTP_URL: /),
      ]);
    }
  });
});
