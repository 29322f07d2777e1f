import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

/** Every item of a paged list, walking pages until hasNextPage is false. */
async function readAll(path: string, limit: number): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  for (let page = 1; page < 100; page += 1) {
    const response = await get(`${path}?page=${page}&limit=${limit}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    items.push(...body.data);
    if (!body.hasNextPage) return items;
  }
  throw new Error(`${path} never ended`);
}

const byLabelThenId = (label: string) => (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const left = String(a[label]).toLowerCase();
  const right = String(b[label]).toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return Number(a.id) - Number(b.id);
};

describe.each([
  { path: '/ref-job-roles', label: 'role', keys: ['id', 'role', 'roleCode'], minimum: 60 },
  { path: '/ref-expertises', label: 'expertise', keys: ['expertise', 'expertiseCode', 'id'], minimum: 60 },
  { path: '/ref-skills', label: 'skill', keys: ['code', 'description', 'id', 'skill'], minimum: 200 },
])('GET $path', ({ path, label, keys, minimum }) => {
  it('answers the first 50 by default, with exactly the documented fields', async () => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body.hasNextPage).toBe(true);
    expect(body.data).toHaveLength(50);
    for (const item of body.data) expect(Object.keys(item).sort()).toEqual(keys);
  });

  it('pages through every item once, ordered by label (case-insensitive) then id', async () => {
    const items = await readAll(path, 17);
    expect(items.length).toBeGreaterThanOrEqual(minimum);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(items).toEqual([...items].sort(byLabelThenId(label)));
    for (const item of items) expect(String(item[label]).length).toBeGreaterThan(0);
  });

  it('answers an empty last page past the end', async () => {
    const response = await get(`${path}?page=1000&limit=50`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], hasNextPage: false });
  });

  it.each([
    ['limit=51', 'limit'],
    ['limit=0', 'limit'],
    ['limit=ten', 'limit'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
  ])('refuses %s with 422 naming the field', async (query, field) => {
    const response = await get(`${path}?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { [field]: expect.any(String) } });
  });
});

describe('reference caching', () => {
  it('sends a strong ETag and public max-age, and 304 without a body when it matches', async () => {
    const first = await get('/ref-skills?page=2&limit=10');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=300');

    const again = await get('/ref-skills?page=2&limit=10', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const listed = await get('/ref-skills?page=2&limit=10', { 'if-none-match': `"other", W/${etag}` });
    expect(listed.statusCode).toBe(304);
  });

  it('answers 200 with the body when the ETag is stale or names another page', async () => {
    const pageOne = await get('/ref-skills?page=1&limit=10');
    const pageTwo = await get('/ref-skills?page=2&limit=10', { 'if-none-match': pageOne.headers.etag as string });
    expect(pageTwo.statusCode).toBe(200);
    expect(pageTwo.headers.etag).not.toBe(pageOne.headers.etag);
    expect(pageTwo.json().data).toHaveLength(10);
  });

  it('gives equal pages the same ETag however the query is spelled', async () => {
    const plain = await get('/ref-job-roles');
    const spelled = await get('/ref-job-roles?page=01&limit=50');
    expect(spelled.headers.etag).toBe(plain.headers.etag);
    expect(spelled.body).toBe(plain.body);
  });
});

describe('GET /ref-countries', () => {
  it('lists ISO countries with English names sorted by name, cached with an ETag', async () => {
    const response = await get('/ref-countries');
    expect(response.statusCode).toBe(200);
    const countries: Array<{ code: string; countryName: string }> = response.json();
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ code: 'NZ', countryName: 'New Zealand' });
    expect(countries).toContainEqual({ code: 'DE', countryName: 'Germany' });
    for (const country of countries) expect(country.code).toMatch(/^[A-Z]{2}$/);
    const names = countries.map((country) => country.countryName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(response.headers['cache-control']).toBe('public, max-age=300');

    const again = await get('/ref-countries', { 'if-none-match': response.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /ref-timezones', () => {
  it('answers the timezones.json entries and the regions the select offers', async () => {
    const response = await get('/ref-timezones');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.timezones.length).toBeGreaterThan(100);
    expect(body.timezones[0]).toEqual({
      value: expect.any(String),
      abbr: expect.any(String),
      offset: expect.any(Number),
      isdst: expect.any(Boolean),
      text: expect.any(String),
      utc: expect.any(Array),
    });
    expect(body.regions).toContainEqual(
      expect.objectContaining({ utc_offset: '+12:00', region: 'Pacific/Auckland', timezones: expect.any(Array) }),
    );
    const again = await get('/ref-timezones', { 'if-none-match': response.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });
});

describe('reference lists are public', () => {
  it('need no token and appear in the OpenAPI document under the reference tag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json();
    for (const path of ['ref-job-roles', 'ref-expertises', 'ref-skills', 'ref-countries', 'ref-timezones']) {
      const operation = document.paths[`/api/v1/${path}`].get;
      expect(operation.tags).toEqual(['reference']);
      expect(operation.security).toBeUndefined();
    }
  });
});
