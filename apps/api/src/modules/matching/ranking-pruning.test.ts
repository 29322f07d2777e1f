import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createClient, createProject } from '../../../test/factories.js';
import { createExpert } from '../../../test/matching-fixtures.js';
import { expertises } from '../../db/seed/data/expertises.js';
import { findBrief, rankCandidates } from './matching.repository.js';

/**
 * The ranking's pruning is exact (docs/matching.md, "The query", step 3): the floor `f` and the cut of partial
 * fits and long shots that cannot come within their points of the best (`withinReach`) only skip `ts_rank` and
 * the track record of candidates that could never be listed, so every page is the page of the statement
 * without them. A random population drawn from small pools (so partial fits, long shots and ties are common)
 * meets random briefs of two and three gaps; each page, at several sizes and offsets, is compared row by row.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** Few areas, so many experts cover two of a brief's gaps (full fits: the floor `f` has a page to cut). */
const AREAS = 4;
const POOL = 6;
const TIMEZONES = ['+12:00 Pacific/Auckland', '+00:00 Europe/London', '-05:00 America/New_York', null];
const WORDS = ['fundraising', 'forecast', 'cash', 'board', 'pricing', 'audit', 'growth', 'treasury', 'saas'];
const ids = (max: number) => fc.uniqueArray(fc.integer({ min: 1, max: POOL }), { minLength: 0, maxLength: max });
const words = (max: number) =>
  fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: max }).map((list) => list.join(' '));

const expertArb = fc.record({
  signUp: fc.record({
    expertise: fc
      .uniqueArray(fc.integer({ min: 1, max: AREAS }), { minLength: 0, maxLength: 3 })
      .map((list) => list.map((id) => ({ id }))),
    jobRole: ids(2).map((list) => list.map((id) => ({ id }))),
    skills: ids(3).map((list) => list.map((id) => ({ id }))),
    timezone: fc.constantFrom(...TIMEZONES),
    description: words(14),
  }),
  availability: fc.record({
    capacityHoursPerWeek: fc.integer({ min: 1, max: 40 }),
    hourlyRateMin: fc.option(fc.integer({ min: 50, max: 300 }), { nil: null }),
  }),
});

const briefArb = fc.record({
  name: words(3),
  overview: words(10),
  expertiseGap: fc
    .uniqueArray(fc.integer({ min: 0, max: AREAS - 1 }), { minLength: 2, maxLength: 3 })
    .map((list) => list.map((index) => expertises[index]!.expertiseCode).join(',')),
  hoursPerWeek: fc.integer({ min: 5, max: 40 }),
  budget: fc.option(fc.integer({ min: 10_000, max: 200_000 }), { nil: null }),
});

const PAGES = [
  { limit: 2, offset: 0 },
  { limit: 4, offset: 0 },
  { limit: 3, offset: 3 },
  { limit: 21, offset: 0 },
];

describe('the ranking pruning', () => {
  it('never changes a page: the same rows, scores and order as without it', async () => {
    for (const { signUp, availability } of fc.sample(expertArb, { numRuns: 60, seed: 20261130 })) {
      await createExpert(t.app, signUp, availability);
    }
    const client = await createClient(t.app, { timezone: '+12:00 Pacific/Auckland' });
    let compared = 0;
    let partialFitsListed = 0;
    let cutPages = 0;
    await fc.assert(
      fc.asyncProperty(briefArb, async (input) => {
        const project = await createProject(t.app, client, input);
        const brief = (await findBrief(t.database.db, project.id))!;
        for (const { limit, offset } of PAGES) {
          const rows = async (prune: boolean) =>
            (await rankCandidates(t.database.db, brief, limit + 1, offset, { prune })).map((row) => ({
              profileId: row.profileId,
              score: row.score,
              total: row.total,
              text: row.text,
              track: row.track,
              evidence: row.evidence,
            }));
          const pruned = await rows(true);
          expect(pruned).toEqual(await rows(false));
          compared += pruned.length;
          partialFitsListed += pruned.filter((row) => row.evidence < 2).length;
          if (pruned.length > limit) cutPages += 1;
        }
      }),
      { numRuns: 40, seed: 20261130 },
    );
    // Not vacuous: pages were full and cut short (the floor `f` at work), and partial fits were listed.
    expect(compared).toBeGreaterThan(100);
    expect(cutPages).toBeGreaterThan(10);
    expect(partialFitsListed).toBeGreaterThan(0);
  }, 300_000);
});
