import { Roles, Statuses, type AdminUser, type AdminUserQuery, type Page } from '@fractional/contract';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { roleOf, statusOf } from '../users/index.js';

/** Matches part of the user's e-mail or full name (case-insensitive). */
export function userSearch(text: string): SQL {
  const pattern = containsPattern(text);
  return sql`(lower(${users.email}) like ${pattern} or lower(concat_ws(' ', ${users.firstName}, ${users.middleName}, ${users.lastName})) like ${pattern})`;
}

const ADMIN_USER_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  provider: users.provider,
  roleId: users.roleId,
  statusId: users.statusId,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
  // Spelled out: drizzle leaves the columns of a one-table select unqualified, and sessions has an id too.
  lastSeenAt: sql<Date | null>`(select max(s.last_used_at) from sessions s where s.user_id = "users"."id")`,
  // An account an admin created waits for its owner to choose a password (docs/product.md#admin-console).
  awaitingPassword: sql<boolean>`("users"."password_hash" is null and "users"."provider" = 'email')`,
  // The newest open e-mail-change link (password_resets keeps every mailed link, ADR 0010).
  pendingEmail: sql<string | null>`(select l.email from password_resets l where l.user_id = "users"."id"
    and l.purpose = 'emailChange' and l.used_at is null and l.expires_at > now() order by l.created_at desc limit 1)`,
};

function selectAdminUsers(db: Database) {
  return db.select(ADMIN_USER_COLUMNS).from(users);
}
type AdminUserRow = Awaited<ReturnType<typeof selectAdminUsers>>[number];

/** The row as the console shows it: never a password hash, a social id or a token. */
function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    provider: row.provider,
    role: roleOf(row.roleId),
    status: statusOf(row.statusId),
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    // Raw SQL is not mapped by the column: PGlite answers a Date, node-postgres a string.
    lastSeenAt: row.lastSeenAt === null ? null : new Date(row.lastSeenAt).toISOString(),
    awaitingPassword: Boolean(row.awaitingPassword),
    pendingEmail: row.pendingEmail,
  };
}

/** `GET /admin/users`: newest first, filtered by a search text, a role and a status. */
export async function listAdminUsers(db: Database, query: AdminUserQuery): Promise<Page<AdminUser>> {
  const rows = await selectAdminUsers(db)
    .where(
      and(
        query.search ? userSearch(query.search) : undefined,
        query.role ? eq(users.roleId, Roles[query.role].id) : undefined,
        query.status ? eq(users.statusId, Statuses[query.status].id) : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .offset((query.page - 1) * query.limit)
    .limit(query.limit + 1);
  return { data: rows.slice(0, query.limit).map(toAdminUser), hasNextPage: rows.length > query.limit };
}

export async function findAdminUser(db: Database, id: number): Promise<AdminUser | undefined> {
  const [row] = await selectAdminUsers(db).where(eq(users.id, id));
  return row && toAdminUser(row);
}

/**
 * Locks the active admins' rows (in id order, so two transactions never wait on each other in a
 * circle) and returns their ids. A transaction that deactivates an admin holds these locks, so two
 * admins deactivating each other at once are serialised and the second sees the first's change.
 */
export async function lockActiveAdmins(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, Roles.admin.id), eq(users.statusId, Statuses.active.id), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The user's row, locked for the rest of the transaction. */
export async function lockUser(
  db: Database,
  id: number,
): Promise<
  Pick<typeof users.$inferSelect, 'id' | 'email' | 'firstName' | 'roleId' | 'statusId' | 'deletedAt'> | undefined
> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      roleId: users.roleId,
      statusId: users.statusId,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}
