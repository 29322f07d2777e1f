import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * How many ids of each catalogue a profile's bit strings hold (`profiles.role_bits` and siblings, the
 * ranking's overlap counts; migration 0008). A catalogue row's id must fit (its CHECK); the seed
 * keeps ids dense (it never spends an id on a row that exists), and the catalogues hold 98 roles,
 * 90 expertises and 332 skills, so each width leaves more than twice the room.
 */
export const CATALOGUE_BITS = { roles: 256, expertise: 256, skills: 1024 } as const;

const fits = (name: string, width: number) => check(name, sql`id between 1 and ${sql.raw(String(width))}`);

export const jobRoles = pgTable(
  'job_roles',
  {
    id: serial('id').primaryKey(),
    roleCode: text('role_code').notNull().unique(),
    role: text('role').notNull(),
  },
  () => [fits('job_roles_id_fits_bits', CATALOGUE_BITS.roles)],
);

export const expertises = pgTable(
  'expertises',
  {
    id: serial('id').primaryKey(),
    expertiseCode: text('expertise_code').notNull().unique(),
    expertise: text('expertise').notNull(),
  },
  () => [fits('expertises_id_fits_bits', CATALOGUE_BITS.expertise)],
);

export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    skill: text('skill').notNull(),
    description: text('description').notNull(),
  },
  () => [fits('skills_id_fits_bits', CATALOGUE_BITS.skills)],
);
