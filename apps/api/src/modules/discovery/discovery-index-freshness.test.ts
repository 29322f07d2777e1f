import type { ExpertSearchPage } from '@fractional/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clonePostgresTemplate, testConfig } from '../../../test/build-test-app.js';
import { bearer, createClient, type Account } from '../../../test/factories.js';
import { createExpert, type Expert } from '../../../test/matching-fixtures.js';
import { buildApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * Two API instances on one PostgreSQL database, each with its own in-memory search index (docs/discovery.md,
 * "The search index"): what is written through one is found, or no longer found, by the next search on the
 * other, including a write whose transaction started before, and committed after, one already seen
 * (migration 0045's transaction ids). Needs TEST_DATABASE_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(databaseUrl)('Find experts across two instances', () => {
  let clone: Awaited<ReturnType<typeof clonePostgresTemplate>>;
  const instances: Array<{ app: FastifyInstance; database: DatabaseHandle }> = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let client: Account;

  beforeAll(async () => {
    clone = await clonePostgresTemplate();
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ kind: 'postgres', url: clone.url, poolMax: 3 });
      const app = await buildApp(testConfig(), { database });
      await app.ready();
      instances.push({ app, database });
    }
    [a, b] = instances.map((instance) => instance.app) as [FastifyInstance, FastifyInstance];
    client = await createClient(a);
    await instances[0]!.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, client.user.id));
  }, 120_000);

  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    await clone?.dispose();
  });

  const found = async (app: FastifyInstance, word: string): Promise<number[]> => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/experts?q=${word}&limit=50`,
      headers: bearer(client.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ExpertSearchPage>().data.map((hit) => hit.expert.profileId);
  };
  const patch = async (expert: Expert, body: Record<string, unknown>) => {
    const response = await a.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${expert.profileId}`,
      headers: bearer(expert.token),
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('finds at once on B what was written on A: a new expert, an edit, unlisting and listing again', async () => {
    const first = await createExpert(a, { description: 'Treasury zqvoltmark', mobileNumber: '+14155552671' });
    // B's index is built by this search.
    expect(await found(b, 'zqvoltmark')).toEqual([first.profileId]);
    const second = await createExpert(a, { description: 'Audit zqvoltmark', mobileNumber: '+14155552671' });
    expect(await found(b, 'zqvoltmark')).toEqual(expect.arrayContaining([first.profileId, second.profileId]));
    await patch(first, { description: 'Treasury zqkestrand' });
    expect(await found(b, 'zqvoltmark')).toEqual([second.profileId]);
    expect(await found(b, 'zqkestrand')).toEqual([first.profileId]);
    await patch(second, { listed: false });
    expect(await found(b, 'zqvoltmark')).toEqual([]);
    await patch(second, { listed: true });
    expect(await found(b, 'zqvoltmark')).toEqual([second.profileId]);
    // And the other way round, A's index built before B wrote nothing: both agree.
    expect(await found(a, 'zqkestrand')).toEqual([first.profileId]);
  }, 60_000);

  it('sees a write whose transaction committed after a later one that B had already seen', async () => {
    const early = await createExpert(a, { description: 'Pricing zqmorrowvane', mobileNumber: '+14155552671' });
    expect(await found(b, 'zqmorrowvane')).toEqual([early.profileId]);
    const held = new pg.Client({ connectionString: clone.url });
    await held.connect();
    try {
      // This transaction takes its id first and holds it, uncommitted, while another commits after it.
      await held.query('begin');
      await held.query(`update profiles set description = 'Pricing zqlatecomer' where id = $1`, [early.profileId]);
      const late = await createExpert(a, { description: 'Billing zqlatecomer', mobileNumber: '+14155552671' });
      expect(await found(b, 'zqlatecomer')).toEqual([late.profileId]);
      await held.query('commit');
      expect((await found(b, 'zqlatecomer')).sort((x, y) => x - y)).toEqual(
        [early.profileId, late.profileId].sort((x, y) => x - y),
      );
      expect(await found(b, 'zqmorrowvane')).toEqual([]);
    } finally {
      await held.end();
    }
  }, 60_000);
});
