import { pgTable, serial, text } from 'drizzle-orm/pg-core';

export const jobRoles = pgTable('job_roles', {
  id: serial('id').primaryKey(),
  roleCode: text('role_code').notNull().unique(),
  role: text('role').notNull(),
});

export const expertises = pgTable('expertises', {
  id: serial('id').primaryKey(),
  expertiseCode: text('expertise_code').notNull().unique(),
  expertise: text('expertise').notNull(),
});

export const skills = pgTable('skills', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  skill: text('skill').notNull(),
  description: text('description').notNull(),
});
