import { ActivityTypes, ConversationKinds, LiveEventNames, ParticipantRoles } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { invitations, squadMembers } from './invitations.js';
import { projects } from './projects.js';
import { sessions, users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A `direct` conversation belongs to one invitation (its client and expert); a `squad` one to a
 * project (its client and every member, past ones read-only). `last_message_at` orders the list.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ConversationKinds.values }).notNull(),
    invitationId: integer('invitation_id').references(() => invitations.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The last message's time, or the opening's: what "newest activity first" sorts by. */
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('conversations_invitation_key').on(table.invitationId),
    uniqueIndex('conversations_squad_project_key')
      .on(table.projectId)
      .where(sql`${table.kind} = 'squad'`),
    check('conversations_direct_has_invitation', sql`(${table.kind} = 'direct') = (${table.invitationId} is not null)`),
  ],
);

/**
 * Who is in a conversation. `left_at` set: a former squad member, who reads but cannot write.
 * `unread_count` is kept in the transaction of each message and read mark, so lists never count
 * messages; `digest_due_at` is when an unread message becomes old enough for a mail digest.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ParticipantRoles.values }).notNull(),
    joinedAt: at('joined_at').notNull().defaultNow(),
    leftAt: at('left_at'),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
    digestDueAt: at('digest_due_at'),
    lastDigestAt: at('last_digest_at'),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_participants_user_idx').on(table.userId, table.conversationId),
    index('conversation_participants_digest_due_idx')
      .on(table.digestDueAt)
      .where(sql`${table.digestDueAt} is not null`),
    check('conversation_participants_unread_nonnegative', sql`${table.unreadCount} >= 0`),
  ],
);

/** Plain text exactly as typed; pages by `(conversation_id, id desc)` in constant time at any depth. */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('messages_conversation_id_idx').on(table.conversationId, table.id.desc()),
    check('messages_body_length', sql`char_length(${table.body}) between 1 and 5000`),
  ],
);

/**
 * The activity feed: append-only (a trigger refuses UPDATE and DELETE), written in the transaction
 * of the change it records. `subject_user_id` is the expert the event concerns (their invitation or
 * membership), so an expert's feed is an index range.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type', { enum: ActivityTypes.values }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    invitationId: integer('invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
    memberId: integer('member_id').references(() => squadMembers.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('activity_events_project_idx').on(table.projectId, table.id.desc()),
    index('activity_events_subject_idx').on(table.subjectUserId, table.id.desc()),
  ],
);

/**
 * What each user's event stream delivers, one row per recipient, written in the transaction of the
 * change. `seq` numbers a user's events 1, 2, 3… in commit order (taken from `live_cursors` under
 * that row's lock, so a transaction that numbers later also commits later): it is the SSE `id:`,
 * and a stream or a reconnect with `Last-Event-ID` reads `seq > last`, which never skips an event
 * (ADR 0013, docs/concurrency.md). Rows older than a day are pruned by the background pass.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    name: text('name', { enum: LiveEventNames.values }).notNull(),
    /** The `data:` line, JSON as the REST answers show the thing. */
    data: text('data').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('live_events_user_seq_idx').on(table.userId, table.seq),
    index('live_events_created_idx').on(table.createdAt),
  ],
);

/** Each user's last event number: the row a transaction locks to number its events for that user. */
export const liveCursors = pgTable('live_cursors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});

/** Single-use passes to open the event stream; only a SHA-256 of the ticket is stored. */
export const eventTickets = pgTable(
  'event_tickets',
  {
    hash: text('hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('event_tickets_expires_idx').on(table.expiresAt)],
);
