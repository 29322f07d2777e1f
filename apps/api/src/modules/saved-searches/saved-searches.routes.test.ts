import { SAVED_SEARCHES_MAX, type SavedSearch, type SavedSearchPage } from '@fractional/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createClient, createContractor, type Account } from '../../../test/factories.js';
import { createExpert } from '../../../test/matching-fixtures.js';
import { namedRows } from '../../db/prepared.js';
import { users } from '../../db/schema/index.js';

/** Saved searches (docs/discovery.md#saved-searches) through HTTP on a fresh database. */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function verifiedClient(): Promise<Account> {
  const account = await createClient(t.app);
  await t.app.deps.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, account.user.id));
  return account;
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** A word no other test's experts use: consonants only, so the English stemmer leaves it as it is. */
function uniqueWord(): string {
  const letters = 'bcdfghjkmnpqrtvwxz';
  return `zq${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
}

describe('POST /saved-searches', () => {
  it('keeps the query as URL text (201) and counts the experts it finds now as seen', async () => {
    const client = await verifiedClient();
    const word = uniqueWord();
    const [a, b] = [
      await createExpert(t.app, { description: `Operator ${word}` }, { capacityHoursPerWeek: 20 }),
      await createExpert(t.app, { description: `Operator ${word}` }, { capacityHoursPerWeek: 20 }),
    ];
    const response = await call('POST', '/saved-searches', client.token, {
      name: '  Operators  ',
      query: { q: word, minAvailableHours: 5, vetted: false, sort: 'rating' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json<SavedSearch>();
    expect(saved).toMatchObject({
      name: 'Operators',
      query: { q: word, minAvailableHours: '5', vetted: 'false', sort: 'rating' },
      lastNotifiedAt: null,
    });
    const seen = await namedRows<{ profileId: number }>(
      t.app.deps.database.db,
      sql`select profile_id as "profileId" from saved_search_seen where saved_search_id = ${saved.id} order by 1`,
    );
    expect(seen.map((row) => row.profileId)).toEqual([a.profileId, b.profileId].sort((x, y) => x - y));
  });

  it('checks the query as GET /experts does, naming query.<parameter> (422); nothing is stored', async () => {
    const client = await verifiedClient();
    const cases: Array<[object, string]> = [
      [{ minRate: 'lots' }, 'query.minRate'],
      [{ overlapWith: 'Mars/Olympus' }, 'query.overlapWith'],
      [{ industries: 'not-an-industry' }, 'query.industries'],
      [{ roles: '1,x' }, 'query.roles'],
      [{ sort: 'newest' }, 'query.sort'],
      [{ page: 2 }, 'query.page'],
      [{ limit: 10 }, 'query.limit'],
      [{ colour: 'blue' }, 'query.colour'],
      [{ minRate: 200, maxRate: 100 }, 'query.minRate'],
    ];
    for (const [query, field] of cases) {
      const response = await call('POST', '/saved-searches', client.token, { name: 'Bad', query });
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(Object.keys(response.json<{ errors: Record<string, string> }>().errors), JSON.stringify(query)).toContain(
        field,
      );
    }
    const blank = await call('POST', '/saved-searches', client.token, { name: '  ', query: {} });
    expect(blank.statusCode).toBe(422);
    expect(blank.json<{ errors: object }>().errors).toHaveProperty('name');
    const page = (await call('GET', '/saved-searches', client.token)).json<SavedSearchPage>();
    expect(page.data).toEqual([]);
  });

  it(`refuses the ${SAVED_SEARCHES_MAX + 1}st with 422 {name:'tooManySavedSearches'}; one more after a delete`, async () => {
    const client = await verifiedClient();
    const ids: number[] = [];
    for (let index = 0; index < SAVED_SEARCHES_MAX; index++) {
      const response = await call('POST', '/saved-searches', client.token, { name: `S${index}`, query: { q: 'cfo' } });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json<SavedSearch>().id);
    }
    const extra = await call('POST', '/saved-searches', client.token, { name: 'One too many', query: {} });
    expect(extra.statusCode).toBe(422);
    expect(extra.json()).toEqual({ status: 422, errors: { name: 'tooManySavedSearches' } });
    expect((await call('DELETE', `/saved-searches/${ids[0]}`, client.token)).statusCode).toBe(204);
    expect((await call('POST', '/saved-searches', client.token, { name: 'Again', query: {} })).statusCode).toBe(201);
  });
});

describe('GET and DELETE /saved-searches', () => {
  it("lists only the caller's own, newest first, in pages; deletes own (204), another's or none → 404", async () => {
    const [mine, theirs] = [await verifiedClient(), await verifiedClient()];
    const create = async (account: Account, name: string) =>
      (await call('POST', '/saved-searches', account.token, { name, query: { q: name } })).json<SavedSearch>();
    const [first, second, third] = [
      await create(mine, 'first'),
      await create(mine, 'second'),
      await create(mine, 'third'),
    ];
    const other = await create(theirs, 'other');
    const page = (await call('GET', '/saved-searches?limit=2', mine.token)).json<SavedSearchPage>();
    expect(page.data.map((search) => search.id)).toEqual([third.id, second.id]);
    expect(page.hasNextPage).toBe(true);
    const next = (await call('GET', '/saved-searches?limit=2&page=2', mine.token)).json<SavedSearchPage>();
    expect(next).toMatchObject({ data: [{ id: first.id, name: 'first', query: { q: 'first' } }], hasNextPage: false });

    expect((await call('DELETE', `/saved-searches/${other.id}`, mine.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/saved-searches/${second.id}`, mine.token)).statusCode).toBe(204);
    expect((await call('DELETE', `/saved-searches/${second.id}`, mine.token)).statusCode).toBe(404);
    const left = (await call('GET', '/saved-searches', mine.token)).json<SavedSearchPage>();
    expect(left.data.map((search) => search.id)).toEqual([third.id, first.id]);
    const theirsLeft = (await call('GET', '/saved-searches', theirs.token)).json<SavedSearchPage>();
    expect(theirsLeft.data.map((search) => search.id)).toEqual([other.id]);
  });

  it('answers 403 to contractors, admins and unverified clients, 401 anonymous', async () => {
    const accounts = [await createContractor(t.app), await createAdmin(t.app), await createClient(t.app)];
    for (const account of accounts) {
      expect((await call('POST', '/saved-searches', account.token, { name: 'x', query: {} })).statusCode).toBe(403);
      expect((await call('GET', '/saved-searches', account.token)).statusCode).toBe(403);
      expect((await call('DELETE', '/saved-searches/1', account.token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/saved-searches' })).statusCode).toBe(401);
  });
});
