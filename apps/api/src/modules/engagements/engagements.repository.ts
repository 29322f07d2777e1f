import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { profiles, projects, squadMembers, users } from '../../db/schema/index.js';

export interface Contact {
  userId: number;
  email: string;
  firstName: string | null;
}

/** The project's name, owner, and its active members' user ids and contacts. */
export async function projectPeople(db: Database, projectId: number) {
  const ownerProfiles = profiles;
  const [project] = await db
    .select({
      name: projects.name,
      status: projects.status,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
    })
    .from(projects)
    .innerJoin(ownerProfiles, eq(ownerProfiles.id, projects.profileId))
    .innerJoin(users, eq(users.id, ownerProfiles.userId))
    .where(eq(projects.id, projectId));
  const members = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName })
    .from(squadMembers)
    .innerJoin(profiles, eq(profiles.id, squadMembers.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(squadMembers.projectId, projectId), eq(squadMembers.status, 'active')));
  return (
    project && {
      project,
      owner: { userId: project.userId, email: project.email, firstName: project.firstName },
      members,
    }
  );
}
