import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SessionEndReasons } from '@fractional/contract';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
export { timestamps };

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const statuses = pgTable('statuses', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    passwordHash: text('password_hash'),
    provider: text('provider', { enum: ['email', 'google'] })
      .notNull()
      .default('email'),
    socialId: text('social_id'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => statuses.id)
      .default(1),
    timezone: text('timezone'),
    /** Minutes east of UTC of `timezone` (`+12:00 Pacific/Auckland` → 720), for matching's overlap; null without one. */
    timezoneOffset: smallint('timezone_offset').generatedAlwaysAs(
      sql`case when timezone ~ '^[+-][0-9]{2}:[0-9]{2} ' then (case when left(timezone, 1) = '-' then -1 else 1 end) * (substr(timezone, 2, 2)::int * 60 + substr(timezone, 5, 2)::int) end`,
    ),
    mobileNumber: text('mobile_number'),
    agreedToTerms: boolean('agreed_to_terms').notNull().default(false),
    agreedToPolicies: boolean('agreed_to_policies').notNull().default(false),
    fxnlScore: real('fxnl_score'),
    ...timestamps,
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_provider_social_id_key')
      .on(table.provider, table.socialId)
      .where(sql`${table.socialId} is not null`),
  ],
);

/** One row per signed-in device: access tokens name it, refresh tokens carry its current nonce. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshNonce: text('refresh_nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** Why it ended, told to its holder on the refused refresh (docs/api.md#account-and-sign-in). */
    revokedReason: text('revoked_reason', { enum: SessionEndReasons.values }),
    userAgent: text('user_agent'),
    /** Moved at most once a minute (see `touchSession`), so the busiest session costs one write a minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    check(
      'sessions_revoked_reason',
      sql`${table.revokedReason} is null or ${table.revokedReason} in (${sql.raw(SessionEndReasons.values.map((value) => `'${value}'`).join(', '))})`,
    ),
  ],
);

/** `notMe`: the "This wasn't me" link of a new sign-in alert (docs/security.md#new-sign-in-alerts). */
export const ACCOUNT_LINK_PURPOSES = ['reset', 'verify', 'emailChange', 'notMe'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/**
 * Single-use mailed links (password reset, e-mail verification, e-mail change); the signed hash in
 * the mail carries the id and is checked against `purpose`. The table keeps its first name,
 * `password_resets`, from when resets were its only use (ADR 0010).
 */
export const accountLinks = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_LINK_PURPOSES }).notNull().default('reset'),
    /** The address the link is for: the new address of an e-mail change, the verified one of a verify link. */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

/**
 * How often anything `GET /auth/me` shows has changed for a user (the user row, profile, its links,
 * projects, CVs, business detail). Kept by deferred triggers (migration 0001), so every writer moves
 * it, at commit, without taking a lock any other statement waits for; a cached rendering of the user
 * is current while its revision matches. A user without a row is at revision 0.
 */
export const userRevisions = pgTable('user_revisions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});

/**
 * Stored files to remove from storage once the transaction that dropped their rows has committed
 * (account closure). Drained by the background pass (`BackgroundWorker`); failures retry with backoff.
 */
export const storageDeletions = pgTable(
  'storage_deletions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('storage_deletions_due_idx').on(table.nextAttemptAt)],
);
