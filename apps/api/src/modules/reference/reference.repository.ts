import { asc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Expertise, JobRole, Skill } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { expertises, jobRoles, skills } from '../../db/schema/index.js';

export interface Slice {
  offset: number;
  limit: number;
}

/** Case-insensitive by label, then id; the "C" collation sorts the same on PGlite and PostgreSQL. */
function byLabel(label: PgColumn, id: PgColumn): SQL[] {
  return [sql`lower(${label}) collate "C"`, asc(id)];
}

/** The columns of each catalogue item as the reference lists and the expert cards show it. */
export const JOB_ROLE_COLUMNS = { id: jobRoles.id, roleCode: jobRoles.roleCode, role: jobRoles.role };
export const EXPERTISE_COLUMNS = {
  id: expertises.id,
  expertiseCode: expertises.expertiseCode,
  expertise: expertises.expertise,
};
export const SKILL_COLUMNS = { id: skills.id, skill: skills.skill, code: skills.code, description: skills.description };

export async function listJobRoles(db: Database, { offset, limit }: Slice): Promise<JobRole[]> {
  return db
    .select(JOB_ROLE_COLUMNS)
    .from(jobRoles)
    .orderBy(...byLabel(jobRoles.role, jobRoles.id))
    .offset(offset)
    .limit(limit);
}

export async function listExpertises(db: Database, { offset, limit }: Slice): Promise<Expertise[]> {
  return db
    .select(EXPERTISE_COLUMNS)
    .from(expertises)
    .orderBy(...byLabel(expertises.expertise, expertises.id))
    .offset(offset)
    .limit(limit);
}

export async function listSkills(db: Database, { offset, limit }: Slice): Promise<Skill[]> {
  return db
    .select(SKILL_COLUMNS)
    .from(skills)
    .orderBy(...byLabel(skills.skill, skills.id))
    .offset(offset)
    .limit(limit);
}
