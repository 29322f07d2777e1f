import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createClient, createProject, type Account } from '../../../test/factories.js';
import { createFitExpert } from '../../../test/marketplace-fixtures.js';
import { getMatches, idsOf, type Expert } from '../../../test/matching-fixtures.js';
import { findBrief, rankCandidates } from './matching.repository.js';
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
  return (await rankCandidates(t.database.db, brief!, limit, offset, threshold)).map((row) => row.profileId);
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

  it(`keeps the two-item floor through the API while fewer than ${DEEP_MARKET} experts hold three`, async () => {
    const page = await getMatches(t.app, client.token, project);
    expect(idsOf(page)).toEqual([...three.map((expert) => expert.profileId), two.profileId]);
  });
});
