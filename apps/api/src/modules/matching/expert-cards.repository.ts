import type { ExpertCard } from '@fractional/contract';
import { Roles } from '@fractional/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { namedRows } from '../../db/prepared.js';
import { profiles, users } from '../../db/schema/index.js';
import { catalogueItems, type CatalogueItems } from '../reference/index.js';
import { completedEngagementsSql, ratingJson } from './track-record.sql.js';

/**
 * The public expert card (docs/matching.md) of profile `p`, whose user is joined as `u`, as one JSON value
 * built by the database: the matches' page and every other list of cards read it in the statement
 * that finds the profiles. Only the columns a card shows: never the e-mail, the phone number or the CVs.
 * Its roles, expertise and skills are the profile's ids in the expert's order (kept on the row by
 * migration 0011's trigger); `namedCards` names them from the catalogues kept in memory.
 */
export const EXPERT_CARD = sql.raw(`json_build_object(
  'profileId', p.id, 'firstName', u.first_name, 'lastName', u.last_name, 'description', p.description,
  'jobLevel', p.job_level, 'yearsOfExperience', p.years_of_experience,
  'fractionalExperience', p.fractional_experience,
  'jobRole', p.role_ids, 'expertise', p.expertise_ids, 'skills', p.skill_ids,
  'industries', nullif(array_to_string(p.industries, ','), ''), 'timezone', u.timezone,
  'capacityHoursPerWeek', p.capacity_hours_per_week,
  'availableHoursPerWeek', greatest(0, p.capacity_hours_per_week - p.booked_hours_per_week),
  'hourlyRateMin', p.hourly_rate_min, 'hourlyRateMax', p.hourly_rate_max, 'rateCurrency', p.rate_currency,
  'website', p.website,
  'vetting', p.vetting, 'rating', ${ratingJson('p.id', 'expert')},
  'completedEngagements', ${completedEngagementsSql('p.id')})`);

/** A card as EXPERT_CARD reads it: catalogue items as ids. */
export interface CardOfIds extends Omit<ExpertCard, 'jobRole' | 'expertise' | 'skills'> {
  jobRole: number[];
  expertise: number[];
  skills: number[];
}

function knows(items: CatalogueItems, card: CardOfIds): boolean {
  return (
    card.jobRole.every((id) => items.roles.has(id)) &&
    card.expertise.every((id) => items.expertise.has(id)) &&
    card.skills.every((id) => items.skills.has(id))
  );
}

const pick = <T>(items: ReadonlyMap<number, T>, ids: number[]): T[] => ids.flatMap((id) => items.get(id) ?? []);

/** Rows with EXPERT_CARD's `card`, the card's catalogue ids replaced by the items they name. */
export async function namedCards<T extends { card: CardOfIds }>(
  db: Database,
  rows: T[],
): Promise<Array<Omit<T, 'card'> & { card: ExpertCard }>> {
  if (rows.length === 0) return [];
  const items = await catalogueItems(db, (kept) => rows.every(({ card }) => knows(kept, card)));
  return rows.map((row) => ({
    ...row,
    card: {
      ...row.card,
      jobRole: pick(items.roles, row.card.jobRole),
      expertise: pick(items.expertise, row.card.expertise),
      skills: pick(items.skills, row.card.skills),
    },
  }));
}

/** The public expert cards of these profiles, by profile id. */
export async function loadExpertCards(db: Database, profileIds: number[]): Promise<Map<number, ExpertCard>> {
  if (profileIds.length === 0) return new Map();
  const rows = await namedRows<{ card: CardOfIds }>(
    db,
    sql`select ${EXPERT_CARD} as card from profiles p join users u on u.id = p.user_id
    where p.id = any(${sql.param(profileIds)}::int[])`,
  );
  return new Map((await namedCards(db, rows)).map(({ card }) => [card.profileId, card]));
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
