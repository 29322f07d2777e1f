import type { ExpertCard } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createClient, createProject, type Account } from '../../../test/factories.js';
import { createFitExpert } from '../../../test/marketplace-fixtures.js';
import { getMatches } from '../../../test/matching-fixtures.js';

/*
 * An expert card's roles, expertise and skills are read as ids and named from the catalogues kept in
 * memory (docs/matching.md, "Cards"): the names must be the database's, in the expert's own order, and a
 * catalogue item added while the API runs must be named at once.
 */

let t: TestApp;
let client: Account;
beforeAll(async () => {
  t = await buildTestApp();
  client = await createClient(t.app);
});
afterAll(async () => t.close());

type Row = Record<string, unknown>;
async function catalogueRows(table: 'job_roles' | 'expertises' | 'skills', ids: number[]): Promise<Row[]> {
  const { rows } = (await t.database.db.execute(
    sql`select * from ${sql.identifier(table)} where id = any(${sql.param(ids)}::int[])`,
  )) as { rows: Row[] };
  // In the order of `ids`, which is the expert's.
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

async function cardOf(profileId: number): Promise<ExpertCard> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/profiles/${profileId}/card`,
    headers: bearer(client.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExpertCard>();
}

describe('expert cards name their catalogue items', () => {
  it('as the catalogue names them, in the order the expert chose, on the matches and the card', async () => {
    const expert = await createFitExpert(
      t.app,
      {},
      { expertise: [{ id: 5 }, { id: 2 }], skills: [{ id: 40 }, { id: 3 }, { id: 17 }], mobileNumber: '+14155552672' },
    );
    const project = await createProject(t.app, client);
    const match = (await getMatches(t.app, client.token, project.id)).data.find(
      (item) => item.expert.profileId === expert.profileId,
    );
    expect(match).toBeDefined();
    const [roles, expertise, skills] = await Promise.all([
      catalogueRows('job_roles', [26]),
      catalogueRows('expertises', [5, 2]),
      catalogueRows('skills', [40, 3, 17]),
    ]);
    const expected = {
      jobRole: roles.map((row) => ({ id: row.id, roleCode: row.role_code, role: row.role })),
      expertise: expertise.map((row) => ({ id: row.id, expertiseCode: row.expertise_code, expertise: row.expertise })),
      skills: skills.map((row) => ({ id: row.id, skill: row.skill, code: row.code, description: row.description })),
    };
    expect(match!.expert).toMatchObject(expected);
    expect(await cardOf(expert.profileId)).toMatchObject(expected);
  });

  it('names an item added to the catalogue after the cards were first read', async () => {
    const expert = await createFitExpert(t.app);
    await cardOf(expert.profileId);
    await t.database.db.execute(
      sql`insert into skills (id, code, skill, description) values (1000, 'new-skill', 'Carbon accounting', 'Scope 1–3 reporting')`,
    );
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${expert.profileId}`,
      headers: bearer(expert.token),
      payload: { skills: [{ id: 1000 }, { id: 3 }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const card = await cardOf(expert.profileId);
    expect(card.skills.map((skill) => [skill.id, skill.skill])).toEqual([
      [1000, 'Carbon accounting'],
      [3, (await catalogueRows('skills', [3]))[0]!.skill],
    ]);
  });
});
