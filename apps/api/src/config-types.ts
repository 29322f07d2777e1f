// The configuration's shape; apps/api/src/config.ts reads it from the environment (README, docs/api.md#configuration).

/** An account of the demo marketplace the terminal and the sign-in page suggest. */
export interface DemoAccount {
  role: 'client' | 'contractor' | 'admin';
  email: string;
  name: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  databaseUrl: string | null;
  databasePoolMax: number;
  dataDir: string;
  logLevel: string;
  /**
   * Which X-Forwarded-For hops to believe for the client IP (rate limits): false, a hop count (1 behind
   * one load balancer), proxy addresses, or true (any: a client could then pick its own IP).
   */
  trustProxy: boolean | number | string[];
  auth: {
    jwtSecret: string;
    refreshSecret: string;
    forgotSecret: string;
    /** Signs the e-mail verification and e-mail change links. */
    verifySecret: string;
    accessTtlSeconds: number;
    refreshTtlSeconds: number;
    forgotTtlSeconds: number;
    /** Lifetime of the e-mail verification and e-mail change links. */
    verifyTtlSeconds: number;
  };
  mail: {
    smtpUrl: string | null;
    from: string;
    supportEmail: string;
    /** How often the sender looks for due mail, and the first retry delay (doubling per attempt). */
    pollMs: number;
    retryBaseMs: number;
    maxAttempts: number;
  };
  google: { clientId: string | null; jwksUrl: string; issuers: string[] };
  storage: {
    driver: 'local' | 's3';
    uploadUrlTtlSeconds: number;
    s3: {
      bucket: string;
      region: string;
      endpoint: string | null;
      accessKeyId: string | null;
      secretAccessKey: string | null;
      forcePathStyle: boolean;
    };
  };
  redisUrl: string | null;
  /** Live updates and message digests (ADR 0013). */
  live: {
    /** A comment line on every open event stream this often, so proxies keep idle streams open. */
    heartbeatMs: number;
    /** How old an unread message gets before its recipient is mailed a digest. */
    digestAfterMs: number;
    /**
     * How long an expert's change settles before the background pass checks whether they are a new
     * top-3 match of a project with fewer than 3 (docs/matching.md, "A match appeared"): a profile
     * being edited is evaluated once, after the last edit.
     */
    matchAlertAfterMs: number;
  };
  /**
   * After SIGTERM, how long the instance keeps serving while /ready answers 503, so load balancers
   * stop sending it traffic before it closes (0: close at once).
   */
  shutdownDrainSeconds: number;
  /**
   * After SIGTERM, the longest the process takes to exit, drain included: requests still running
   * then are cut and it exits 1 (docs/operations.md#shutdown).
   */
  shutdownGraceSeconds: number;
  /** Timesheets (docs/api.md#timesheets): a submitted week not decided this long after submission is approved by the system. */
  timesheets: { autoApproveAfterMs: number };
  corsOrigins: string[];
  /**
   * `GET /metrics` in Prometheus text format (docs/operations.md#metrics-and-alerts): off unless a
   * token (served on the app port behind `Authorization: Bearer`) or a port of its own is set.
   */
  metrics: { token: string | null; port: number | null; host: string };
  /**
   * OpenTelemetry traces (docs/operations.md#traces): a span per request sent over OTLP/HTTP to
   * `tracesUrl`; null (OTEL_EXPORTER_OTLP_ENDPOINT unset) loads nothing.
   */
  tracing: { tracesUrl: string | null; serviceName: string };
  /** Build Find experts' search index as the server starts, /ready 503 until built (docs/discovery.md). */
  searchIndexAtStart: boolean;
  /**
   * Load shedding (docs/operations.md#load-shedding): past any threshold the API answers 503 with
   * Retry-After instead of queueing. `poolWaiting` applies to the PostgreSQL pool only.
   */
  loadShedding: {
    enabled: boolean;
    maxEventLoopDelayMs: number;
    maxHeapUsedRatio: number;
    maxPoolWaiting: number;
    /** The middle of the jittered Retry-After a shed request is given. */
    retryAfterSeconds: number;
    /** Requests admitted at once (live streams not counted); one more is answered 503. */
    maxInFlight: number;
    /** PostgreSQL only: new requests are answered 503 while a query has waited longer than this for a connection. */
    maxPoolQueueMs: number;
  };
  /** redisNamespace prefixes the Redis keys, so deployments (or test runs) sharing a Redis stay apart. */
  rateLimit: { authMax: number; authWindowMs: number; redisNamespace: string };
  links: { company: string; principles: string; memberTerms: string; clientTerms: string; linkedin: string };
  contactEmail: string;
  /** The admin created or updated at start (docs/api.md#matcher-console); null unless ADMIN_EMAIL and ADMIN_PASSWORD are both set. */
  admin: { email: string; password: string } | null;
  /**
   * Set by `npm run demo` (DEMO_MARKETPLACE=true; refused in production): the database is filled with
   * sample people on first start, and the sign-in page offers their accounts.
   */
  demo: { password: string; accounts: DemoAccount[] } | null;
}
