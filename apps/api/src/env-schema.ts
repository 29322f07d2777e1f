import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@fractional/contract';
import { parseDurationSeconds } from './lib/duration.js';

/** Empty strings count as unset, so `FOO=` in a shell behaves like no FOO at all. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

const duration = z.string().refine((text) => parseDurationSeconds(text) !== null, {
  message: 'must be a duration such as 900, 15m, 12h or 30d',
});

const commaList = z.string().transform((text) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const secret = z.string().min(32, { message: 'must be at least 32 characters' });

/** The environment variables the API reads (docs/api.md#configuration), each parsed on its own. */
export const EnvSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(z.coerce.number().int().min(0).max(65_535)),
  HOST: optional(z.string()),
  APP_URL: optional(z.url()),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres://' })),
  DATABASE_POOL_MAX: optional(z.coerce.number().int().min(1).max(200)),
  DATA_DIR: optional(z.string()),
  AUTH_JWT_SECRET: optional(secret),
  AUTH_REFRESH_SECRET: optional(secret),
  AUTH_FORGOT_SECRET: optional(secret),
  AUTH_VERIFY_SECRET: optional(secret),
  AUTH_JWT_TOKEN_EXPIRES_IN: optional(duration),
  AUTH_REFRESH_TOKEN_EXPIRES_IN: optional(duration),
  AUTH_FORGOT_TOKEN_EXPIRES_IN: optional(duration),
  AUTH_VERIFY_TOKEN_EXPIRES_IN: optional(duration),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, { message: 'must start with smtp:// or smtps://' })),
  MAIL_FROM: optional(z.string()),
  SUPPORT_EMAIL: optional(z.email()),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_JWKS_URL: optional(z.url()),
  GOOGLE_ISSUER: optional(z.string()),
  STORAGE_DRIVER: optional(z.enum(['local', 's3'])),
  S3_BUCKET: optional(z.string()),
  S3_REGION: optional(z.string()),
  S3_ENDPOINT: optional(z.url()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'])),
  UPLOAD_URL_EXPIRES_IN: optional(duration),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, { message: 'must start with redis://' })),
  REDIS_KEY_PREFIX: optional(z.string().regex(/^[\w:.-]{1,64}$/, { message: 'must be 1-64 letters, digits, _ : . -' })),
  MESSAGE_DIGEST_AFTER: optional(duration),
  MATCH_ALERT_AFTER: optional(duration),
  TIMESHEET_AUTO_APPROVE_AFTER: optional(duration),
  EVENTS_HEARTBEAT_INTERVAL: optional(duration),
  SHUTDOWN_DRAIN_SECONDS: optional(z.coerce.number().int().min(0).max(300)),
  SHUTDOWN_GRACE_SECONDS: optional(z.coerce.number().int().min(1).max(3600)),
  CORS_ORIGINS: optional(commaList),
  TRUST_PROXY: optional(
    z.string().regex(/^(true|false|\d{1,2}|[\d.:/a-fA-F]+(\s*,\s*[\d.:/a-fA-F]+)*)$/, {
      message: 'must be true, false, a number of proxies or a comma list of proxy addresses/CIDRs',
    }),
  ),
  RATE_LIMIT_AUTH_MAX: optional(z.coerce.number().int().min(1)),
  RATE_LIMIT_AUTH_WINDOW: optional(duration),
  METRICS_TOKEN: optional(z.string().min(32, { message: 'must be at least 32 characters' })),
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65_535)),
  METRICS_HOST: optional(z.string()),
  SHED_LOAD: optional(z.enum(['true', 'false'])),
  SEARCH_INDEX_AT_START: optional(z.enum(['true', 'false'])),
  SHED_EVENT_LOOP_DELAY_MS: optional(z.coerce.number().int().min(1).max(60_000)),
  SHED_HEAP_USED_RATIO: optional(z.coerce.number().gt(0).max(1)),
  SHED_POOL_WAITING: optional(z.coerce.number().int().min(0).max(100_000)),
  SHED_RETRY_AFTER_SECONDS: optional(z.coerce.number().int().min(1).max(3600)),
  SHED_MAX_IN_FLIGHT: optional(z.coerce.number().int().min(1).max(100_000)),
  SHED_POOL_QUEUE_MS: optional(z.coerce.number().int().min(1).max(60_000)),
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  OTEL_SERVICE_NAME: optional(z.string().min(1)),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  LINK_COMPANY: optional(z.url()),
  LINK_PRINCIPLES: optional(z.url()),
  LINK_MEMBER_TERMS: optional(z.url()),
  LINK_CLIENT_TERMS: optional(z.url()),
  LINK_LINKEDIN: optional(z.url()),
  CONTACT_EMAIL: optional(z.email()),
  ADMIN_EMAIL: optional(z.email()),
  DEMO_MARKETPLACE: optional(z.enum(['true', 'false'])),
  ADMIN_PASSWORD: optional(
    z
      .string()
      .min(PASSWORD_MIN, { message: `must be at least ${PASSWORD_MIN} characters` })
      .max(PASSWORD_MAX, { message: `must be at most ${PASSWORD_MAX} characters` }),
  ),
});

export type Env = z.infer<typeof EnvSchema>;
