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

/** Where the triggers below note each writing transaction: one row per transaction id, so count(*) is the digest. */
const LOG = 'test_write_xacts';

/**
 * Row-level triggers on every table a request can write, each noting the writing transaction in LOG: any
 * committed insert, update or delete adds a row (an update setting the same values too, as it writes a new row
 * version); a rolled-back write, or a statement that touched no row, adds none. The mail outbox counts inserts and
 * deletes only (its background sender updates rows on its own schedule), the storage deletion queue inserts only
 * (the same sender empties it), sessions leave `last_used_at` out (authenticated requests move it in the
 * background). Installed in the test's own database copy, never by a migration.
 */
const INSTALL = [
  `create table ${LOG} (xid xid8 primary key)`,
  `create function test_note_write() returns trigger language plpgsql as $$
      begin
        insert into ${LOG} values (pg_current_xact_id()) on conflict do nothing;
        return null;
      end $$`,
  ...TABLES.map(
    (table) => `create trigger test_note_write after insert or update or delete on ${table}
        for each row execute function test_note_write()`,
  ),
  `create trigger test_note_write after insert or delete on mail_outbox for each row execute function test_note_write()`,
  `create trigger test_note_write after insert on storage_deletions for each row execute function test_note_write()`,
  `create trigger test_note_write after insert or delete on sessions for each row execute function test_note_write()`,
  `create trigger test_note_write_update after update on sessions for each row
      when ((old.refresh_nonce, old.expires_at, old.revoked_at, old.user_agent)
        is distinct from (new.refresh_nonce, new.expires_at, new.revoked_at, new.user_agent))
      execute function test_note_write()`,
];

const installed = new WeakMap<Database, Promise<unknown>>();

/**
 * A fingerprint of the stored rows: how many transactions have committed a write since the first call on this
 * database (which installs the triggers). Cheap enough to take after every request: one count over a small table,
 * where a count and a checksum of every table's rows cost ~40 scans a call and were most of the fuzzer's time.
 */
export async function stateDigest(db: Database): Promise<string> {
  let install = installed.get(db);
  if (!install) {
    install = (async () => {
      for (const statement of INSTALL) await db.execute(sql.raw(statement));
    })();
    installed.set(db, install);
  }
  await install;
  // Both drivers answer { rows }; the generic database type cannot say so.
  const { rows } = (await db.execute<{ n: string }>(sql.raw(`select count(*)::text as n from ${LOG}`))) as {
    rows: Array<{ n: string }>;
  };
  return `writes=${rows[0]!.n}`;
}
