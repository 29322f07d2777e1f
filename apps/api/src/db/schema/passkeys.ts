import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A passkey (WebAuthn credential, docs/security.md#passkeys) of a user. The credential id and the
 * COSE public key are base64url text; `counter` is the authenticator's signature counter, which must
 * grow with every sign-in (a clone's would not). The credential id is unique across all accounts.
 */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('user_passkeys_credential_id_key').on(table.credentialId),
    index('user_passkeys_user_id_idx').on(table.userId),
  ],
);

/**
 * A registration or sign-in ceremony under way: the random challenge the browser signs, single use
 * (taken by one DELETE … RETURNING) and expiring. A registration's names its user; a sign-in's none
 * (the passkey tells whose account it is). In the database, so any instance can finish what another began.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'login'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('passkey_challenges_expires_at_idx').on(table.expiresAt)],
);
