import { Statuses } from '@fractional/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files, profileSkills, profiles, projects, users } from '../../db/schema/index.js';
import type { FileRow } from '../files/index.js';
import type { ProjectRow } from '../projects/index.js';

/** The non-routable, unique address a closed account keeps, so its old address is free again. */
export function tombstoneEmail(userId: number): string {
  return `deleted+${userId}@invalid`;
}

/** Every project of the user's profile, oldest first. */
export async function listAllProjectsOfUser(db: Database, userId: number): Promise<ProjectRow[]> {
  const rows = await db
    .select({ project: projects })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.profileId))
    .where(eq(profiles.userId, userId))
    .orderBy(asc(projects.id));
  return rows.map((row) => row.project);
}

/** Every file row of the user's profile, pending uploads included. */
export async function listAllFilesOfUser(db: Database, userId: number): Promise<FileRow[]> {
  const rows = await db
    .select({ file: files })
    .from(files)
    .innerJoin(profiles, eq(profiles.id, files.profileId))
    .where(eq(profiles.userId, userId))
    .orderBy(asc(files.id));
  return rows.map((row) => row.file);
}

/**
 * Erases the personal data of a closing account (docs/api.md#account-and-trust) and returns its profile's id and the
 * storage paths of its files, whose rows are gone. Names become "Former member"; the e-mail becomes a tombstone; the
 * user is inactive and deleted. Projects, business detail and the profile row stay.
 */
export async function eraseUser(db: Database, userId: number): Promise<{ profileId: number | null; paths: string[] }> {
  const [profile] = await db
    .update(profiles)
    .set({ description: null, website: null, titleHeader: null, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({ id: profiles.id });
  let paths: string[] = [];
  if (profile) {
    await db.delete(profileSkills).where(eq(profileSkills.profileId, profile.id));
    const removed = await db.delete(files).where(eq(files.profileId, profile.id)).returning({ path: files.path });
    paths = removed.map((row) => row.path);
  }
  const now = new Date();
  await db
    .update(users)
    .set({
      email: tombstoneEmail(userId),
      emailVerifiedAt: null,
      passwordHash: null,
      socialId: null,
      firstName: 'Former',
      middleName: null,
      lastName: 'member',
      mobileNumber: null,
      timezone: null,
      statusId: Statuses.inactive.id,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  return { profileId: profile?.id ?? null, paths };
}
