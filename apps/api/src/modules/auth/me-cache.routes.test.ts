import { LoginResultSchema, type User } from '@fractional/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, buildProject, createClient, createProject, type Account } from '../../../test/factories.js';

// GET /auth/me answers from a per-instance cache of rendered bodies, keyed by the user's revision in
// the database. These tests prove a cached body never outlives a change, whoever makes it.

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  // A second instance on the same database, as behind a load balancer.
  other = await buildApp(t.config, { database: t.database });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const getMe = (app: FastifyInstance, token: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { ...bearer(token), ...headers } });
const me = async (account: Account) => {
  const response = await getMe(t.app, account.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<User>();
};
const run = (query: SQL) => t.database.db.execute(query);

describe('GET /auth/me after a change', () => {
  it('shows changes made through another instance at once', async () => {
    const account = await createClient(t.app);
    expect((await me(account)).firstName).toBe(account.user.firstName);

    const patched = await other.inject({
      method: 'PATCH',
      url: '/api/v1/auth/me',
      headers: bearer(account.token),
      payload: { firstName: 'Mereana', profile: { skills: [{ id: 5 }] }, businessDetail: { orgName: 'Tui Labs' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await me(account);
    expect(after).toEqual(patched.json());
    expect(after).toMatchObject({ firstName: 'Mereana', businessDetail: { orgName: 'Tui Labs' } });

    const project = await createProject(other, account, { name: 'Series A readiness' });
    expect((await me(account)).profiles[0]?.projects).toContainEqual({ id: project.id, name: 'Series A readiness' });
  });

  it('shows a change made in any table the user is built from, even outside the API', async () => {
    const account = await createClient(t.app, { skills: [{ id: 1 }, { id: 2 }] });
    await createProject(t.app, account, { name: 'Pricing review' });
    const profileId = (await me(account)).profiles[0]!.id;
    const userId = account.user.id;

    const changes: Array<[SQL, (user: User) => unknown, unknown]> = [
      [sql`update users set middle_name = 'Aroha' where id = ${userId}`, (u) => u.middleName, 'Aroha'],
      [
        sql`update profiles set title_header = 'Fractional CFO' where id = ${profileId}`,
        (u) => u.profiles[0]?.titleHeader,
        'Fractional CFO',
      ],
      [
        sql`delete from profile_skills where profile_id = ${profileId} and skill_id = 2`,
        (u) => u.profiles[0]?.skills.map((s) => s.id),
        [1],
      ],
      [
        sql`insert into profile_job_roles (profile_id, job_role_id, position) values (${profileId}, 3, 0)`,
        (u) => u.profiles[0]?.jobRole.some((r) => r.id === 3),
        true,
      ],
      [
        sql`insert into profile_expertises (profile_id, expertise_id, position) values (${profileId}, 4, 0)`,
        (u) => u.profiles[0]?.expertise.some((e) => e.id === 4),
        true,
      ],
      [
        sql`update projects set name = 'Pricing review 2027' where profile_id = ${profileId}`,
        (u) => u.profiles[0]?.projects.map((p) => p.name),
        ['Pricing review 2027'],
      ],
      [
        sql`insert into files (profile_id, kind, path, file_name, file_size, mime_type, uploaded_at)
            values (${profileId}, 'cv', ${`cv/${userId}/cv.pdf`}, 'cv.pdf', 100, 'application/pdf', now())`,
        (u) => u.profiles[0]?.cvPath,
        [`cv/${userId}/cv.pdf`],
      ],
      [
        sql`update business_details set org_name = 'Kea Partners' where user_id = ${userId}`,
        (u) => u.businessDetail?.orgName,
        'Kea Partners',
      ],
      [sql`delete from business_details where user_id = ${userId}`, (u) => u.businessDetail, null],
      [sql`delete from profiles where id = ${profileId}`, (u) => u.profiles, []],
    ];
    for (const [index, [change, read, expected]] of changes.entries()) {
      await me(account); // cached before the change
      await run(change);
      expect(read(await me(account)), `change ${index + 1}`).toEqual(expected);
    }
  });

  it('keeps a body apart from its revision across users', async () => {
    const first = await createClient(t.app);
    const second = await createClient(t.app);
    expect((await me(first)).email).toBe(first.email);
    expect((await me(second)).email).toBe(second.email);
    expect((await me(first)).email).toBe(first.email);
  });
});

describe('the user in a sign-in answer (rendered through the same cache)', () => {
  const login = async (app: FastifyInstance, account: Account) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/email/login',
      payload: { email: account.email, password: account.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // Spliced from the cached user body: still exactly the contract's shape.
    return LoginResultSchema.strict().parse(response.json());
  };

  it('is the GET /auth/me body, and current after any change', async () => {
    const account = await createClient(t.app);
    const first = await login(t.app, account);
    expect(first.user).toEqual(await me(account));
    expect(first.user.email).toBe(account.email);

    await run(sql`update users set middle_name = 'Rangi' where id = ${account.user.id}`);
    expect((await login(t.app, account)).user.middleName).toBe('Rangi');
    await createProject(other, account, { name: 'Board pack' });
    const after = await login(t.app, account);
    expect(after.user.profiles[0]?.projects.map((project) => project.name)).toEqual(['Board pack']);
    expect(after.user).toEqual(await me(account));
  });

  it('is always the signing-in user, whoever signed in before on the instance', async () => {
    const accounts = [await createClient(t.app), await createClient(t.app), await createClient(t.app)];
    for (const account of [...accounts, ...accounts.reverse()]) {
      expect((await login(t.app, account)).user.email).toBe(account.email);
    }
  });
});

describe('GET /auth/me validators', () => {
  it('sends a weak ETag and answers a current If-None-Match with a bodiless 304', async () => {
    const account = await createClient(t.app);
    const first = await getMe(t.app, account.token);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);

    const again = await getMe(other, account.token, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await createProject(t.app, account);
    const changed = await getMe(t.app, account.token, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<User>().profiles[0]?.projects).toHaveLength(1);
  });

  it("never answers 304 to another user's ETag", async () => {
    const first = await createClient(t.app);
    const second = await createClient(t.app);
    const etag = String((await getMe(t.app, first.token)).headers.etag);
    const response = await getMe(t.app, second.token, { 'if-none-match': etag });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().email).toBe(second.email);
  });
});

describe('GET /auth/me with a cached body', () => {
  it('still refuses a logged-out session and a deactivated user', async () => {
    const account = await createClient(t.app);
    const otherSession = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/email/login',
      payload: { email: account.email, password: account.password },
    });
    const { token: secondToken } = otherSession.json<{ token: string }>();
    await me(account);
    expect((await getMe(t.app, secondToken)).statusCode).toBe(200);

    const logout = await other.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(account.token) });
    expect(logout.statusCode).toBe(204);
    expect((await getMe(t.app, account.token)).statusCode).toBe(401);

    await run(sql`update users set status_id = 2 where id = ${account.user.id}`);
    expect((await getMe(t.app, secondToken)).statusCode).toBe(401);
  });
});

