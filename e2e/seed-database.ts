import { Roles, Statuses } from '@fractional/contract';
import { openDatabase } from '../apps/api/src/db/client.js';
import { prepareDatabase } from '../apps/api/src/db/migrate.js';
import { projects } from '../apps/api/src/db/schema/index.js';
import { hashPassword } from '../apps/api/src/modules/auth/passwords.js';
import { insertBusinessDetail } from '../apps/api/src/modules/business-details/business-details.repository.js';
import { insertProfile } from '../apps/api/src/modules/profiles/profiles.repository.js';
import { insertUser } from '../apps/api/src/modules/users/users.repository.js';
import { timelineDays } from '../apps/api/src/modules/projects/project-progress.js';
import { seededProjects, type SeedProject } from './seed-projects.js';

/**
 * Progress is served as the share of the timeline elapsed since the squad formed (docs/matching.md),
 * so a seeded active project `progress`% along formed its squad that long ago (plus half a percent,
 * so the floor lands on `progress` however long the run takes). Not-started projects have no squad.
 */
function squadFormedFor(project: Pick<SeedProject, 'status' | 'timeline'>, progress: number, now: Date): Date | null {
  if (project.status === 'not_started') return null;
  const share = project.status === 'completed' ? 1 : (progress + 0.5) / 100;
  return new Date(now.getTime() - share * timelineDays(project.timeline) * 86_400_000);
}

export interface SeededClient {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Migrates the embedded database in `dbDir` (as the server would) and adds one client with the
 * 1,000 projects of seed-projects.ts in one multi-row insert. The server opens the same directory
 * afterwards; every other account of the run is still created by its spec.
 */
export async function seedDatabase(dbDir: string, client: SeededClient): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: dbDir });
  try {
    await prepareDatabase(handle);
    const passwordHash = await hashPassword(client.password);
    await handle.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: client.email,
        passwordHash,
        provider: 'email',
        firstName: client.firstName,
        lastName: client.lastName,
        roleId: Roles.client.id,
        statusId: Statuses.active.id,
        agreedToTerms: true,
        agreedToPolicies: true,
      });
      const profileId = await insertProfile(tx, user.id, {
        jobLevel: 'executive',
        yearsOfExperience: '15+',
        leadSource: 'referral',
        fractionalExperience: '3-5',
      });
      await insertBusinessDetail(tx, user.id, {
        orgName: 'Harbour Logistics',
        industry: 'transportation',
        segment: 'mid-market',
        headQuarters: 'NZ',
        teamSize: '201-500',
      });
      const now = new Date();
      await tx.insert(projects).values(
        seededProjects().map(({ progress, ...project }) => ({
          ...project,
          profileId,
          updatedAt: project.createdAt,
          squadFormedAt: squadFormedFor(project, progress, now),
        })),
      );
    });
  } finally {
    await handle.close();
  }
}
