import { eq } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { profiles, projects, squadMembers, users } from '../../db/schema/index.js';

/** The project's owner (the client) and the member's expert: the two sides of an engagement. */
export const ownerProfiles = alias(profiles, 'owner_profile');
export const expertProfiles = alias(profiles, 'expert_profile');
export const experts = alias(users, 'expert');

/**
 * Joins the two sides of the squad member a query already holds (`squad_members`): its project with
 * the owner's profile, and its expert's profile.
 */
export function joinMemberSides<T extends PgSelect>(query: T) {
  return query
    .innerJoin(projects, eq(projects.id, squadMembers.projectId))
    .innerJoin(ownerProfiles, eq(ownerProfiles.id, projects.profileId))
    .innerJoin(expertProfiles, eq(expertProfiles.id, squadMembers.profileId));
}
