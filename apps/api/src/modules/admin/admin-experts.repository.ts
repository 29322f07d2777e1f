import type { AdminExpert, AdminExpertQuery, VettingDecision, VettingStatus } from '@fractional/contract';
import { Roles } from '@fractional/contract';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { files, profiles, users } from '../../db/schema/index.js';
import { toStoredFile } from '../files/index.js';
import { loadExpertCards } from '../matching/index.js';
import { statusOf } from '../users/index.js';
import { userSearch } from './admin-users.repository.js';

const decider = alias(users, 'decider');

/** Contractors' profiles only: clients have profiles too, but nothing to vet. */
const isExpert = and(eq(users.roleId, Roles.contractor.id), eq(profiles.userId, users.id));

/**
 * The console's expert cards of these profiles, by profile id: the public card (docs/matching.md) plus the
 * e-mail, account state, uploaded CVs and the vetting decision with who made it.
 */
async function loadAdminExperts(db: Database, profileIds: number[]): Promise<Map<number, AdminExpert>> {
  if (profileIds.length === 0) return new Map();
  const cards = await loadExpertCards(db, profileIds);
  const rows = await db
    .select({
      profileId: profiles.id,
      userId: users.id,
      email: users.email,
      statusId: users.statusId,
      emailVerifiedAt: users.emailVerifiedAt,
      openToWork: profiles.openToWork,
      vettingNote: profiles.vettingNote,
      vettingDecidedAt: profiles.vettingDecidedAt,
      createdAt: profiles.createdAt,
      decider: { id: decider.id, firstName: decider.firstName, lastName: decider.lastName, email: decider.email },
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(decider, eq(decider.id, profiles.vettingDecidedBy))
    .where(inArray(profiles.id, profileIds));
  const cvs = await db
    .select()
    .from(files)
    .where(and(inArray(files.profileId, profileIds), isNotNull(files.uploadedAt)))
    .orderBy(asc(files.id));
  const experts = new Map<number, AdminExpert>();
  for (const row of rows) {
    const card = cards.get(row.profileId);
    if (!card) continue;
    experts.set(row.profileId, {
      ...card,
      userId: row.userId,
      email: row.email,
      status: statusOf(row.statusId).name,
      emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
      openToWork: row.openToWork,
      cvFiles: cvs.filter((file) => file.profileId === row.profileId).map(toStoredFile),
      vettingNote: row.vettingNote,
      vettingDecidedAt: row.vettingDecidedAt?.toISOString() ?? null,
      vettingDecidedBy: row.decider,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return experts;
}

export async function findAdminExpert(db: Database, profileId: number): Promise<AdminExpert | undefined> {
  return (await loadAdminExperts(db, [profileId])).get(profileId);
}

/** `GET /admin/experts`: contractors' profiles, oldest first (the vetting queue), by vetting and search text. */
export async function listAdminExperts(
  db: Database,
  query: AdminExpertQuery,
): Promise<{ data: AdminExpert[]; hasNextPage: boolean }> {
  const ids = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, isExpert)
    .where(
      and(
        // A closed account ("Former member") has nothing left to vet.
        isNull(users.deletedAt),
        query.vetting ? eq(profiles.vetting, query.vetting) : undefined,
        query.search ? userSearch(query.search) : undefined,
      ),
    )
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
    .offset((query.page - 1) * query.limit)
    .limit(query.limit + 1);
  const page = ids.slice(0, query.limit).map((row) => row.id);
  const experts = await loadAdminExperts(db, page);
  return { data: page.flatMap((id) => experts.get(id) ?? []), hasNextPage: ids.length > query.limit };
}

/** An expert's profile row for a vetting decision, locked until the transaction ends. */
export async function lockExpertForVetting(
  db: Database,
  profileId: number,
): Promise<
  | { vetting: VettingStatus; note: string | null; firstName: string | null; lastName: string | null; email: string }
  | undefined
> {
  const [row] = await db
    .select({
      vetting: profiles.vetting,
      note: profiles.vettingNote,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(profiles)
    .innerJoin(users, isExpert)
    // A closed account is not vetted any more: it is not found.
    .where(and(eq(profiles.id, profileId), isNull(users.deletedAt)))
    .for('update', { of: profiles });
  return row;
}

/** Stores the decision; the profile's trigger recomputes whether the expert can be matched. */
export async function saveVetting(
  db: Database,
  profileId: number,
  decision: VettingDecision,
  adminId: number,
): Promise<void> {
  const now = new Date();
  await db
    .update(profiles)
    .set({
      vetting: decision.vetting,
      vettingNote: decision.note ?? null,
      vettingDecidedBy: adminId,
      vettingDecidedAt: now,
      updatedAt: now,
    })
    .where(eq(profiles.id, profileId));
}
