import type { ExpertCard } from '@fractional/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { profileExpertises, profileJobRoles, profileSkills, profiles } from '../../db/schema/index.js';

/**
 * The public expert cards of these profiles (DESIGN §9), by profile id. Only the columns a card shows
 * are read: never the e-mail, the phone number or the CVs.
 */
export async function loadExpertCards(db: Database, profileIds: number[]): Promise<Map<number, ExpertCard>> {
  if (profileIds.length === 0) return new Map();
  const found = await db.query.profiles.findMany({
    where: inArray(profiles.id, profileIds),
    columns: {
      id: true,
      description: true,
      jobLevel: true,
      yearsOfExperience: true,
      fractionalExperience: true,
      industries: true,
      capacityHoursPerWeek: true,
      bookedHoursPerWeek: true,
      hourlyRateMin: true,
      hourlyRateMax: true,
      website: true,
    },
    with: {
      user: { columns: { firstName: true, lastName: true, timezone: true } },
      jobRoles: { orderBy: asc(profileJobRoles.position), with: { ref: true } },
      expertises: { orderBy: asc(profileExpertises.position), with: { ref: true } },
      skills: { orderBy: asc(profileSkills.position), with: { ref: true } },
    },
  });
  return new Map(
    found.map((row): [number, ExpertCard] => [
      row.id,
      {
        profileId: row.id,
        firstName: row.user.firstName,
        lastName: row.user.lastName,
        description: row.description,
        jobLevel: row.jobLevel as ExpertCard['jobLevel'],
        yearsOfExperience: row.yearsOfExperience as ExpertCard['yearsOfExperience'],
        fractionalExperience: row.fractionalExperience as ExpertCard['fractionalExperience'],
        jobRole: row.jobRoles.map((link) => link.ref),
        expertise: row.expertises.map((link) => link.ref),
        skills: row.skills.map((link) => link.ref),
        industries: row.industries.length > 0 ? row.industries.join(',') : null,
        timezone: row.user.timezone,
        capacityHoursPerWeek: row.capacityHoursPerWeek,
        // The capacity ledger (ADR 0012): hours of active memberships are booked.
        availableHoursPerWeek: Math.max(0, row.capacityHoursPerWeek - row.bookedHoursPerWeek),
        hourlyRateMin: row.hourlyRateMin,
        hourlyRateMax: row.hourlyRateMax,
        website: row.website,
        // Vetting arrives with the matcher console (issue 20); until then nobody is vetted.
        vetting: 'pending',
      },
    ]),
  );
}
