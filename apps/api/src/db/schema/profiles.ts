import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { expertises, jobRoles, skills } from './reference.js';
import { timestamps, users } from './users.js';

export const profiles = pgTable('profiles', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  description: text('description'),
  yearsOfExperience: text('years_of_experience'),
  jobLevel: text('job_level'),
  website: text('website'),
  fxnlScore: real('fxnl_score'),
  titleHeader: text('title_header'),
  leadSource: text('lead_source'),
  fractionalExperience: text('fractional_experience'),
  ...timestamps,
});

/** The ordered reference links of a profile: `position` keeps the order the user chose. */
function profileLinks<TName extends string, TColumn extends string>(
  name: TName,
  column: TColumn,
  target: () => AnyPgColumn,
) {
  return pgTable(
    name,
    {
      profileId: integer('profile_id')
        .notNull()
        .references(() => profiles.id, { onDelete: 'cascade' }),
      refId: integer(column).notNull().references(target, { onDelete: 'cascade' }),
      position: smallint('position').notNull(),
    },
    (table) => [primaryKey({ columns: [table.profileId, table.refId] }), index(`${name}_ref_idx`).on(table.refId)],
  );
}

export const profileJobRoles = profileLinks('profile_job_roles', 'job_role_id', () => jobRoles.id);
export const profileExpertises = profileLinks('profile_expertises', 'expertise_id', () => expertises.id);
export const profileSkills = profileLinks('profile_skills', 'skill_id', () => skills.id);

export const businessDetails = pgTable('business_details', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  orgName: text('org_name').notNull(),
  industry: text('industry').notNull(),
  segment: text('segment').notNull(),
  headQuarters: text('head_quarters').notNull(),
  teamSize: text('team_size').notNull(),
  ...timestamps,
});
