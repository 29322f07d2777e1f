import type { SquadMemberStatus } from '@fractional/contract';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { profiles, projects, squadMembers } from '../../db/schema/index.js';

const ownerProfiles = alias(profiles, 'owner_profile');

/** A project's basics with its owner: what access and the engagement pages read of it. */
const projectBasics = {
  id: projects.id,
  name: projects.name,
  status: projects.status,
  hoursPerWeek: projects.hoursPerWeek,
  currency: projects.currency,
  timeline: projects.timeline,
  squadFormedAt: projects.squadFormedAt,
  outcomesProgress: projects.outcomesProgress,
  productivity: projects.productivity,
  ownerUserId: ownerProfiles.userId,
};

/** A seat as `json_build_object` returns it: its dates are ISO strings. */
interface SeatJson {
  id: number;
  status: SquadMemberStatus;
  joinedAt: string;
  endedAt: string | null;
}

/** A project with its owner, locked FOR UPDATE: invitations, accepts and completion of one project queue here. */
export async function lockProject(db: Database, projectId: number) {
  const [row] = await db
    .select(projectBasics)
    .from(projects)
    .innerJoin(ownerProfiles, eq(ownerProfiles.id, projects.profileId))
    .where(eq(projects.id, projectId))
    .for('update', { of: projects });
  return row;
}

/** The project's basics with the seats `userId` holds or held in its squad (newest first), in one query. */
export async function findProjectWithSeats(db: Database, projectId: number, userId: number) {
  const [row] = await db
    .select({
      ...projectBasics,
      seats: sql<SeatJson[]>`coalesce((
        select json_agg(json_build_object('id', m.id, 'status', m.status, 'joinedAt', m.joined_at, 'endedAt', m.ended_at)
                        order by m.joined_at desc, m.id desc)
        from squad_members m join profiles p on p.id = m.profile_id
        where m.project_id = ${projects.id} and p.user_id = ${userId}), '[]'::json)`,
    })
    .from(projects)
    .innerJoin(ownerProfiles, eq(ownerProfiles.id, projects.profileId))
    .where(eq(projects.id, projectId));
  if (!row) return undefined;
  const { seats, ...project } = row;
  return {
    project,
    seats: seats.map((seat) => ({
      ...seat,
      joinedAt: new Date(seat.joinedAt),
      endedAt: seat.endedAt === null ? null : new Date(seat.endedAt),
    })),
  };
}

/** One seat of the project's squad with its expert's user; undefined when the project has no such seat. */
export async function findSquadMember(db: Database, projectId: number, memberId: number) {
  const [row] = await db
    .select({ member: squadMembers, userId: profiles.userId })
    .from(squadMembers)
    .innerJoin(profiles, eq(profiles.id, squadMembers.profileId))
    .where(and(eq(squadMembers.id, memberId), eq(squadMembers.projectId, projectId)));
  return row;
}
