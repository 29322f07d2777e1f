import { Roles, Statuses, type Rating } from '@fractional/contract';
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { businessDetails, profiles, projectInterests, projects, users } from '../../db/schema/index.js';
import { BRIEF_COLUMNS } from '../invitations/index.js';
import { ratingJson } from '../matching/index.js';

const ownerProfiles = alias(profiles, 'owner_profile');
const owners = alias(users, 'owner_user');

/**
 * An open brief (docs/discovery.md#open-briefs-and-interest): visibility `open`, not completed, owned by
 * an active client with a verified address and an open account. Anything else is never listed, and an
 * interest in it is a 404.
 */
export const IS_OPEN_BRIEF: SQL = and(
  eq(projects.visibility, 'open'),
  ne(projects.status, 'completed'),
  eq(owners.roleId, Roles.client.id),
  eq(owners.statusId, Statuses.active.id),
  isNotNull(owners.emailVerifiedAt),
  isNull(owners.deletedAt),
)!;

/** The brief as an expert reads it before any invitation: no names, no contact. */
const briefView = {
  project: BRIEF_COLUMNS,
  ownerUserId: owners.id,
  orgName: businessDetails.orgName,
  industry: businessDetails.industry,
  clientRating: sql<Rating | null>`${sql.raw(ratingJson('"owner_profile"."id"', 'client'))}`,
};

function selectBriefs(db: Database) {
  return db
    .select(briefView)
    .from(projects)
    .innerJoin(ownerProfiles, eq(ownerProfiles.id, projects.profileId))
    .innerJoin(owners, eq(owners.id, ownerProfiles.userId))
    .leftJoin(businessDetails, eq(businessDetails.userId, owners.id));
}

export type BriefView = Awaited<ReturnType<typeof findOpenBriefs>>[number];

/**
 * The newest `limit` open briefs of other users whose words hold every one of `lexemes` (the query's
 * meaningful words as `text_terms` reads them; none: every open brief).
 */
export function findOpenBriefs(db: Database, callerUserId: number, lexemes: string[], limit: number) {
  return selectBriefs(db)
    .where(
      and(
        IS_OPEN_BRIEF,
        ne(owners.id, callerUserId),
        lexemes.length > 0 ? sql`${projects.briefLexemes} @> ${sql.param(lexemes)}::text[]` : undefined,
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit);
}

/** One open brief (after the project's lock), or undefined when the project is missing or not open. */
export async function findOpenBrief(db: Database, projectId: number): Promise<BriefView | undefined> {
  const [row] = await selectBriefs(db).where(and(eq(projects.id, projectId), IS_OPEN_BRIEF));
  return row;
}

/** The expert's interests in some projects, by project id. */
export async function findInterestsOf(db: Database, profileId: number, projectIds: number[]) {
  if (projectIds.length === 0) return new Map<number, typeof projectInterests.$inferSelect>();
  const rows = await db
    .select()
    .from(projectInterests)
    .where(and(eq(projectInterests.profileId, profileId), inArray(projectInterests.projectId, projectIds)));
  return new Map(rows.map((row) => [row.projectId, row]));
}
