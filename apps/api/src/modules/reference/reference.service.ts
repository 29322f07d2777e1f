import type { Country, Expertise, JobRole, Page, PageQuery, Skill } from '@fractional/contract';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { Database } from '../../db/client.js';
import { listExpertises, listJobRoles, listSkills, type Slice } from './reference.repository.js';

/** One page, read with one extra row so `hasNextPage` needs no count query. */
async function readPage<T>(
  load: (db: Database, slice: Slice) => Promise<T[]>,
  db: Database,
  { page, limit }: PageQuery,
): Promise<Page<T>> {
  const rows = await load(db, { offset: (page - 1) * limit, limit: limit + 1 });
  return { data: rows.slice(0, limit), hasNextPage: rows.length > limit };
}

export const getJobRolePage = (db: Database, query: PageQuery): Promise<Page<JobRole>> =>
  readPage(listJobRoles, db, query);
export const getExpertisePage = (db: Database, query: PageQuery): Promise<Page<Expertise>> =>
  readPage(listExpertises, db, query);
export const getSkillPage = (db: Database, query: PageQuery): Promise<Page<Skill>> => readPage(listSkills, db, query);

/** ISO 3166-1 alpha-2 countries with their English names, sorted by name. */
export function listCountries(): Country[] {
  countries.registerLocale(en);
  return Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([code, countryName]) => ({ code, countryName }))
    .sort((a, b) => a.countryName.localeCompare(b.countryName, 'en'));
}
