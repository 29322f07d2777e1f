import {
  AVAILABILITY_FIELDS,
  ErrorKeys,
  type Profile,
  type ProfileCreate,
  type ProfileUpdate,
  type RoleName,
  type UserUpdate,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import { countProjectsOfProfile } from '../projects/index.js';
import { loadUser } from '../users/index.js';
import {
  findProfileRowById,
  findProfileRowByUserId,
  insertProfile,
  lockProfileRow,
  replaceProfileLinks,
  updateProfileRow,
  type ProfileLinks,
  type ProfileRow,
  type ProfileValues,
} from './profiles.repository.js';
import { withTransaction } from '../../db/transaction.js';

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
    await withTransaction(db, async (tx) => {
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

type ProfilePatch = NonNullable<UserUpdate['profile']>;

/**
 * The columns of a profile patch, after the availability rules of docs/matching.md: only contractors carry
 * availability (a client's body naming it → 422 `contractorOnly` on each such field), and the rate band
 * must hold against the stored other bound (→ 422 `{hourlyRateMin:'minAboveMax'}`). `prefix` is the
 * path of a nested body (`profile.`). Called with the profile row locked, so `stored` is current.
 */
function profileValues(
  input: ProfilePatch,
  role: RoleName,
  stored: ProfileRow | undefined,
  prefix = '',
): ProfileValues {
  const { industries, ...values } = input;
  const named = AVAILABILITY_FIELDS.filter((field) => input[field] !== undefined);
  if (role !== 'contractor' && named.length > 0) {
    throw AppError.validation(Object.fromEntries(named.map((field) => [prefix + field, ErrorKeys.contractorOnly])));
  }
  const min = input.hourlyRateMin !== undefined ? input.hourlyRateMin : (stored?.hourlyRateMin ?? null);
  const max = input.hourlyRateMax !== undefined ? input.hourlyRateMax : (stored?.hourlyRateMax ?? null);
  if (min !== null && max !== null && min > max) {
    throw AppError.validation({ [`${prefix}hourlyRateMin`]: ErrorKeys.minAboveMax });
  }
  // Naming any availability field is the expert choosing it: the profile stops reading "Availability not set".
  // `listed` (Find experts, docs/discovery.md) is no availability: it changes nothing of that.
  const chosen = named.some((field) => field !== 'listed') ? { availabilitySet: true } : {};
  if (industries === undefined) return { ...values, ...chosen };
  return { ...values, ...chosen, industries: industries ? industries.split(',') : [] };
}

/**
 * Scalar fields and the given link lists (each replaced, order kept) in one transaction. `projects`
 * is only checked: projects join their profile when created, so a valid list changes nothing.
 */
export async function updateProfile(
  db: Database,
  userId: number,
  role: RoleName,
  id: number,
  input: ProfileUpdate,
): Promise<Profile> {
  const profileId = await requireOwnProfileId(db, userId, id);
  const { jobRole, expertise, skills, projects, ...patch } = input;
  await withTransaction(db, async (tx) => {
    await lockProfileRow(tx, profileId);
    const values = profileValues(patch, role, await findProfileRowById(tx, profileId));
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

/**
 * `PATCH /auth/me` with `profile`, inside the caller's transaction: updates the user's profile, or
 * creates it when the user has none (then job level and years of experience are needed).
 */
export async function saveProfileOfUser(
  tx: Database,
  userId: number,
  role: RoleName,
  input: ProfilePatch,
): Promise<void> {
  const { jobRole, expertise, skills, ...patch } = input;
  const links = { jobRole, expertise, skills };
  const existing = await findProfileRowByUserId(tx, userId);
  if (existing) {
    await lockProfileRow(tx, existing.id);
    const values = profileValues(patch, role, await findProfileRowById(tx, existing.id), 'profile.');
    await updateProfileRow(tx, existing.id, values);
    await replaceNestedLinks(tx, existing.id, links);
    return;
  }
  const values = profileValues(patch, role, undefined, 'profile.');
  const { jobLevel, yearsOfExperience } = values;
  if (!jobLevel || !yearsOfExperience) {
    const missing = Object.entries({ jobLevel, yearsOfExperience }).filter(([, value]) => !value);
    throw AppError.validation(
      Object.fromEntries(missing.map(([key]) => [`profile.${key}`, `${key} should not be empty`])),
    );
  }
  const profileId = await insertProfile(tx, userId, { ...values, jobLevel, yearsOfExperience });
  await replaceNestedLinks(tx, profileId, links);
}

/** The links of a nested `profile` body: an unknown id is reported as `profile.<field>`. */
async function replaceNestedLinks(tx: Database, profileId: number, links: ProfileLinks): Promise<void> {
  try {
    await replaceProfileLinks(tx, profileId, links);
  } catch (error) {
    if (!(error instanceof AppError) || !error.fieldErrors) throw error;
    const entries = Object.entries(error.fieldErrors).map(([key, message]): [string, string] => [
      `profile.${key}`,
      message,
    ]);
    throw AppError.validation(Object.fromEntries(entries));
  }
}
