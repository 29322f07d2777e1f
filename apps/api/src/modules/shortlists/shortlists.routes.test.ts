import { Statuses, type ShortlistEntry, type ShortlistPage } from '@fractional/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createClient, createContractor, createProject, type Account } from '../../../test/factories.js';
import { createFitExpert } from '../../../test/marketplace-fixtures.js';
import { createExpert } from '../../../test/matching-fixtures.js';
import { profiles, users } from '../../db/schema/index.js';

/** A project's shortlist (docs/discovery.md#shortlists) through HTTP on a fresh database. */
let t: TestApp;
let owner: Account;
let other: Account;
let admin: Account;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, other] = [await createClient(t.app), await createClient(t.app)];
  for (const account of [owner, other]) await verify(account);
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

async function verify(account: Account): Promise<void> {
  await t.app.deps.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, account.user.id));
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

describe('POST /projects/{id}/shortlist', () => {
  it('adds a findable expert with a note (201, card and live match); again → 409', async () => {
    const project = await createProject(t.app, owner);
    const expert = await createFitExpert(t.app);
    const added = await call('POST', `/projects/${project.id}/shortlist`, owner.token, {
      profileId: expert.profileId,
      note: '  Strong on fundraising  ',
    });
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json<ShortlistEntry>();
    expect(entry).toMatchObject({ expert: { profileId: expert.profileId }, note: 'Strong on fundraising' });
    // The live match: the score the project's match list gives the same expert.
    const matches = await call('GET', `/projects/${project.id}/matches?limit=50`, owner.token);
    const listed = matches
      .json<{ data: Array<{ expert: { profileId: number }; score: number }> }>()
      .data.find((match) => match.expert.profileId === expert.profileId);
    expect(entry.match?.score).toBe(listed!.score);
    expect(entry.match!.factors.length).toBeGreaterThan(0);
    expect(added.body).not.toContain(expert.email);

    const again = await call('POST', `/projects/${project.id}/shortlist`, owner.token, { profileId: expert.profileId });
    expect(again.statusCode, again.body).toBe(409);
  });

  it('refuses an expert Find experts does not show: unlisted, unverified, deactivated, rejected, unknown (422)', async () => {
    const project = await createProject(t.app, owner);
    const { db } = t.app.deps.database;
    const unlisted = await createFitExpert(t.app, { listed: false });
    const deactivated = await createFitExpert(t.app);
    await db.update(users).set({ statusId: Statuses.inactive.id }).where(eq(users.id, deactivated.user.id));
    const rejected = await createFitExpert(t.app);
    await db.update(profiles).set({ vetting: 'rejected' }).where(eq(profiles.id, rejected.profileId));
    const unverified = (await createContractor(t.app)).user.profiles[0]!.id;
    for (const profileId of [
      unlisted.profileId,
      deactivated.profileId,
      rejected.profileId,
      unverified,
      2_000_000_000,
    ]) {
      const response = await call('POST', `/projects/${project.id}/shortlist`, owner.token, { profileId });
      expect(response.statusCode, `${profileId}: ${response.body}`).toBe(422);
      expect(response.json()).toEqual({ status: 422, errors: { profileId: 'notAvailable' } });
    }
    // A client's own profile is not an expert either.
    const client = await call('POST', `/projects/${project.id}/shortlist`, owner.token, {
      profileId: owner.user.profiles[0]!.id,
    });
    expect(client.statusCode).toBe(422);
    const list = await call('GET', `/projects/${project.id}/shortlist`, owner.token);
    expect(list.json<ShortlistPage>().data).toEqual([]);
  });

  it('keeps a shortlisted expert who matches nothing of the brief, with match null', async () => {
    const project = await createProject(t.app, owner);
    const elsewhere = await createExpert(t.app, { expertise: [{ id: 40 }], jobRole: [{ id: 31 }] });
    const response = await call('POST', `/projects/${project.id}/shortlist`, owner.token, {
      profileId: elsewhere.profileId,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ShortlistEntry>().match).toBeNull();
  });

  it('checks the body: a note over 1000 characters, a missing profile id → 422', async () => {
    const project = await createProject(t.app, owner);
    const expert = await createFitExpert(t.app);
    const long = await call('POST', `/projects/${project.id}/shortlist`, owner.token, {
      profileId: expert.profileId,
      note: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json<{ errors: object }>().errors)).toEqual(['note']);
    const missing = await call('POST', `/projects/${project.id}/shortlist`, owner.token, { note: 'hi' });
    expect(missing.statusCode).toBe(422);
  });
});

describe('who may keep a shortlist', () => {
  it("answers 404 on another client's project and to admins, 403 to contractors and unverified clients, 401 anonymous", async () => {
    const project = await createProject(t.app, owner);
    const expert = await createFitExpert(t.app);
    const unverified = await createClient(t.app);
    const contractor = await createContractor(t.app);
    const base = `/projects/${project.id}/shortlist`;
    const cases: Array<[Account, number]> = [
      [other, 404],
      [admin, 404],
      [contractor, 403],
      [unverified, 403],
    ];
    for (const [account, status] of cases) {
      expect((await call('POST', base, account.token, { profileId: expert.profileId })).statusCode).toBe(status);
      expect((await call('GET', base, account.token)).statusCode).toBe(status);
      expect((await call('DELETE', `${base}/${expert.profileId}`, account.token)).statusCode).toBe(status);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v1${base}` })).statusCode).toBe(401);
    expect((await call('GET', '/projects/2000000000/shortlist', owner.token)).statusCode).toBe(404);
  });
});

describe('GET and DELETE /projects/{id}/shortlist', () => {
  it('pages the shortlist newest first; removes an entry (204), then 404', async () => {
    const project = await createProject(t.app, owner);
    const experts = [await createFitExpert(t.app), await createFitExpert(t.app), await createFitExpert(t.app)];
    for (const expert of experts) {
      const response = await call('POST', `/projects/${project.id}/shortlist`, owner.token, {
        profileId: expert.profileId,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const first = (await call('GET', `/projects/${project.id}/shortlist?limit=2`, owner.token)).json<ShortlistPage>();
    expect(first.data.map((entry) => entry.expert.profileId)).toEqual([experts[2]!.profileId, experts[1]!.profileId]);
    expect(first.hasNextPage).toBe(true);
    const second = (
      await call('GET', `/projects/${project.id}/shortlist?limit=2&page=2`, owner.token)
    ).json<ShortlistPage>();
    expect(second).toMatchObject({ data: [{ expert: { profileId: experts[0]!.profileId } }], hasNextPage: false });

    const removed = await call('DELETE', `/projects/${project.id}/shortlist/${experts[1]!.profileId}`, owner.token);
    expect(removed.statusCode, removed.body).toBe(204);
    const again = await call('DELETE', `/projects/${project.id}/shortlist/${experts[1]!.profileId}`, owner.token);
    expect(again.statusCode).toBe(404);
    const left = (await call('GET', `/projects/${project.id}/shortlist`, owner.token)).json<ShortlistPage>();
    expect(left.data.map((entry) => entry.expert.profileId)).toEqual([experts[2]!.profileId, experts[0]!.profileId]);
  });

  it('shows an expert who left Find experts after being shortlisted, not ranked (match null)', async () => {
    const project = await createProject(t.app, owner);
    const expert = await createFitExpert(t.app);
    await call('POST', `/projects/${project.id}/shortlist`, owner.token, { profileId: expert.profileId });
    const { db } = t.app.deps.database;
    await db.update(users).set({ statusId: Statuses.inactive.id }).where(eq(users.id, expert.user.id));
    const page = (await call('GET', `/projects/${project.id}/shortlist`, owner.token)).json<ShortlistPage>();
    expect(page.data).toMatchObject([{ expert: { profileId: expert.profileId }, match: null }]);
  });
});
