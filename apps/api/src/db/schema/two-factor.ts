import {
  bigint,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  serial,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Two-step sign-in (docs/security.md): the user's TOTP secret, on once `enabledAt` is set (a secret
 * without it is a setup not yet confirmed). `lastUsedStep` is the newest 30-second step a code was
 * accepted for, so a code works once.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The single-use recovery codes, as SHA-256 hashes (they are random, so a slow hash adds nothing). */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('user_recovery_codes_user_hash_key').on(table.userId, table.codeHash)],
);

/**
 * A sign-in waiting for its second step: the signed `mfaToken` names one row, which takes at most
 * MFA_MAX_ATTEMPTS wrong codes and opens at most one session.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('mfa_challenges_user_id_idx').on(table.userId)],
);
