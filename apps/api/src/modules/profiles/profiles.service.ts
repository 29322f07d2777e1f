import { ErrorKeys, type Profile, type ProfileCreate, type ProfileUpdate } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import { countProjectsOfProfile } from '../projects/projects.repository.js';
import { loadUser } from '../users/users.repository.js';
import {
  findProfileRowById,
  findProfileRowByUserId,
  insertProfile,
  lockProfileRow,
  replaceProfileLinks,
  updateProfileRow,
} from './profiles.repository.js';

const PROFILE_EXISTS = { user: ErrorKeys.profileExists };

/** The user's profile in the one shape `GET /auth/me` uses too. */
async function profileOf(db: Database, userId: number): Promise<Profile> {
  const profile = (await loadUser(db, userId))?.profiles[0];
  if (!profile) throw AppError.notFound('Profile not found');
  return profile;
}

/** The caller's profile by id; someone else's answers 404 like a missing one, revealing nothing. */
async function requireOwnProfileId(db: Database, userId: number, id: number): Promise<number> {
  const row = await findProfileRowById(db, id);
  if (!row || row.userId !== userId) throw AppError.notFound('Profile not found');
  return row.id;
}

export async function getProfile(db: Database, userId: number, id: number): Promise<Profile> {
  await requireOwnProfileId(db, userId, id);
  return profileOf(db, userId);
}

/** A user without a profile (Google sign-up) creates their one profile. */
export async function createProfile(db: Database, userId: number, input: ProfileCreate): Promise<Profile> {
  const { user, jobRole, expertise, skills, ...values } = input;
  if (user.id !== userId) throw AppError.forbidden('You can only create your own profile');
  try {
    await db.transaction(async (tx) => {
      if (await findProfileRowByUserId(tx, userId)) throw AppError.validation(PROFILE_EXISTS);
      const profileId = await insertProfile(tx, userId, values);
      await replaceProfileLinks(tx, profileId, { jobRole, expertise, skills });
    });
  } catch (error) {
    // Two creations at once: the unique user_id lets exactly one through.
    if (isUniqueViolation(error, 'profiles_user_id_unique')) throw AppError.validation(PROFILE_EXISTS);
    throw error;
  }
  return profileOf(db, userId);
}

/**
 * Scalar fields and the given link lists (each replaced, order kept) in one transaction. `projects`
 * is only checked: projects join their profile when created, so a valid list changes nothing.
 */
export async function updateProfile(db: Database, userId: number, id: number, input: ProfileUpdate): Promise<Profile> {
  const profileId = await requireOwnProfileId(db, userId, id);
  const { jobRole, expertise, skills, projects, ...values } = input;
  await db.transaction(async (tx) => {
    await lockProfileRow(tx, profileId);
    if (projects) {
      const ids = [...new Set(projects.map((project) => project.id))];
      if ((await countProjectsOfProfile(tx, profileId, ids)) !== ids.length) {
        throw AppError.validation({ projects: ErrorKeys.notOwnProject });
      }
    }
    await updateProfileRow(tx, profileId, values);
    await replaceProfileLinks(tx, profileId, { jobRole, expertise, skills });
  });
  return profileOf(db, userId);
}