describe('concurrent writes to one user', () => {
  it('all succeed (no deadlock on the revision) and the next GET shows the last state', async () => {
    const account = await createClient(t.app);
    await me(account);
    const writes = Array.from({ length: 12 }, (_, index) =>
      index % 3 === 0
        ? (index % 2 === 0 ? t.app : other).inject({
            method: 'POST',
            url: '/api/v1/projects',
            headers: bearer(account.token),
            payload: buildProject({ name: `Project ${index}` }),
          })
        : (index % 2 === 0 ? t.app : other).inject({
            method: 'PATCH',
            url: '/api/v1/auth/me',
            headers: bearer(account.token),
            payload: { lastName: `Name ${index}`, profile: { skills: [{ id: (index % 5) + 1 }, { id: 10 }] } },
          }),
    );
    const statuses = (await Promise.all(writes)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);

    const fresh = (
      await other.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(account.token) })
    ).json<User>();
    expect(await me(account)).toEqual(fresh);
    expect(fresh.profiles[0]?.projects).toHaveLength(4);
  });
});

describe('GET /projects pages after a change', () => {
  const list = async (app: FastifyInstance, account: Account, query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/projects?${query}`,
      headers: bearer(account.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Array<{ name: string }>; total: number }>();
  };

  it('shows a project created through another instance, or renamed outside the API, at once', async () => {
    const account = await createClient(t.app);
    await createProject(t.app, account, { name: 'Board pack' });
    expect((await list(t.app, account, 'sort=name')).total).toBe(1);
    expect((await list(t.app, account, 'search=zzz')).total).toBe(0);

    await createProject(other, account, { name: 'Cash runway' });
    expect((await list(t.app, account, 'sort=name')).data.map((p) => p.name)).toEqual(['Board pack', 'Cash runway']);

    await run(sql`update projects set name = 'Zebra audit' where name = 'Board pack'
      and profile_id = (select id from profiles where user_id = ${account.user.id})`);
    expect((await list(t.app, account, 'sort=name')).data.map((p) => p.name)).toEqual(['Cash runway', 'Zebra audit']);
    expect((await list(t.app, account, 'search=zebra')).total).toBe(1);
  });

  it("keeps each user's pages apart", async () => {
    const first = await createClient(t.app);
    const second = await createClient(t.app);
    await createProject(t.app, first, { name: 'Only mine' });
    expect((await list(t.app, first, 'page=1')).total).toBe(1);
    expect((await list(t.app, second, 'page=1')).total).toBe(0);
  });
});
