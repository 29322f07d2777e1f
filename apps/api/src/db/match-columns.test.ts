import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExpert } from '../../test/matching-fixtures.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { FRACTIONAL_SENIORITY, JOB_LEVEL_SENIORITY, YEARS_SENIORITY } from '../modules/matching/matching.weights.js';
import { CATALOGUE_BITS } from './schema/index.js';
import { expertises } from './seed/data/expertises.js';
import { jobRoles } from './seed/data/job-roles.js';
import { skills } from './seed/data/skills.js';
import { seedReferenceData } from './seed/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Rows<T> = { rows: T[] };
const query = async <T>(statement: ReturnType<typeof sql>) =>
  ((await t.app.deps.database.db.execute(statement)) as Rows<T>).rows;

const catalogues = [
  { table: 'job_roles', code: 'role_code', codes: jobRoles.map((row) => row.roleCode), width: CATALOGUE_BITS.roles },
  {
    table: 'expertises',
    code: 'expertise_code',
    codes: expertises.map((row) => row.expertiseCode),
    width: CATALOGUE_BITS.expertise,
  },
  { table: 'skills', code: 'code', codes: skills.map((row) => row.code), width: CATALOGUE_BITS.skills },
];

describe('the catalogues and the columns matching reads (migration 0008)', () => {
  it.each(catalogues)(
    '$table: ids 1…n in the data order, no id spent by seeding again, inside the bit width',
    async ({ table, code, codes, width }) => {
      const sequence = async () =>
        (await query<{ value: string }>(sql`select last_value as value from ${sql.identifier(`${table}_id_seq`)}`))[0]!
          .value;
      const before = await sequence();
      await seedReferenceData(t.app.deps.database.db);
      await seedReferenceData(t.app.deps.database.db);
      // Seeding what exists takes no id (an upsert took one per row on every start).
      expect(await sequence()).toBe(before);
      const rows = await query<{ id: number; code: string }>(
        sql`select id, ${sql.identifier(code)} as code from ${sql.identifier(table)} order by id`,
      );
      expect(rows.map((row) => row.code)).toEqual(codes);
      expect(rows.map((row) => row.id)).toEqual(codes.map((_, index) => index + 1));
      expect(codes.length * 2).toBeLessThan(width);
      const outside = await t.app.deps.database.db
        .execute(sql`update ${sql.identifier(table)} set id = ${width + 1} where id = ${codes.length}`)
        .then(
          () => undefined,
          (error: Error) => error.cause,
        );
      expect(outside).toMatchObject({ constraint: `${table}_id_fits_bits` });
    },
  );

  it("keeps each profile's bit strings equal to its role, expertise and skill lists", async () => {
    const expert = await createExpert(t.app, {
      jobRole: [{ id: 1 }, { id: 98 }],
      expertise: [{ id: 2 }, { id: 90 }],
      skills: [{ id: 1 }, { id: 200 }, { id: 332 }],
    });
    const read = () =>
      query<{ roles: string; expertise: string; skills: string }>(sql`
        select role_bits::text as roles, expertise_bits::text as expertise, skill_bits::text as skills
        from profiles where id = ${expert.profileId}`);
    const ones = (bits: string) => [...bits].flatMap((bit, index) => (bit === '1' ? [index + 1] : []));
    const [before] = await read();
    expect(before!.roles).toHaveLength(CATALOGUE_BITS.roles);
    expect(before!.skills).toHaveLength(CATALOGUE_BITS.skills);
    expect([ones(before!.roles), ones(before!.expertise), ones(before!.skills)]).toEqual([
      [1, 98],
      [2, 90],
      [1, 200, 332],
    ]);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${expert.profileId}`,
      headers: { authorization: `Bearer ${expert.token}` },
      payload: { expertise: [{ id: 5 }], skills: [{ id: 7 }, { id: 8 }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [after] = await read();
    expect([ones(after!.roles), ones(after!.expertise), ones(after!.skills)]).toEqual([[1, 98], [5], [7, 8]]);
  });

  it('keeps seniority equal to the mean of the three answers as matching.weights.ts scores them', async () => {
    const expert = await createExpert(t.app);
    const levels = [...Object.keys(JOB_LEVEL_SENIORITY), null];
    const years = [...Object.keys(YEARS_SENIORITY), null];
    const fractional = [...Object.keys(FRACTIONAL_SENIORITY), null];
    const score = (table: Record<string, number>, key: string | null, otherwise: number) =>
      key === null ? otherwise : (table[key] ?? otherwise);
    for (const level of levels)
      for (const year of years)
        for (const kind of fractional) {
          const [row] = await query<{ seniority: number }>(sql`
            update profiles set job_level = ${level}, years_of_experience = ${year}, fractional_experience = ${kind}
            where id = ${expert.profileId} returning seniority`);
          const expected =
            (score(JOB_LEVEL_SENIORITY, level, 0.4) +
              score(YEARS_SENIORITY, year, 0.3) +
              score(FRACTIONAL_SENIORITY, kind, 0.3)) /
            3;
          expect(row!.seniority, `${level} ${year} ${kind}`).toBeCloseTo(expected, 12);
        }
  });
});
