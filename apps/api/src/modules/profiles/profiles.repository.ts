import { eq, inArray, sql } from 'drizzle-orm';
import type { AvailabilityFields, ProfileCreate } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import {
  expertises,
  jobRoles,
  profileExpertises,
  profileJobRoles,
  profileSkills,
  profiles,
  skills,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

export type ProfileRow = typeof profiles.$inferSelect;
/** The scalar profile columns a request may set (links are separate); industries as an array. */
export type ProfileValues = Omit<Partial<ProfileCreate>, 'user' | 'jobRole' | 'expertise' | 'skills'> &
  Omit<AvailabilityFields, 'industries'> & { industries?: string[] };

export interface ProfileLinks {
  jobRole?: ReadonlyArray<{ id: number }> | undefined;
  expertise?: ReadonlyArray<{ id: number }> | undefined;
  skills?: ReadonlyArray<{ id: number }> | undefined;
}

const LINKS = {
  jobRole: { link: profileJobRoles, target: jobRoles },
  expertise: { link: profileExpertises, target: expertises },
  skills: { link: profileSkills, target: skills },
} as const;

export async function findProfileRowById(db: Database, id: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return row;
}

const profileByUserQuery = preparedFor((db) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('find_profile_by_user'),
);

export async function findProfileRowByUserId(db: Database, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await profileByUserQuery(db).execute({ userId });
  return row;
}

/** Locks the profile row until the transaction ends, so concurrent edits of its links take turns. */
export async function lockProfileRow(db: Database, id: number): Promise<void> {
  await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id)).for('update');
}

export async function insertProfile(db: Database, userId: number, values: ProfileValues): Promise<number> {
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...values })
    .returning({ id: profiles.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateProfileRow(db: Database, id: number, values: ProfileValues): Promise<void> {
  await db
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(profiles.id, id));
}

/**
 * Replaces each given list of reference links, keeping the order given. Unknown ids are a 422 on
 * that field (checked first, so nothing is written). Lists left undefined are not touched.
 */
export async function replaceProfileLinks(db: Database, profileId: number, links: ProfileLinks): Promise<void> {
  const fields = (Object.keys(LINKS) as Array<keyof typeof LINKS>).filter((field) => links[field] !== undefined);
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const ids = links[field]!.map((ref) => ref.id);
    if (ids.length === 0) continue;
    const { target } = LINKS[field];
    const found = await db.select({ id: target.id }).from(target).where(inArray(target.id, ids));
    if (found.length !== new Set(ids).size) errors[field] = 'unknownReference';
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  for (const field of fields) {
    const { link } = LINKS[field];
    await db.delete(link).where(eq(link.profileId, profileId));
    const rows = links[field]!.map((ref, position) => ({ profileId, refId: ref.id, position }));
    if (rows.length > 0) await db.insert(link).values(rows);
  }
}
