import type { SignInDevice } from '@fractional/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { signInDevices } from '../../db/schema/index.js';

/** Pairs unseen this long count as new again (docs/security.md#new-sign-in-alerts). */
const MEMORY_DAYS = 90;

/**
 * Records a sign-in's pair in one upsert on the unique (user, device_key) index: `isNew` for the one
 * sign-in that inserted the row, `isNewOrStale` also when the pair was last seen MEMORY_DAYS ago.
 */
export async function upsertDevice(
  tx: Database,
  userId: number,
  deviceKey: string,
  userAgent: string | null,
  ip: string,
): Promise<{ isNew: boolean; isNewOrStale: boolean }> {
  const { rows } = (await tx.execute(sql`
    insert into sign_in_devices (user_id, device_key, user_agent, ip)
    values (${userId}, ${deviceKey}, ${userAgent}, ${ip})
    on conflict (user_id, device_key) do update
      set previous_seen_at = sign_in_devices.last_seen_at, last_seen_at = now()
    returning previous_seen_at is null as is_new,
      coalesce(previous_seen_at < now() - make_interval(days => ${MEMORY_DAYS}), false) as is_stale`)) as {
    rows: Array<{ is_new: boolean; is_stale: boolean }>;
  };
  const row = rows[0];
  if (!row) throw new Error('upsert returned no row');
  return { isNew: row.is_new, isNewOrStale: row.is_new || row.is_stale };
}

/** Whether the account signed in from any other pair. */
export async function hasOtherDevice(tx: Database, userId: number, deviceKey: string): Promise<boolean> {
  const { rows } = (await tx.execute(sql`
    select exists (select 1 from sign_in_devices where user_id = ${userId} and device_key <> ${deviceKey}) as found`)) as {
    rows: Array<{ found: boolean }>;
  };
  return rows[0]?.found === true;
}

/** The pairs an account signed in from, first seen first, as the account export lists them. */
export async function listSignInDevices(db: Database, userId: number): Promise<SignInDevice[]> {
  const rows = await db
    .select({
      userAgent: signInDevices.userAgent,
      ip: signInDevices.ip,
      firstSeenAt: signInDevices.firstSeenAt,
      lastSeenAt: signInDevices.lastSeenAt,
    })
    .from(signInDevices)
    .where(eq(signInDevices.userId, userId))
    .orderBy(asc(signInDevices.firstSeenAt), asc(signInDevices.id));
  return rows.map((row) => ({
    ...row,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  }));
}
