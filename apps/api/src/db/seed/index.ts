import { Roles, Statuses } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { expertises, jobRoles, roles, skills, statuses } from '../schema/index.js';
import { expertises as expertiseData } from './data/expertises.js';
import { jobRoles as jobRoleData } from './data/job-roles.js';
import { skills as skillData } from './data/skills.js';

/** Idempotent: inserts what is missing and refreshes labels of what exists (matched by code). */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(Object.values(Roles).map((role) => ({ ...role })))
      .onConflictDoUpdate({ target: roles.id, set: { name: sql`excluded.name` } });
    await tx
      .insert(statuses)
      .values(Object.values(Statuses).map((status) => ({ ...status })))
      .onConflictDoUpdate({ target: statuses.id, set: { name: sql`excluded.name` } });
    await tx
      .insert(jobRoles)
      .values([...jobRoleData])
      .onConflictDoUpdate({ target: jobRoles.roleCode, set: { role: sql`excluded.role` } });
    await tx
      .insert(expertises)
      .values([...expertiseData])
      .onConflictDoUpdate({ target: expertises.expertiseCode, set: { expertise: sql`excluded.expertise` } });
    await tx
      .insert(skills)
      .values([...skillData])
      .onConflictDoUpdate({
        target: skills.code,
        set: { skill: sql`excluded.skill`, description: sql`excluded.description` },
      });
  });
}
