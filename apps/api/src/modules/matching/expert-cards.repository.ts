import type { ExpertCard } from '@fractional/contract';
import { Roles } from '@fractional/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { namedRows } from '../../db/prepared.js';
import { profiles, users } from '../../db/schema/index.js';
import { completedEngagementsSql, ratingJson } from '../reviews/track-record.sql.js';

/**
 * A profile's ordered links to one catalogue, as the catalogue's JSON objects (`[]` when none). Each
 * link looks its item up by primary key (the `offset 0` keeps the lookup a subquery): joined plainly, the
 * catalogue is small enough that the planner hashes all of it again for every card of a page.
 */
function linked(links: string, column: string, catalogue: string, fields: Record<string, string>): string {
  const object = Object.entries(fields)
    .map(([key, field]) => `'${key}', c.${field}`)
    .join(', ');
  return `coalesce((select json_agg(json_build_object(${object}) order by l.position)
    from ${links} l cross join lateral (select * from ${catalogue} c where c.id = l.${column} offset 0) c
    where l.profile_id = p.id), '[]')`;
}

/**
 * The public expert card (docs/matching.md) of profile `p`, whose user is joined as `u`, as one JSON value
 * built by the database: the matches' page and every other list of cards read it in the statement
 * that finds the profiles. Only the columns a card shows: never the e-mail, the phone number or the CVs.
 */
export const EXPERT_CARD = sql.raw(`json_build_object(
  'profileId', p.id, 'firstName', u.first_name, 'lastName', u.last_name, 'description', p.description,
  'jobLevel', p.job_level, 'yearsOfExperience', p.years_of_experience,
  'fractionalExperience', p.fractional_experience,
  'jobRole', ${linked('profile_job_roles', 'job_role_id', 'job_roles', { id: 'id', roleCode: 'role_code', role: 'role' })},
  'expertise', ${linked('profile_expertises', 'expertise_id', 'expertises', { id: 'id', expertiseCode: 'expertise_code', expertise: 'expertise' })},
  'skills', ${linked('profile_skills', 'skill_id', 'skills', { id: 'id', skill: 'skill', code: 'code', description: 'description' })},
  'industries', nullif(array_to_string(p.industries, ','), ''), 'timezone', u.timezone,
  'capacityHoursPerWeek', p.capacity_hours_per_week,
  'availableHoursPerWeek', greatest(0, p.capacity_hours_per_week - p.booked_hours_per_week),
  'hourlyRateMin', p.hourly_rate_min, 'hourlyRateMax', p.hourly_rate_max, 'website', p.website,
  'vetting', p.vetting, 'rating', ${ratingJson('p.id', 'expert')},
  'completedEngagements', ${completedEngagementsSql('p.id')})`);

/** The public expert cards of these profiles, by profile id. */
export async function loadExpertCards(db: Database, profileIds: number[]): Promise<Map<number, ExpertCard>> {
  if (profileIds.length === 0) return new Map();
  const rows = await namedRows<{ card: ExpertCard }>(
    db,
    sql`select ${EXPERT_CARD} as card from profiles p join users u on u.id = p.user_id
    where p.id = any(${sql.param(profileIds)}::int[])`,
  );
  return new Map(rows.map(({ card }) => [card.profileId, card]));
}

/** Whether the profile is a contractor's, so it has an expert card (an admin may see any of them). */
export async function isExpertProfile(db: Database, profileId: number): Promise<boolean> {
  const found = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, and(eq(users.id, profiles.userId), eq(users.roleId, Roles.contractor.id)))
    .where(eq(profiles.id, profileId));
  return found.length > 0;
}
