import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createClient } from '../../../test/factories.js';
import { withDatabase } from '../../../test/global-setup.js';
import { createExpert } from '../../../test/matching-fixtures.js';
import { namedRows } from '../../db/prepared.js';
import { users } from '../../db/schema/index.js';
import { warmSearchIndex } from './search-index.warm.js';

/**
 * The search index built as an instance starts (docs/discovery.md, "The search index"): /ready answers 503
 * until it is built, and a search that comes meanwhile waits for the same build and answers.
 */
let t: TestApp | null = null;

afterEach(async () => {
  await t?.close();
  t = null;
});

async function verifiedClient(app: TestApp['app'], db: TestApp['database']['db']) {
  const client = await createClient(app);
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, client.user.id));
  return client;
}

describe('the search index built at start', () => {
  it('answers /ready with 200 once the index is built', async () => {
    t = await buildTestApp();
    await createExpert(
      t.app,
      { description: 'Hands-on operator zanzibarian', mobileNumber: '+14155552671' },
      { capacityHoursPerWeek: 20 },
    );
    await warmSearchIndex(t.app.deps, t.app.log);
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: true });
  });

  // Holding the search table's lock from a second connection keeps the build waiting: PostgreSQL only.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'keeps /ready at 503 while it builds; a search meanwhile answers',
    async () => {
      t = await buildTestApp();
      const expert = await createExpert(
        t.app,
        { description: 'Hands-on operator zanzibarian', mobileNumber: '+14155552671' },
        { capacityHoursPerWeek: 20 },
      );
      const client = await verifiedClient(t.app, t.database.db);
      const [row] = await namedRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
      const holder = new pg.Client({ connectionString: withDatabase(process.env.TEST_DATABASE_URL!, row!.name) });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('lock table expert_search in access exclusive mode');
        const built = warmSearchIndex(t.app.deps, t.app.log);
        const search = t.app.inject({
          method: 'GET',
          url: '/api/v1/experts?q=zanzibarian',
          headers: bearer(client.token),
        });
        const during = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
        expect(during.statusCode).toBe(503);
        expect(during.json()).toEqual({ status: 'unavailable', database: true, warming: true });
        await holder.query('commit');
        const found = await search;
        expect(found.statusCode).toBe(200);
        expect(found.json().data.map((hit: { expert: { profileId: number } }) => hit.expert.profileId)).toContain(
          expert.profileId,
        );
        await built;
        expect((await t.app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);
      } finally {
        await holder.end();
      }
    },
  );
});
