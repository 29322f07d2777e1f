import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { buildProject, createClient, createUserWithoutProfile, type Account } from '../../../test/factories.js';
import { profiles, projects } from '../../db/schema/index.js';
import { insertProjectOfUser } from './project-inserts.repository.js';
import type { NewProjectValues } from './projects.repository.js';

// Inserts asked for in the same turn of the event loop are written by one statement. These tests ask
// for several at once, so they go through that path, and check each caller gets its own row.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const values = (name: string, overrides: Partial<NewProjectValues> = {}): NewProjectValues => {
  const { budget, businessGoalOther, ...rest } = buildProject({ name });
  return { ...rest, budget: budget ?? null, businessGoalOther: businessGoalOther ?? null, ...overrides };
};
const profileIdOf = async (account: Account) => {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, account.user.id));
  return row?.id;
};

describe('project inserts asked for together', () => {
  it('give every caller its own row, owned by its own profile, with every value as sent', async () => {
    const owners = [await createClient(t.app), await createClient(t.app), await createClient(t.app)];
    const asked = owners.flatMap((owner, o) =>
      [0, 1, 2].map((n) => ({
        owner,
        values: values(`Project ${o}.${n}`, {
          budget: n === 0 ? null : 1000 * (o + 1) + n + 0.25,
          businessGoalOther: n === 2 ? `Other ${o}` : null,
        }),
      })),
    );
    const rows = await Promise.all(
      asked.map(({ owner, values }) => insertProjectOfUser(t.database.db, owner.user.id, values)),
    );

    const ids = rows.map((row) => row?.id ?? 0);
    expect(new Set(ids).size).toBe(asked.length);
    // One statement, so one transaction and one commit: now() is the same for every row.
    const stamps = await t.database.db
      .selectDistinct({ at: sql<string>`${projects.createdAt}::text` })
      .from(projects)
      .where(inArray(projects.id, ids));
    expect(stamps).toHaveLength(1);
    for (const [index, { owner, values }] of asked.entries()) {
      const row = rows[index];
      expect(row).toMatchObject({
        ...values,
        profileId: await profileIdOf(owner),
        status: 'not_started',
        squadFormedAt: null,
      });
      expect(row?.createdAt).toBeInstanceOf(Date);
      const [stored] = await t.database.db
        .select()
        .from(projects)
        .where(eq(projects.id, row?.id ?? 0));
      expect(stored).toEqual(row);
    }
  });

  it('answer undefined to a user without a profile and still insert the others', async () => {
    const client = await createClient(t.app);
    const withoutProfile = await createUserWithoutProfile(t.app, 'client');
    const [kept, refused, alsoKept] = await Promise.all([
      insertProjectOfUser(t.database.db, client.user.id, values('Kept')),
      insertProjectOfUser(t.database.db, withoutProfile.user.id, values('Refused')),
      insertProjectOfUser(t.database.db, client.user.id, values('Also kept')),
    ]);
    expect(refused).toBeUndefined();
    expect([kept?.name, alsoKept?.name]).toEqual(['Kept', 'Also kept']);
  });

  it('fail only the row the database refuses', async () => {
    const client = await createClient(t.app);
    // numeric(14, 2) holds less than 10^12: this one overflows, and fails the statement it is in.
    const results = await Promise.allSettled([
      insertProjectOfUser(t.database.db, client.user.id, values('Fine')),
      insertProjectOfUser(t.database.db, client.user.id, values('Too big', { budget: 1e13 })),
      insertProjectOfUser(t.database.db, client.user.id, values('Fine too')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const names = await t.database.db
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.profileId, (await profileIdOf(client)) ?? 0));
    expect(names.map((row) => row.name).sort()).toEqual(['Fine', 'Fine too']);
  });
});
