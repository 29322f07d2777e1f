import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createClient, createProject, type Account } from '../../../test/factories.js';
import { createFitExpert } from '../../../test/marketplace-fixtures.js';
import { getMatches, idsOf, type Expert } from '../../../test/matching-fixtures.js';
import { profiles, projects } from '../../db/schema/index.js';
import { findBrief, MARKET_DEPTH_TTL_MS, rankCandidates, type MarketDepths } from './matching.repository.js';
import { DEEP_MARKET } from './matching.weights.js';

/*
 * A deep market (docs/matching.md, "A deep market: three pieces of evidence"): once `threshold` experts
 * hold three of the brief's items, one of them a gap, the list holds only them. The project of
 * `createProject` asks for fundraising (expertise 2) and M&A (expertise 3); `createFitExpert` covers
 * fundraising and is a Fundraising Advisor (two items), and covering M&A too makes three. The threshold
 * is a parameter of the repository function so a handful of experts can make a market deep here; the
 * route uses DEEP_MARKET.
 */

let t: TestApp;
let client: Account;
let project: number;
let two: Expert;
let three: Expert[];
beforeAll(async () => {
  t = await buildTestApp();
  client = await createClient(t.app);
  project = (await createProject(t.app, client)).id;
  two = await createFitExpert(t.app);
  three = [
    await createFitExpert(t.app, {}, { expertise: [{ id: 2 }, { id: 3 }] }),
    await createFitExpert(t.app, {}, { expertise: [{ id: 2 }, { id: 3 }] }),
  ];
});
afterAll(async () => t.close());

async function listed(threshold: number, limit = 20, offset = 0): Promise<number[]> {
  const brief = await findBrief(t.database.db, project);
  return (await rankCandidates(t.database.db, brief!, limit, offset, { threshold })).map((row) => row.profileId);
}

describe('the matches list in a deep market', () => {
  it('lists only the experts holding three of the brief’s items once enough of them do', async () => {
    const strong = three.map((expert) => expert.profileId);
    // Two experts hold three items: a market of two is deep for a threshold of two…
    expect(await listed(2)).toEqual(strong);
    // …and every page of it is cut from the same list.
    expect([...(await listed(2, 1, 0)), ...(await listed(2, 1, 1))]).toEqual(strong);
    // …not for three: the floor stays at two items and the two-item expert is listed, below the others.
    expect(await listed(3)).toEqual([...strong, two.profileId]);
  });

  it('remembers the depth for a while per instance, but never across an edit of the brief', async () => {
    const depths: MarketDepths = new LRUCache({ max: 10, ttl: MARKET_DEPTH_TTL_MS });
    const ranked = async () =>
      (
        await rankCandidates(t.database.db, (await findBrief(t.database.db, project))!, 20, 0, { threshold: 2, depths })
      ).map((row) => row.profileId);
    expect(await ranked()).toEqual(three.map((expert) => expert.profileId));
    // One of the two strong experts stops working: the market is no longer deep, but the remembered
    // depth holds for its minute (the list keeps the three-item floor: the two-item expert stays out).
    await t.database.db.update(profiles).set({ openToWork: false }).where(eq(profiles.id, three[1]!.profileId));
    expect(await ranked()).toEqual([three[0]!.profileId]);
    // An edit of the brief is counted afresh: with Fundraising alone nobody holds three items, and the
    // two experts left hold the same two (ties by id).
    await t.database.db.update(projects).set({ expertiseGap: 'fundraising' }).where(eq(projects.id, project));
    expect(await ranked()).toEqual([two.profileId, three[0]!.profileId]);
    await t.database.db
      .update(projects)
      .set({ expertiseGap: 'fundraising,mergers-acquisitions' })
      .where(eq(projects.id, project));
    await t.database.db.update(profiles).set({ openToWork: true }).where(eq(profiles.id, three[1]!.profileId));
  });

  it(`keeps the two-item floor through the API while fewer than ${DEEP_MARKET} experts hold three`, async () => {
    const page = await getMatches(t.app, client.token, project);
    expect(idsOf(page)).toEqual([...three.map((expert) => expert.profileId), two.profileId]);
  });
});
