import {
  AdminExpertPageSchema,
  AdminExpertSchema,
  AdminProjectPageSchema,
  AdminUserPageSchema,
  AdminUserSchema,
  AuditPageSchema,
  type AdminExpert,
  type AdminProjectPage,
  type AdminUser,
  type AdminUserPage,
  type AuditPage,
  type Invitation,
  type InvitationPage,
  type User,
} from '@fractional/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createAdmin, expectNoSecrets } from '../../../test/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  PASSWORD,
  bearer,
  createClient,
  createContractor,
  createProject,
  uniqueEmail,
  type Account,
} from '../../../test/factories.js';
import { createExpert, getMatches, idsOf } from '../../../test/matching-fixtures.js';
import { auditLog, invitations, projects } from '../../db/schema/index.js';
import { setUserStatus } from './admin-users.service.js';

let t: TestApp;
let admin: Account;
let client: Account;
let contractor: Account;
const as = (account: Account | undefined) => callAs(t.app, account?.token);
const auditCount = async () => (await t.app.deps.database.db.select({ n: count() }).from(auditLog))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.app);
  client = await createClient(t.app);
  contractor = await createContractor(t.app);
});
afterAll(async () => t.close());

describe('the role gate', () => {
  // Valid and invalid inputs alike: the gate answers before validation.
  const endpoints: Array<['GET' | 'POST' | 'PATCH', string, object?]> = [
    ['GET', '/admin/projects'],
    ['GET', '/admin/projects?waiting=maybe'],
    ['GET', '/admin/projects?search=a%25&status=open'],
    ['GET', '/admin/projects/1'],
    ['GET', '/admin/experts?vetting=approved'],
    ['POST', '/admin/experts/1/vetting', { vetting: 'approved' }],
    ['POST', '/admin/experts/x/vetting', { vetting: 'nope' }],
    ['GET', '/admin/users?search=a&role=admin&status=active'],
    ['PATCH', '/admin/users/1', { status: 'inactive' }],
    ['PATCH', '/admin/users/1', {}],
    ['PATCH', '/admin/users/1', { email: 'someone@example.com' }],
    ['POST', '/admin/users', { email: 'new@example.com', firstName: 'N', lastName: 'U', role: 'client' }],
    ['POST', '/admin/users', {}],
    ['GET', '/admin/audit'],
    ['GET', '/admin/audit?actor=x&action=y&from=z'],
  ];

  it('answers exactly 403 to clients and contractors on every /admin endpoint, 401 without a token', async () => {
    const before = await auditCount();
    for (const [method, url, payload] of endpoints) {
      for (const account of [client, contractor]) {
        const response = await as(account)(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ status: 403, message: 'Only an admin can do this' });
      }
      expect((await as(undefined)(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await auditCount()).toBe(before);
  });

  it('signs the admin in through /auth like everyone, with the role name the web routes by', async () => {
    const me = await as(admin)('GET', '/auth/me');
    expect(me.statusCode).toBe(200);
    const user = me.json<User>();
    expect(user.role).toEqual({ id: 1, name: 'admin' });
    expect(user.status.name).toBe('active');
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.profiles).toEqual([]);
  });
});

describe('GET /admin/projects', () => {
  let older: number;
  let newer: number;
  let completed: number;

  beforeAll(async () => {
    const other = await createClient(t.app, {
      firstName: 'Hemi',
      businessDetail: {
        orgName: 'Tui Foods',
        industry: 'retail',
        segment: 'small-business',
        headQuarters: 'NZ',
        teamSize: '11-50',
      },
    });
    older = (await createProject(t.app, client, { name: 'Queue older' })).id;
    newer = (await createProject(t.app, other, { name: 'Queue newer' })).id;
    completed = (await createProject(t.app, client, { name: 'Queue completed' })).id;
    const { db } = t.app.deps.database;
    // Distinct creation times, oldest first as created, whatever the clock's resolution.
    await db
      .update(projects)
      .set({ createdAt: new Date('2026-01-05T09:00:00Z') })
      .where(eq(projects.id, older));
    await db
      .update(projects)
      .set({ createdAt: new Date('2026-01-06T09:00:00Z') })
      .where(eq(projects.id, newer));
    await db
      .update(projects)
      .set({ createdAt: new Date('2026-01-07T09:00:00Z'), status: 'completed' })
      .where(eq(projects.id, completed));
  });

  const queue = async (query = '') => {
    const response = await as(admin)('GET', `/admin/projects?limit=50${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expectNoSecrets(response.body, client);
    return AdminProjectPageSchema.parse(response.json<AdminProjectPage>());
  };

  it('lists every client’s projects oldest first with the client, invitations count and waiting time', async () => {
    const page = await queue();
    const ids = page.data.map((project) => project.id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(completed));
    const first = page.data.find((project) => project.id === older)!;
    expect(first.client).toEqual({
      id: client.user.id,
      firstName: 'Mere',
      lastName: 'Parata',
      email: client.email,
      orgName: 'Kauri Analytics',
      industry: 'information-technology,retail',
    });
    expect(first.invitationsCount).toBe(0);
    expect(first.waitingSince).toBe('2026-01-05T09:00:00.000Z');
    expect(first.name).toBe('Queue older');
  });

  it('filters by status and waiting, pages with hasNextPage, and refuses a bad filter (422 naming it)', async () => {
    const done = await queue('&status=completed');
    expect(done.data.map((project) => project.id)).toEqual([completed]);
    expect((await queue('&status=not_started')).data.map((p) => p.id)).not.toContain(completed);
    expect((await queue('&waiting=true')).data.map((p) => p.id)).toContain(older);
    expect((await queue('&waiting=false')).data.map((p) => p.id)).not.toContain(older);

    // An invitation (of any status) stops the clock.
    const expert = await createExpert(t.app);
    await t.app.deps.database.db.insert(invitations).values([
      { projectId: newer, profileId: expert.profileId, hoursPerWeek: 10 },
      { projectId: newer, profileId: expert.profileId, hoursPerWeek: 10, status: 'declined', respondedAt: new Date() },
    ]);
    const invited = (await queue('&waiting=false')).data.find((p) => p.id === newer);
    expect(invited).toMatchObject({ invitationsCount: 2, waitingSince: null });
    expect((await queue('&waiting=true')).data.map((p) => p.id)).not.toContain(newer);

    const first = await as(admin)('GET', '/admin/projects?limit=1');
    expect(first.json<AdminProjectPage>()).toMatchObject({ hasNextPage: true });
    expect(first.json<AdminProjectPage>().data).toHaveLength(1);

    for (const [query, field] of [
      ['waiting=maybe', 'waiting'],
      ['status=lost', 'status'],
      ['limit=51', 'limit'],
      ['page=0', 'page'],
    ]) {
      const response = await as(admin)('GET', `/admin/projects?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
    }
  });

  it('searches the project name, the client’s name and e-mail and the organisation, combined with the filters', async () => {
    const owner = await createClient(t.app, {
      firstName: 'Wiremu',
      lastName: 'Searchfield',
      businessDetail: {
        orgName: 'Rimu Ventures',
        industry: 'retail',
        segment: 'small-business',
        headQuarters: 'NZ',
        teamSize: '11-50',
      },
    });
    const percent = (await createProject(t.app, owner, { name: 'Cut churn 40% in Q3' })).id;
    const noPercent = (await createProject(t.app, owner, { name: 'Cut churn 40 in Q3' })).id;
    const underscore = (await createProject(t.app, owner, { name: 'Data_lake audit' })).id;
    const noUnderscore = (await createProject(t.app, owner, { name: 'Data lake audit' })).id;
    const all = [percent, noPercent, underscore, noUnderscore];
    const found = async (search: string, filters = '') =>
      (await queue(`&search=${encodeURIComponent(search)}${filters}`)).data.map((project) => project.id);

    expect(await found(owner.email.toUpperCase())).toEqual(all);
    expect(await found('wiremu SEARCHFIELD')).toEqual(all);
    expect(await found('searchf')).toEqual(all);
    expect(await found('rimu ventures')).toEqual(all);
    expect(await found('DATA LAKE')).toEqual([noUnderscore]);
    // LIKE's wildcards are plain characters: `40%` is not "40 and anything", `_` not "any one character".
    expect(await found('40%')).toEqual([percent]);
    expect(await found('data_lake')).toEqual([underscore]);
    expect(await found('%')).toEqual([percent]);
    expect(await found('nothing is called this')).toEqual([]);
    // Blank is no search at all.
    expect((await found('   ')).length).toBeGreaterThan(all.length);

    await t.app.deps.database.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, underscore));
    const expert = await createExpert(t.app);
    await t.app.deps.database.db
      .insert(invitations)
      .values({ projectId: noPercent, profileId: expert.profileId, hoursPerWeek: 10 });
    expect(await found(owner.email, '&status=completed')).toEqual([underscore]);
    expect(await found(owner.email, '&waiting=false')).toEqual([noPercent]);
    expect(await found(owner.email, '&waiting=true&status=not_started')).toEqual([percent, noUnderscore]);
    expect(await found('Rimu', '&status=active')).toEqual([]);

    const tooLong = await as(admin)('GET', `/admin/projects?search=${'a'.repeat(255)}`);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({ errors: { search: expect.any(String) } });
  });

  it('shows one project, 404 for an unknown one', async () => {
    const one = await as(admin)('GET', `/admin/projects/${newer}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: newer, client: { firstName: 'Hemi', orgName: 'Tui Foods' } });
    expect((await as(admin)('GET', '/admin/projects/2147483647')).statusCode).toBe(404);
  });
});

describe('experts and vetting', () => {
  const BRIEF = {
    name: 'Series A fundraising',
    overview: 'Build the financial model for our Series A raise',
    // Two gaps the twins both cover: two pieces of evidence, above the matching floor (docs/matching.md).
    expertiseGap: 'fundraising,corporate-finance',
  };
  // Two experts alike in everything the ranking reads (but their names), so vetting alone tells them apart.
  const twin = (firstName: string) =>
    createExpert(t.app, { firstName, lastName: 'Twin', expertise: [{ id: 2 }, { id: 4 }], skills: [{ id: 11 }] });

  const vet = (profileId: number | string, body: object) =>
    as(admin)('POST', `/admin/experts/${profileId}/vetting`, body);

  it('lists contractors only, oldest first, with e-mail and CVs, filtered by vetting and search', async () => {
    const expert = await twin('Listed');
    const response = await as(admin)('GET', `/admin/experts?search=${encodeURIComponent(expert.email)}`);
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response.body, expert);
    const page = AdminExpertPageSchema.parse(response.json());
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      profileId: expert.profileId,
      userId: expert.user.id,
      email: expert.email,
      status: 'active',
      openToWork: true,
      vetting: 'pending',
      vettingNote: null,
      vettingDecidedBy: null,
      cvFiles: [],
    });
    const all = await as(admin)('GET', '/admin/experts?limit=50&search=Twin');
    expect(all.json<{ data: AdminExpert[] }>().data.map((card) => card.email)).toContain(expert.email);
    // Clients have profiles too, but are never in the expert list.
    const clients = await as(admin)('GET', `/admin/experts?search=${encodeURIComponent(client.email)}`);
    expect(clients.json<{ data: unknown[] }>().data).toEqual([]);
    expect((await as(admin)('GET', '/admin/experts?vetting=maybe')).statusCode).toBe(422);
  });

  it('leaves closed accounts ("Former member") out of the vetting queue and refuses to vet them (404)', async () => {
    const closing = await twin('Closing');
    const listed = await as(admin)('GET', `/admin/experts?search=${encodeURIComponent(closing.email)}`);
    expect(listed.json<{ data: AdminExpert[] }>().data.map((card) => card.profileId)).toEqual([closing.profileId]);
    expect((await as(closing)('DELETE', '/auth/me', { password: PASSWORD })).statusCode).toBe(204);
    for (const query of ['vetting=pending', '']) {
      const former = await as(admin)('GET', `/admin/experts?limit=50&search=Former%20member&${query}`);
      expect(former.statusCode).toBe(200);
      expect(former.json<{ data: AdminExpert[] }>().data.map((card) => card.profileId)).not.toContain(
        closing.profileId,
      );
    }
    const audits = await auditCount();
    expect((await vet(closing.profileId, { vetting: 'approved' })).statusCode).toBe(404);
    expect(await auditCount()).toBe(audits);
  });

  it('approves with a note (audited, Vetted on the card and in matches, a small boost) and rejects (never matched)', async () => {
    const plain = await twin('Pita');
    const approved = await twin('Aperahama');
    const owner = await createClient(t.app);
    const projectId = (await createProject(t.app, owner, BRIEF)).id;
    const before = await getMatches(t.app, owner.token, projectId);
    const ids = idsOf(before);
    // Twins tie, and ties go to the lower profile id: the one to approve is listed second.
    expect(ids.indexOf(plain.profileId)).toBeLessThan(ids.indexOf(approved.profileId));
    const baseScore = before.data.find((match) => match.expert.profileId === approved.profileId)!.score;

    const audits = await auditCount();
    const response = await vet(approved.profileId, { vetting: 'approved', note: '  Two references checked  ' });
    expect(response.statusCode, response.body).toBe(200);
    expectNoSecrets(response.body, approved);
    const card = AdminExpertSchema.parse(response.json());
    expect(card).toMatchObject({
      profileId: approved.profileId,
      vetting: 'approved',
      vettingNote: 'Two references checked',
      vettingDecidedBy: { id: admin.user.id, email: admin.email },
    });
    expect(card.vettingDecidedAt).not.toBeNull();
    expect(await auditCount()).toBe(audits + 1);

    const after = await getMatches(t.app, owner.token, projectId);
    const approvedMatch = after.data.find((match) => match.expert.profileId === approved.profileId)!;
    expect(approvedMatch.expert.vetting).toBe('approved');
    expect(approvedMatch.score).toBe(Math.min(100, baseScore + 5));
    expect(idsOf(after).indexOf(approved.profileId)).toBeLessThan(idsOf(after).indexOf(plain.profileId));

    // The same decision again writes nothing.
    expect((await vet(approved.profileId, { vetting: 'approved', note: 'Two references checked' })).statusCode).toBe(
      200,
    );
    expect(await auditCount()).toBe(audits + 1);

    const rejected = await vet(plain.profileId, { vetting: 'rejected', note: 'No relevant experience' });
    expect(rejected.json()).toMatchObject({ vetting: 'rejected' });
    expect(idsOf(await getMatches(t.app, owner.token, projectId))).not.toContain(plain.profileId);
    // Back to pending: matched again.
    await vet(plain.profileId, { vetting: 'pending' });
    expect(idsOf(await getMatches(t.app, owner.token, projectId))).toContain(plain.profileId);

    const log = (await as(admin)('GET', '/admin/audit?limit=3')).json<AuditPage>();
    expect(log.data[0]).toMatchObject({
      actor: { id: admin.user.id, email: admin.email },
      action: 'expert.vetted',
      target: { type: 'profile', id: plain.profileId, label: `Pita Twin <${plain.email}>` },
      before: { vetting: 'rejected', note: 'No relevant experience' },
      after: { vetting: 'pending', note: null },
    });
    expect(log.data[1]).toMatchObject({ after: { vetting: 'rejected' } });
  });

  it('refuses a client’s profile or an unknown one (404) and a bad decision (422), writing nothing', async () => {
    const audits = await auditCount();
    expect((await vet(client.user.profiles[0]!.id, { vetting: 'approved' })).statusCode).toBe(404);
    expect((await vet(2_147_483_647, { vetting: 'approved' })).statusCode).toBe(404);
    const expert = await twin('Bad');
    for (const [body, field] of [
      [{ vetting: 'maybe' }, 'vetting'],
      [{}, 'vetting'],
      [{ vetting: 'approved', note: 'x'.repeat(1001) }, 'note'],
      [{ vetting: 'approved', extra: 1 }, 'general'],
    ] as const) {
      const response = await vet(expert.profileId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      if (field !== 'general') expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
    }
    expect(await auditCount()).toBe(audits);
  });

  it('lets an admin see any project’s matches and any expert’s card', async () => {
    const expert = await twin('Seen');
    const owner = await createClient(t.app);
    const projectId = (await createProject(t.app, owner, BRIEF)).id;
    expect(idsOf(await getMatches(t.app, admin.token, projectId))).toContain(expert.profileId);
    const card = await as(admin)('GET', `/profiles/${expert.profileId}/card`);
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({ profileId: expert.profileId });
    // Not open to work: no longer matched, still an expert an admin may look at.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${expert.profileId}`,
      headers: bearer(expert.token),
      payload: { openToWork: false },
    });
    expect((await as(admin)('GET', `/profiles/${expert.profileId}/card`)).statusCode).toBe(200);
    expect((await as(admin)('GET', `/profiles/${client.user.profiles[0]!.id}/card`)).statusCode).toBe(404);
  });
});

