import { and, asc, desc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { mailOutbox, profiles, projects, squadMembers, users } from '../db/schema/index.js';

/** The text of the newest queued mail to `to` with this subject: the demo follows its link as a person would. */
export async function newestMailText(db: Database, to: string, subject: string): Promise<string | undefined> {
  const [row] = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.subject, subject)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row?.text;
}

/** Drops the mail the demo's own seeding queued: its recipients are invented people. */
export async function discardUnsentMail(db: Database): Promise<number> {
  const rows = await db.delete(mailOutbox).where(isNull(mailOutbox.sentAt)).returning({ id: mailOutbox.id });
  return rows.length;
}

/** Whether anyone but admins has an account: an empty marketplace says so at start. */
export async function hasMembers(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.roleId} <> 1`)
    .limit(1);
  return row !== undefined;
}

/**
 * The e-mail and name of the first expert who joined the oldest active squad of the client with this
 * e-mail: the expert the demo suggests signing in as, so both sides of one engagement can be tried.
 */
export async function firstSquadExpertOf(
  db: Database,
  clientEmail: string,
): Promise<{ email: string; name: string } | undefined> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(squadMembers)
    .innerJoin(projects, eq(projects.id, squadMembers.projectId))
    .innerJoin(profiles, eq(profiles.id, squadMembers.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(squadMembers.status, 'active'),
        sql`${projects.profileId} in (select p.id from profiles p join users u on u.id = p.user_id where lower(u.email) = ${clientEmail.toLowerCase()})`,
        like(users.email, '%@example.com'),
      ),
    )
    .orderBy(asc(projects.id), asc(squadMembers.id))
    .limit(1);
  return row ? { email: row.email, name: `${row.firstName} ${row.lastName}` } : undefined;
}

/**
 * Dates the project's squad as formed at `joinedAt`: the one fact of a demo engagement set in the
 * past, as the API tests move time (test/invoice-fixtures.ts). The services read the clock, so
 * everything that follows — past weeks' timesheets, check-ins, last month's invoices — goes through
 * the API and its rules against that date.
 */
export async function dateSquadFrom(db: Database, projectId: number, joinedAt: Date): Promise<void> {
  await db
    .update(squadMembers)
    .set({ joinedAt })
    .where(and(eq(squadMembers.projectId, projectId), eq(squadMembers.status, 'active')));
}
