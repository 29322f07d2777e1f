import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, bigserial } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A user's mail preferences (docs/mail.md): one row once they saved any; no row means the defaults
 * (everything on, messages `instant`). Each category column is 'on' or 'off'; `messages` is
 * 'instant', 'daily' or 'off'.
 */
export const mailPreferences = pgTable(
  'mail_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    messages: text('messages', { enum: ['instant', 'daily', 'off'] })
      .notNull()
      .default('instant'),
    invitations: text('invitations', { enum: ['on', 'off'] })
      .notNull()
      .default('on'),
    timesheets: text('timesheets', { enum: ['on', 'off'] })
      .notNull()
      .default('on'),
    invoices: text('invoices', { enum: ['on', 'off'] })
      .notNull()
      .default('on'),
    matchAlerts: text('match_alerts', { enum: ['on', 'off'] })
      .notNull()
      .default('on'),
    savedSearches: text('saved_searches', { enum: ['on', 'off'] })
      .notNull()
      .default('on'),
    reviews: text('reviews', { enum: ['on', 'off'] })
      .notNull()
      .default('on'),
    /** When the last message digest went out: `daily` sends at most one per 24 hours. */
    lastMessageDigestAt: timestamp('last_message_digest_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('mail_preferences_messages_check', sql`${table.messages} in ('instant', 'daily', 'off')`),
    check(
      'mail_preferences_switches_check',
      sql`${table.invitations} in ('on', 'off') and ${table.timesheets} in ('on', 'off') and ${table.invoices} in ('on', 'off') and ${table.matchAlerts} in ('on', 'off') and ${table.savedSearches} in ('on', 'off') and ${table.reviews} in ('on', 'off')`,
    ),
  ],
);

/**
 * The (user agent, IP) pairs an account signed in from (docs/security.md#new-sign-in-alerts): a pair
 * not seen for 90 days mails an alert. `deviceKey` is the SHA-256 of the pair, unique per user, so
 * two racing sign-ins from one new device insert one row and alert once. `previousSeenAt` is what
 * `lastSeenAt` was before the latest sign-in (null when the row is new), read back by the upsert.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceKey: text('device_key').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    previousSeenAt: timestamp('previous_seen_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('sign_in_devices_user_device_key').on(table.userId, table.deviceKey),
    index('sign_in_devices_last_seen_idx').on(table.lastSeenAt),
  ],
);
