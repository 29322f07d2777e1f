import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { EVIDENCE_FLOOR } from './matching.weights.js';

type Rows<T> = { rows: T[] };

/**
 * Takes up to `limit` queued experts whose last change is at least `settledMs` old (the profile trigger
 * of migration 0011 queues them), oldest first; SKIP LOCKED, so instances share the queue.
 */
export async function claimQueuedExperts(db: Database, limit: number, settledMs: number): Promise<number[]> {
  const { rows } = (await db.execute(sql`
    delete from match_alert_queue where profile_id in (
      select profile_id from match_alert_queue
      where queued_at <= now() - make_interval(secs => ${settledMs / 1000}::float8)
      order by queued_at, profile_id limit ${limit} for update skip locked)
    returning profile_id as "profileId"`)) as Rows<{ profileId: number }>;
  return rows.map((row) => row.profileId);
}

/**
 * The open projects of which the expert holds at least two items (the matching floor): a GIN lookup of
 * the expert's evidence in `projects.evidence_items`, newest first, at most `limit`.
 */
export async function openProjectsWithEvidence(db: Database, profileId: number, limit: number): Promise<number[]> {
  const { rows } = (await db.execute(sql`
    select pr.id from profiles p
    join projects pr on pr.evidence_items && p.evidence_ids and pr.status <> 'completed'
    where p.id = ${profileId}
      and (select count(*) from unnest(p.evidence_ids) e where e = any(pr.evidence_items)) >= ${EVIDENCE_FLOOR}::int
    order by pr.id desc limit ${limit}`)) as Rows<{ id: number }>;
  return rows.map((row) => row.id);
}

/**
 * Stamps the project's alert mail unless one went out within a day; true when this call may mail. The
 * row's update serialises two passes, so the once-a-day rule holds across instances.
 */
export async function takeDailyAlertMail(db: Database, projectId: number): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    update projects set match_alert_mailed_at = now()
    where id = ${projectId} and (match_alert_mailed_at is null or match_alert_mailed_at <= now() - interval '1 day')
    returning id`)) as Rows<{ id: number }>;
  return rows.length > 0;
}

/** The project's owner, to be mailed. */
export async function findAlertRecipient(
  db: Database,
  projectId: number,
): Promise<{ email: string; firstName: string | null; projectName: string } | undefined> {
  const { rows } = (await db.execute(sql`
    select u.email, u.first_name as "firstName", pr.name as "projectName"
    from projects pr join profiles op on op.id = pr.profile_id join users u on u.id = op.user_id
    where pr.id = ${projectId} and u.deleted_at is null`)) as Rows<{
    email: string;
    firstName: string | null;
    projectName: string;
  }>;
  return rows[0];
}
