import { AuditActions, AuditTargetTypes } from '@fractional/contract';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Every admin action (docs/api.md#matcher-console), written in the transaction of the change it records. `before` and
 * `after` hold only the fields the action changed, never a secret; `target_label` keeps what the
 * target was called at the time (an e-mail, a name), so the log still reads after a closure.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for the system: ADMIN_EMAIL at start, `npm run admin -- create`. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: AuditActions.values }).notNull(),
    targetType: text('target_type', { enum: AuditTargetTypes.values }).notNull(),
    targetId: integer('target_id').notNull(),
    targetLabel: text('target_label'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_target_idx').on(table.targetType, table.targetId)],
);
