import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';

/** Every table a request can write. */
const TABLES = [
  'users',
  'profiles',
  'profile_job_roles',
  'profile_expertises',
  'profile_skills',
  'business_details',
  'billing_details',
  'projects',
  'invitations',
  'project_interests',
  'squad_members',
  'files',
  'password_resets',
  'job_roles',
  'expertises',
  'skills',
  'audit_log',
  'conversations',
  'conversation_participants',
  'messages',
  'activity_events',
  'live_events',
  'event_tickets',
  'timesheets',
  'outcomes',
  'check_ins',
  'check_in_outcomes',
  'productivity_history',
  'check_in_reminders',
  'invoices',
  'invoice_lines',
  'invoice_counters',
  'reviews',
  'review_reminders',
  'fx_rates',
  'shortlist_entries',
  'saved_searches',
  'saved_search_seen',
  'user_passkeys',
  'passkey_challenges',
];

/**
 * A fingerprint of the stored rows: per table the row count and the sum of the rows' `xmin` (the
 * transaction that wrote each row version). Any committed insert, update or delete changes it; a
 * rolled-back write does not. Cheap enough to take after every request. The mail outbox is counted
 * by its ids only: its background sender updates rows on its own schedule; the storage deletion
 * queue, which the same sender empties, by its id sequence. Sessions are fingerprinted by their
 * content without `last_used_at`, which a request moves after it is answered.
 */
const DIGEST = sql.raw(
  [
    ...TABLES.map(
      (table) =>
        `select '${table}' as t, count(*)::text || ':' || coalesce(sum(xmin::text::numeric), 0)::text as d from ${table}`,
    ),
    `select 'mail_outbox', count(*)::text || ':' || coalesce(max(id), 0)::text from mail_outbox`,
    `select 'storage_deletions', last_value::text from storage_deletions_id_seq`,
    // Sessions by content, last_used_at left out: authenticated requests move it in the background.
    `select 'sessions', count(*)::text || ':' || coalesce(md5(string_agg(concat_ws('|', id, refresh_nonce, expires_at, revoked_at, user_agent), ',' order by id)), '') from sessions`,
  ].join(' union all '),
);

export async function stateDigest(db: Database): Promise<string> {
  // Both drivers answer { rows }; the generic database type cannot say so.
  const { rows } = (await db.execute<{ t: string; d: string }>(DIGEST)) as { rows: Array<{ t: string; d: string }> };
  // A UNION ALL has no order of its own: PostgreSQL may answer its branches in any order (parallel append).
  return rows
    .map((row) => `${row.t}=${row.d}`)
    .sort()
    .join(' ');
}