describe('users', () => {
  const patch = (caller: Account, id: number, status: string) => as(caller)('PATCH', `/admin/users/${id}`, { status });

  it('searches by name or e-mail and filters by role and status; never a secret', async () => {
    const named = await createContractor(t.app, { firstName: 'Wiremu', lastName: 'Zyxwv' });
    const byName = await as(admin)('GET', '/admin/users?search=wiremu%20zyx');
    expect(byName.statusCode).toBe(200);
    expectNoSecrets(byName.body, named);
    const page = AdminUserPageSchema.parse(byName.json<AdminUserPage>());
    expect(page.data.map((user) => user.id)).toEqual([named.user.id]);
    expect(page.data[0]).toMatchObject({
      email: named.email,
      role: { id: 3, name: 'contractor' },
      status: { id: 1, name: 'active' },
      provider: 'email',
      deletedAt: null,
    });
    expect(page.data[0]!.lastSeenAt).not.toBeNull();

    const byEmail = await as(admin)('GET', `/admin/users?search=${encodeURIComponent(named.email.toUpperCase())}`);
    expect(byEmail.json<AdminUserPage>().data.map((user) => user.id)).toEqual([named.user.id]);
    // LIKE's wildcards are plain characters in a search.
    expect((await as(admin)('GET', '/admin/users?search=%25')).json<AdminUserPage>().data).toEqual([]);

    const admins = (await as(admin)('GET', '/admin/users?role=admin&limit=50')).json<AdminUserPage>();
    expect(admins.data.every((user) => user.role.name === 'admin')).toBe(true);
    expect(admins.data.map((user) => user.id)).toContain(admin.user.id);
    const inactive = (await as(admin)('GET', '/admin/users?status=inactive&limit=50')).json<AdminUserPage>();
    expect(inactive.data.every((user) => user.status.name === 'inactive')).toBe(true);
    expect((await as(admin)('GET', '/admin/users?role=owner')).statusCode).toBe(422);
    expect((await as(admin)('GET', '/admin/users?status=gone')).statusCode).toBe(422);
  });

  it('deactivates at once (tokens and refresh refused, sign-in refused), audited; reactivates', async () => {
    const target = await createContractor(t.app);
    const audits = await auditCount();
    const response = await patch(admin, target.user.id, 'inactive');
    expect(response.statusCode, response.body).toBe(200);
    expectNoSecrets(response.body, target);
    expect(AdminUserSchema.parse(response.json<AdminUser>()).status).toEqual({ id: 2, name: 'inactive' });
    expect(await auditCount()).toBe(audits + 1);

    expect((await as(target)('GET', '/auth/me')).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: bearer(target.refreshToken),
    });
    expect(refresh.statusCode).toBe(401);
    const login = await as(undefined)('POST', '/auth/email/login', { email: target.email, password: PASSWORD });
    expect(login.json()).toEqual({ status: 422, errors: { email: 'userInactive' } });

    // Deactivating again changes nothing and records nothing.
    expect((await patch(admin, target.user.id, 'inactive')).statusCode).toBe(200);
    expect(await auditCount()).toBe(audits + 1);

    const back = await patch(admin, target.user.id, 'active');
    expect(back.json<AdminUser>().status.name).toBe('active');
    // The old sessions stay ended; signing in works again.
    expect((await as(target)('GET', '/auth/me')).statusCode).toBe(401);
    expect(
      (await as(undefined)('POST', '/auth/email/login', { email: target.email, password: PASSWORD })).statusCode,
    ).toBe(200);

    const log = (await as(admin)('GET', '/admin/audit?limit=2')).json<AuditPage>();
    expect(log.data.map((entry) => entry.action)).toEqual(['user.activated', 'user.deactivated']);
    expect(log.data[1]).toMatchObject({
      target: { type: 'user', id: target.user.id, label: target.email },
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
  });

  it('refuses self-deactivation and a closed account; 404 for an unknown user; nothing audited', async () => {
    const audits = await auditCount();
    expect((await patch(admin, admin.user.id, 'inactive')).json()).toEqual({
      status: 422,
      errors: { status: 'cannotDeactivateSelf' },
    });
    const closing = await createContractor(t.app);
    const close = await as(closing)('DELETE', '/auth/me', { password: PASSWORD });
    expect(close.statusCode).toBe(204);
    expect((await patch(admin, closing.user.id, 'active')).json()).toEqual({
      status: 422,
      errors: { status: 'cannotBeChanged' },
    });
    expect((await patch(admin, 2_147_483_647, 'inactive')).statusCode).toBe(404);
    expect((await as(admin)('PATCH', `/admin/users/${contractor.user.id}`, { status: 'gone' })).statusCode).toBe(422);
    expect(
      (await as(admin)('PATCH', `/admin/users/${contractor.user.id}`, { status: 'active', role: 1 })).statusCode,
    ).toBe(422);
    expect(await auditCount()).toBe(audits);
    expect((await as(admin)('GET', '/auth/me')).statusCode).toBe(200);
  });

  it('names a field it does not know, unless the name looks like a secret or is not a plain identifier', async () => {
    const target = await createContractor(t.app);
    const url = `/admin/users/${target.user.id}`;
    const named = await as(admin)('PATCH', url, { status: 'inactive', role: 'admin' });
    expect(named.json()).toEqual({ status: 422, errors: { role: 'role is not allowed' } });
    const alone = await as(admin)('PATCH', url, { role: 'admin' });
    expect(alone.json()).toEqual({ status: 422, errors: { role: 'role is not allowed' } });
    for (const key of ['passwordHash', 'password_hash', 'apiToken', 'SQLSTATE', '<b>x</b>', 'a'.repeat(41)]) {
      const hidden = await as(admin)('PATCH', url, { status: 'inactive', [key]: 'x' });
      expect(hidden.json(), key).toEqual({ status: 422, errors: { general: 'a field that is not allowed was sent' } });
    }
    // Nothing changed.
    expect((await as(target)('GET', '/auth/me')).statusCode).toBe(200);
  });

  it('keeps the last active admin from closing their own account', async () => {
    const close = await as(admin)('DELETE', '/auth/me', { password: PASSWORD });
    expect(close.json()).toEqual({ status: 422, errors: { general: 'lastActiveAdmin' } });
    expect((await as(admin)('GET', '/auth/me')).statusCode).toBe(200);
  });

  it('lets one admin deactivate another, whose tokens die; never the last active admin', async () => {
    const second = await createAdmin(t.app, uniqueEmail('second-admin'));
    const done = await patch(second, admin.user.id, 'inactive');
    expect(done.statusCode, done.body).toBe(200);
    expect((await as(admin)('GET', '/admin/users')).statusCode).toBe(401);
    // Only `second` is active now. The first admin's request, had it passed the session check just
    // before its deactivation (two admins deactivating each other at once), must not leave none.
    const raced = setUserStatus(
      t.app.deps,
      { userId: admin.user.id, role: 'admin', sessionId: admin.user.id.toString(), revision: 0 },
      second.user.id,
      { status: 'inactive' },
    );
    await expect(raced).rejects.toMatchObject({ status: 422, fieldErrors: { status: 'lastActiveAdmin' } });
    expect((await patch(second, admin.user.id, 'active')).statusCode).toBe(200);
    admin = await createAdmin(t.app, admin.email);
  });
});

describe('invitations on the client’s behalf', () => {
  it('invites a matched expert as "Fractional", audited; the client and the expert see it; withdraws, audited', async () => {
    const owner = await createClient(t.app);
    const project = await createProject(t.app, owner, { expertiseGap: 'fundraising,mergers-acquisitions' });
    const expert = await createExpert(t.app, {
      firstName: 'Rangi',
      lastName: 'Kereama',
      expertise: [{ id: 2 }, { id: 3 }],
    });
    const audits = await auditCount();

    // Not matchable (the client has no matching profile): refused, nothing recorded.
    const refused = await as(admin)('POST', `/projects/${project.id}/invitations`, {
      profileId: client.user.profiles[0]!.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(await auditCount()).toBe(audits);

    const sent = await as(admin)('POST', `/projects/${project.id}/invitations`, { profileId: expert.profileId });
    expect(sent.statusCode, sent.body).toBe(201);
    const invitation = sent.json<Invitation>();
    expect(invitation).toMatchObject({ status: 'invited', invitedBy: 'fractional' });
    expect(await auditCount()).toBe(audits + 1);

    const ownersView = (await as(owner)('GET', `/projects/${project.id}/invitations`)).json<InvitationPage>();
    expect(ownersView.data.map((item) => [item.id, item.invitedBy])).toEqual([[invitation.id, 'fractional']]);
    const expertsView = (await as(expert)('GET', '/invitations')).json<InvitationPage>();
    expect(expertsView.data.map((item) => item.id)).toEqual([invitation.id]);
    const queue = (await as(admin)(`GET`, `/admin/projects/${project.id}`)).json();
    expect(queue).toMatchObject({ invitationsCount: 1, waitingSince: null });
    const matches = await getMatches(t.app, admin.token, project.id);
    expect(matches.data.find((m) => m.expert.profileId === expert.profileId)?.engagement).toMatchObject({
      invitationId: invitation.id,
      status: 'invited',
    });

    const withdrawn = await as(admin)('POST', `/invitations/${invitation.id}/withdraw`);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    const log = (await as(admin)('GET', '/admin/audit?limit=2')).json<AuditPage>();
    expect(log.data.map((entry) => entry.action)).toEqual(['invitation.withdrawn', 'invitation.created']);
    expect(log.data[1]).toMatchObject({
      actor: { id: admin.user.id },
      target: { type: 'invitation', id: invitation.id, label: `Rangi Kereama to Market entry (Kauri Analytics)` },
      before: null,
      after: { status: 'invited', projectId: project.id, profileId: expert.profileId, onBehalfOf: 'Kauri Analytics' },
    });
    expect(log.data[0]).toMatchObject({ before: { status: 'invited' }, after: { status: 'withdrawn' } });
    // Withdrawing it again answers it as it stands (a repeated request, docs/api.md): nothing recorded.
    const again = await as(admin)('POST', `/invitations/${invitation.id}/withdraw`);
    expect([again.statusCode, again.json<{ status: string }>().status]).toEqual([200, 'withdrawn']);
    expect(await auditCount()).toBe(audits + 2);

    // The client's own invitation is theirs, not an admin action.
    const own = await as(owner)('POST', `/projects/${project.id}/invitations`, { profileId: expert.profileId });
    expect(own.json()).toMatchObject({ invitedBy: 'client' });
    expect(await auditCount()).toBe(audits + 2);
  });
});

describe('GET /admin/audit', () => {
  it('filters by actor, action and days (UTC, both included), combined; validates each', async () => {
    const second = await createAdmin(t.app, uniqueEmail('auditor'));
    const target = await createContractor(t.app);
    expect((await as(second)('PATCH', `/admin/users/${target.user.id}`, { status: 'inactive' })).statusCode).toBe(200);
    expect((await as(second)('PATCH', `/admin/users/${target.user.id}`, { status: 'active' })).statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const list = async (query: string) => {
      const response = await as(admin)('GET', `/admin/audit?limit=50&${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      return response.json<AuditPage>().data;
    };
    const bySecond = await list(`actor=${second.user.id}`);
    expect(bySecond.map((entry) => entry.action)).toEqual(['user.activated', 'user.deactivated']);
    expect(bySecond.every((entry) => entry.actor?.id === second.user.id)).toBe(true);
    expect((await list(`actor=${second.user.id}&action=user.deactivated`)).map((e) => e.target.id)).toEqual([
      target.user.id,
    ]);
    const deactivations = await list('action=user.deactivated');
    expect(deactivations.length).toBeGreaterThan(0);
    expect(deactivations.every((entry) => entry.action === 'user.deactivated')).toBe(true);
    expect(await list(`actor=${second.user.id}&from=${today}&to=${today}`)).toHaveLength(2);
    expect(await list(`actor=${second.user.id}&to=2020-01-01`)).toEqual([]);
    expect(await list(`actor=${second.user.id}&from=2999-01-01`)).toEqual([]);

    for (const [query, field] of [
      ['actor=abc', 'actor'],
      ['action=user.deleted', 'action'],
      ['from=yesterday', 'from'],
      ['to=2024-02-30', 'to'],
      ['from=2024-05-02&to=2024-05-01', 'to'],
    ] as const) {
      const response = await as(admin)('GET', `/admin/audit?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors), query).toEqual([field]);
    }
  });

  it('pages newest first, with the actor, and never a secret', async () => {
    const first = await as(admin)('GET', '/admin/audit?limit=2');
    expect(first.statusCode).toBe(200);
    expectNoSecrets(first.body, admin);
    const page = AuditPageSchema.parse(first.json<AuditPage>());
    expect(page.hasNextPage).toBe(true);
    const second = (await as(admin)('GET', '/admin/audit?limit=2&page=2')).json<AuditPage>();
    expect(page.data[1]!.id).toBeGreaterThan(second.data[0]!.id);
    const provisioned = (await as(admin)('GET', '/admin/audit?limit=50')).json<AuditPage>();
    expect(provisioned.data.find((entry) => entry.action === 'admin.provisioned')).toMatchObject({ actor: null });
    expect((await as(admin)('GET', '/admin/audit?limit=0')).statusCode).toBe(422);
  });
});
