import type { Expertise, JobRole, Skill } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { expertises, jobRoles, skills } from '../../db/schema/index.js';
import { EXPERTISE_COLUMNS, JOB_ROLE_COLUMNS, SKILL_COLUMNS } from './reference.repository.js';

/** The three catalogues by id, as the reference lists and the expert cards show their items. */
export interface CatalogueItems {
  roles: ReadonlyMap<number, JobRole>;
  expertise: ReadonlyMap<number, Expertise>;
  skills: ReadonlyMap<number, Skill>;
}

/** Reloaded after this long, so a catalogue renamed by another instance's deploy reaches this one. */
export const CATALOGUE_ITEMS_TTL_MS = 5 * 60_000;

async function load(db: Database): Promise<CatalogueItems> {
  const [roles, expertise, skillRows] = await Promise.all([
    db.select(JOB_ROLE_COLUMNS).from(jobRoles),
    db.select(EXPERTISE_COLUMNS).from(expertises),
    db.select(SKILL_COLUMNS).from(skills),
  ]);
  const byId = <T extends { id: number }>(items: T[]) => new Map(items.map((item) => [item.id, item]));
  return { roles: byId(roles), expertise: byId(expertise), skills: byId(skillRows) };
}

const kept = new WeakMap<object, { at: number; items: Promise<CatalogueItems> }>();

/**
 * What a database handle and its transactions share: Drizzle builds the relational schema's tables once per
 * `drizzle()` call and hands that object to every transaction it opens.
 */
const keyOf = (db: Database): object => db._.schema ?? db;

/**
 * The catalogues kept in memory per database (docs/matching.md, "Cards"): an expert card names its
 * roles, expertise and skills, and looking each up in PostgreSQL cost a page of 20 cards about 2 ms, a
 * quarter of the matches' query. The catalogues change at deploy (the seed), so a copy read at most
 * CATALOGUE_ITEMS_TTL_MS ago is kept, and read again at once when it does not `cover` what the caller
 * needs (an item added since). A transaction reads its database's copy.
 */
export async function catalogueItems(
  db: Database,
  covers?: (items: CatalogueItems) => boolean,
): Promise<CatalogueItems> {
  const key = keyOf(db);
  const entry = kept.get(key);
  if (entry && Date.now() - entry.at < CATALOGUE_ITEMS_TTL_MS) {
    const items = await entry.items;
    if (!covers || covers(items)) return items;
  }
  const fresh = { at: Date.now(), items: load(db) };
  kept.set(key, fresh);
  // A failed read is not kept: the next caller reads again.
  fresh.items.catch(() => kept.get(key) === fresh && kept.delete(key));
  return fresh.items;
}
