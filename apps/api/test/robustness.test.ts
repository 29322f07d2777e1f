import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { bearer, buildContractor, createClient, type Account } from './factories.js';

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

let t: TestApp;
let client: Account;
beforeAll(async () => {
  t = await buildTestApp();
  client = await createClient(t.app);
});
afterAll(async () => t.close());

/** Every failure is JSON `{status, ...}` with a 4xx code and never a stack trace or internals. */
function expectCleanFailure(response: Response, status?: number): void {
  if (status) expect(response.statusCode, response.body).toBe(status);
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(body.status).toBe(response.statusCode);
  expect(typeof body.message === 'string' || typeof body.errors === 'object').toBe(true);
  expect(response.body).not.toMatch(/\s+at [\w.<>]+ \(|node_modules|\.ts:\d+|FST_|SQLSTATE|drizzle|pglite/i);
}

const login = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/email/login',
    headers: { 'content-type': contentType },
    payload,
  });

describe('malformed requests', () => {
  it('answers malformed JSON with 400 {status, message}', async () => {
    const response = await login('{"email": "a@example.com", "password": ');
    expectCleanFailure(response, 400);
    expect(response.json()).toEqual({ status: 400, message: expect.any(String) });
  });

  it('answers an empty JSON body with 400', async () => {
    expectCleanFailure(await login(''), 400);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const payload = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_100_000) });
    const response = await login(payload);
    expectCleanFailure(response, 413);
    expect(response.json()).toEqual({ status: 413, message: expect.any(String) });
  });

  it('refuses a text/plain body on a JSON route with 415', async () => {
    expectCleanFailure(await login('email=a@example.com&password=secret', 'text/plain'), 415);
  });

  it('refuses a form-encoded body with 415', async () => {
    expectCleanFailure(await login('email=a%40example.com', 'application/x-www-form-urlencoded'), 415);
  });

  it.each([
    ['a JSON array', '[{"email": "a@example.com", "password": "secret-password"}]'],
    ['a JSON null', 'null'],
    ['a JSON string', '"hello"'],
    ['a JSON number', '42'],
    ['wrong field types', '{"email": 42, "password": ["x"]}'],
    ['unicode and control characters', '{"email": "ünï\\u0000cödé@例え.jp", "password": "🔑\\u202e\\ud83d"}'],
  ])('answers %s with a 4xx JSON error', async (_name, payload) => {
    expectCleanFailure(await login(payload));
  });

  it('answers deeply nested JSON with a 4xx JSON error', async () => {
    const depth = 100_000;
    expectCleanFailure(await login(`{"email": ${'['.repeat(depth)}${']'.repeat(depth)}, "password": "x"}`));
  });

  it('answers a wide JSON object with a 4xx JSON error', async () => {
    const fields = Array.from({ length: 20_000 }, (_, index) => `"f${index}": ${index}`).join(',');
    expectCleanFailure(await login(`{${fields}}`));
  });

  it('refuses prototype pollution attempts', async () => {
    const response = await login('{"email": "a@example.com", "password": "x", "__proto__": {"isAdmin": true}}');
    expectCleanFailure(response, 400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('stores no NUL characters: a name containing one is a 4xx, never a database error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/email/register',
      payload: buildContractor({ firstName: 'Ar\u0000oha', description: 'Fin\u0000ance' }),
    });
    expectCleanFailure(response, 400);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects?search=a%00b',
      headers: bearer(client.token),
    });
    expectCleanFailure(search, 400);
  });

  it('answers a query string with repeated or odd parameters with 422', async () => {
    expectCleanFailure(await t.app.inject({ method: 'GET', url: '/api/v1/ref-skills?page=1&page=2' }), 422);
    expectCleanFailure(await t.app.inject({ method: 'GET', url: '/api/v1/ref-skills?limit=1e400' }), 422);
  });

  it('answers a badly encoded URL with a 4xx JSON error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/ref-skills/%E0%A4%A' });
    expectCleanFailure(response, 400);
    expect(response.json()).toEqual({ status: 400, message: 'Malformed URL' });
  });
});

describe('unknown routes and methods', () => {
  it('answers an unknown /api route with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expectCleanFailure(response, 404);
    expect(response.json()).toEqual({ status: 404, message: 'Not Found' });
  });

  it('answers a wrong method with 404 JSON', async () => {
    expectCleanFailure(await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/email/login' }), 404);
    expectCleanFailure(await t.app.inject({ method: 'PUT', url: '/api/v1/ref-skills' }), 404);
  });

  it.each(['abc', '1e400', '-1', '0', '1.5', '99999999999999999999', '%00'])(
    'answers /projects/%s with a 4xx JSON error',
    async (id) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/projects/${id}`,
        headers: bearer(client.token),
      });
      expectCleanFailure(response);
    },
  );

  it('answers a well-formed id of nothing with 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects/2147483647',
      headers: bearer(client.token),
    });
    expectCleanFailure(response, 404);
  });
});

describe('bad credentials', () => {
  it.each([
    ['no header', undefined],
    ['a malformed header', 'Bearer'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a garbage token', 'Bearer not.a.jwt'],
    ['a huge token', `Bearer ${'a'.repeat(8000)}`],
  ])('answers %s with 401 JSON', async (_name, authorization) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: authorization ? { authorization } : {},
    });
    expectCleanFailure(response, 401);
  });
});

describe('when the database goes away', () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await buildTestApp();
    const first = await down.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(first.json()).toEqual({ status: 'ok', database: true });
    await down.database.close();
  });
  afterAll(async () => down.close());

  it('reports not ready with 503', async () => {
    const response = await down.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: false });
  });

  it('stays alive', async () => {
    const response = await down.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers data routes with 503 JSON, not 500', async () => {
    const login = await down.app.inject({
      method: 'POST',
      url: '/api/v1/auth/email/login',
      payload: { email: 'someone@example.com', password: 'whatever-password' },
    });
    expect(login.statusCode, login.body).toBe(503);
    expect(login.json()).toEqual({ status: 503, message: expect.any(String) });

    const page = await down.app.inject({ method: 'GET', url: '/api/v1/ref-skills?page=3&limit=7' });
    expect(page.statusCode, page.body).toBe(503);
    expect(page.body).not.toMatch(/pglite|pool|stack/i);
  });
});
