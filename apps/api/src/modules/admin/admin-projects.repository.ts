import type { AdminProject, AdminProjectQuery, Page } from '@fractional/contract';
import { and, asc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { businessDetails, invitations, profiles, projects, users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { toProject } from '../projects/index.js';
import { userSearch } from './admin-users.repository.js';

/** Invitations sent for the project, whatever their status (an index range on invitations_project_created_idx). */
const INVITATIONS_COUNT =
  sql<number>`(select count(*) from ${invitations} i where i.project_id = ${projects.id})::int`.mapWith(Number);
const HAS_INVITATION = sql`exists (select 1 from ${invitations} i where i.project_id = ${projects.id})`;

/** Part of the project's name, the client's name or e-mail, or their organisation's name (case-insensitive). */
function projectSearch(text: string): SQL {
  const pattern = containsPattern(text);
  return sql`(lower(${projects.name}) like ${pattern} or ${userSearch(text)} or lower(${businessDetails.orgName}) like ${pattern})`;
}

function queueQuery(db: Database, where: SQL | undefined) {
  return db
    .select({
      project: projects,
      client: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        orgName: businessDetails.orgName,
        industry: businessDetails.industry,
      },
      invitationsCount: INVITATIONS_COUNT,
    })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(businessDetails, eq(businessDetails.userId, users.id))
    .where(where);
}

type QueueRow = Awaited<ReturnType<typeof queueQuery>>[number];

function toAdminProject(row: QueueRow): AdminProject {
  const project = toProject(row.project);
  return {
    ...project,
    client: row.client,
    invitationsCount: row.invitationsCount,
    waitingSince: row.invitationsCount === 0 ? project.createdAt : null,
  };
}

/**
 * `GET /admin/projects`: every project with its client, oldest first; `waiting` keeps those with no
 * invitation, `search` those whose name, client or organisation contains the text.
 */
export async function listAdminProjects(db: Database, query: AdminProjectQuery): Promise<Page<AdminProject>> {
  const rows = await queueQuery(
    db,
    and(
      query.search ? projectSearch(query.search) : undefined,
      query.status ? eq(projects.status, query.status) : undefined,
      query.waiting === undefined ? undefined : query.waiting ? not(HAS_INVITATION) : HAS_INVITATION,
    ),
  )
    .orderBy(asc(projects.createdAt), asc(projects.id))
    .offset((query.page - 1) * query.limit)
    .limit(query.limit + 1);
  return { data: rows.slice(0, query.limit).map(toAdminProject), hasNextPage: rows.length > query.limit };
}

export async function findAdminProject(db: Database, id: number): Promise<AdminProject | undefined> {
  const [row] = await queueQuery(db, eq(projects.id, id));
  return row && toAdminProject(row);
}
