import { Roles, Statuses } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { roles, statuses } from '../schema/index.js';
import { expertises as expertiseData } from './data/expertises.js';
import { jobRoles as jobRoleData } from './data/job-roles.js';
import { skills as skillData } from './data/skills.js';
import { synonyms as synonymData } from './data/synonyms.js';

/**
 * One catalogue, matched by its code (the first of `columns`, each a column and the data's key for it):
 * labels of existing rows refreshed, missing rows inserted. Only a missing row takes an id from the
 * sequence (an upsert spends one per row on every start), so ids stay dense and inside the widths of
 * the profiles' bit strings (CATALOGUE_BITS).
 */
async function seedCatalogue<Row extends Record<string, string>>(
  db: Database,
  table: string,
  columns: Array<[column: string, key: keyof Row]>,
  rows: readonly Row[],
): Promise<void> {
  const [[codeColumn], ...labelColumns] = columns as [[string, keyof Row], ...Array<[string, keyof Row]>];
  const id = (column: string) => sql.identifier(column);
  const names = sql.join(
    columns.map(([column]) => id(column)),
    sql`, `,
  );
  const arrays = columns.map(([, key]) => sql`${sql.param(rows.map((row) => row[key]))}::text[]`);
  const source = sql`select * from unnest(${sql.join(arrays, sql`, `)}) with ordinality as v(${names}, n)`;
  const code = id(codeColumn);
  const set = labelColumns.map(([column]) => sql`${id(column)} = v.${id(column)}`);
  const changed = labelColumns.map(([column]) => sql`t.${id(column)} is distinct from v.${id(column)}`);
  await db.execute(sql`
    update ${id(table)} t set ${sql.join(set, sql`, `)} from (${source}) v
    where t.${code} = v.${code} and (${sql.join(changed, sql` or `)})`);
  await db.execute(sql`
    insert into ${id(table)} (${names})
    select ${sql.join(
      columns.map(([column]) => sql`v.${id(column)}`),
      sql`, `,
    )} from (${source}) v
    where not exists (select 1 from ${id(table)} t where t.${code} = v.${code})
    order by v.n -- ids in the data's order
    on conflict (${code}) do nothing`);
}

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
    await seedCatalogue(
      tx,
      'job_roles',
      [
        ['role_code', 'roleCode'],
        ['role', 'role'],
      ],
      jobRoleData,
    );
    await seedCatalogue(
      tx,
      'expertises',
      [
        ['expertise_code', 'expertiseCode'],
        ['expertise', 'expertise'],
      ],
      expertiseData,
    );
    await seedCatalogue(
      tx,
      'skills',
      [
        ['code', 'code'],
        ['skill', 'skill'],
        ['description', 'description'],
      ],
      skillData,
    );
    await seedSynonyms(tx);
  });
}

/**
 * The synonym table (`match_synonyms`, docs/matching.md "Other words") as the data file says: phrases added,
 * meanings refreshed, phrases no longer in the file removed. A project's stored `brief_synonyms` and hits follow
 * at its next write (its trigger reads the table), as with a renamed catalogue item.
 */
async function seedSynonyms(db: Database): Promise<void> {
  const phrases = sql`${sql.param(synonymData.map((row) => row.phrase))}::text[]`;
  const means = sql`${sql.param(synonymData.map((row) => row.means))}::text[]`;
  await db.execute(sql`
    insert into match_synonyms (phrase, means) select * from unnest(${phrases}, ${means})
    on conflict (phrase) do update set means = excluded.means where match_synonyms.means is distinct from excluded.means`);
  await db.execute(sql`delete from match_synonyms where phrase <> all(${phrases})`);
}
