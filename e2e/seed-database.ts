import { Roles, Statuses, toMinor } from '@fractional/contract';
import type { Database } from '../apps/api/src/db/client.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { prepareDatabase } from '../apps/api/src/db/migrate.js';
import { billingDetails, invitations, projects, squadMembers } from '../apps/api/src/db/schema/index.js';
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

/** An expert and a client whose engagement began long enough ago to invoice last month's hours. */
export interface SeededEngagement {
  client: SeededClient;
  expert: SeededClient;
  projectName: string;
  hourlyRate: number;
  hoursPerWeek: number;
}

/** How long ago the seeded engagement's expert joined: before the start of last month, whatever today is. */
const ENGAGEMENT_DAYS = 75;
const DAY_MS = 86_400_000;

/** A signed-up account's rows (user, profile; a client's business too); returns the profile id. */
async function insertAccount(db: Database, account: SeededClient, role: 'client' | 'contractor'): Promise<number> {
  const user = await insertUser(db, {
    email: account.email,
    passwordHash: await hashPassword(account.password),
    provider: 'email',
    firstName: account.firstName,
    lastName: account.lastName,
    roleId: Roles[role].id,
    statusId: Statuses.active.id,
    agreedToTerms: true,
    agreedToPolicies: true,
  });
  const profileId = await insertProfile(db, user.id, {
    jobLevel: 'executive',
    yearsOfExperience: '15+',
    leadSource: 'referral',
    fractionalExperience: '3-5',
  });
  if (role === 'client') {
    await insertBusinessDetail(db, user.id, {
      orgName: 'Harbour Logistics',
      industry: 'transportation',
      segment: 'mid-market',
      headQuarters: 'NZ',
      teamSize: '201-500',
    });
  }
  // Billing details, without which an invoice run skips the member (docs/money.md#invoices).
  await db.insert(billingDetails).values({
    userId: user.id,
    legalName: role === 'client' ? 'Harbour Logistics Ltd' : `${account.firstName} ${account.lastName}`,
    addressLines: ['12 Quay Street', 'Auckland 1010'],
    country: 'NZ',
  });
  return profileId;
}

/**
 * The engagement of `seeded`: its client's active project, its expert in the squad since
 * ENGAGEMENT_DAYS ago (a join date the API only ever sets to now), so last month's weeks can be
 * logged, approved and invoiced (e2e/invoices.spec.ts, e2e/double-click.spec.ts).
 */
async function insertEngagement(db: Database, seeded: SeededEngagement, now: Date): Promise<void> {
  const clientProfileId = await insertAccount(db, seeded.client, 'client');
  const expertProfileId = await insertAccount(db, seeded.expert, 'contractor');
  const joinedAt = new Date(now.getTime() - ENGAGEMENT_DAYS * DAY_MS);
  const [first] = seededProjects();
  if (!first) throw new Error('no seeded project to model on');
  const { progress: _progress, ...model } = first;
  const [project] = await db
    .insert(projects)
    .values({
      ...model,
      name: seeded.projectName,
      status: 'active',
      isBudgetAllocated: true,
      budget: 50_000,
      timeline: 'lt-6-months',
      profileId: clientProfileId,
      createdAt: joinedAt,
      updatedAt: joinedAt,
      squadFormedAt: joinedAt,
    })
    .returning({ id: projects.id });
  if (!project) throw new Error('insert returned no project');
  // The agreed rate in minor units of the project's currency (USD), as the API stores it (docs/money.md).
  const terms = { hoursPerWeek: seeded.hoursPerWeek, hourlyRateMinor: toMinor(seeded.hourlyRate, 'USD') };
  const [invitation] = await db
    .insert(invitations)
    .values({
      projectId: project.id,
      profileId: expertProfileId,
      status: 'accepted',
      respondedAt: joinedAt,
      createdAt: joinedAt,
      ...terms,
    })
    .returning({ id: invitations.id });
  if (!invitation) throw new Error('insert returned no invitation');
  await db
    .insert(squadMembers)
    .values({ projectId: project.id, profileId: expertProfileId, invitationId: invitation.id, joinedAt, ...terms });
}

/**
 * Migrates the embedded database in `dbDir` (as the server would) and adds one client with the
 * 1,000 projects of seed-projects.ts in one multi-row insert, and each engagement of `engagements`.
 * The server opens the same directory afterwards; every other account of the run is still created
 * by its spec.
 */
export async function seedDatabase(
  dbDir: string,
  client: SeededClient,
  engagements: readonly SeededEngagement[],
): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: dbDir });
  try {
    await prepareDatabase(handle);
    await handle.db.transaction(async (tx) => {
      const profileId = await insertAccount(tx, client, 'client');
      const now = new Date();
      await tx.insert(projects).values(
        seededProjects().map(({ progress, ...project }) => ({
          ...project,
          profileId,
          updatedAt: project.createdAt,
          squadFormedAt: squadFormedFor(project, progress, now),
        })),
      );
      for (const engagement of engagements) await insertEngagement(tx, engagement, now);
    });
  } finally {
    await handle.close();
  }
}
