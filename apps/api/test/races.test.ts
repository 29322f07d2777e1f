import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { bearer, buildContractor, createClient, createProject, uniqueEmail } from './factories.js';
import { api, createFitExpert, invite } from './marketplace-fixtures.js';
import { createOpenBrief, createVerifiedClient } from './open-brief-fixtures.js';

/** Concurrent requests that must not both win: real races on PostgreSQL (PGlite serialises them). */
let t: TestApp;
beforeAll(async () => {
  // A connection for each of the most requests sent at once (24 invitations), so the races are settled by the
  // database's locks, not by the pool's 3-second wait for a connection: on a starved CI machine four of the 24
  // answered something other than 422 (their status was not printed; the pool's wait is the likely cause).
  t = await buildTestApp(undefined, {}, { poolMax: 25 });
});
afterAll(async () => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

describe('races', () => {
  it('lets exactly one of 50 concurrent sign-ups with one e-mail (in any letter case) through', async () => {
    const email = uniqueEmail('race');
    const spellings = [email, email.toUpperCase(), `${email[0]?.toUpperCase() ?? ''}${email.slice(1)}`];
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post('/auth/email/register', buildContractor({ email: spellings[index % spellings.length] ?? email })),
      ),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created).toHaveLength(1);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 201)) {
      expect(response.json()).toEqual({ status: 422, errors: { email: 'emailAlreadyExists' } });
    }
    const { rows } = (await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where lower(email) = ${email.toLowerCase()}`,
    )) as { rows: Array<{ n: number }> };
    expect(rows[0]?.n).toBe(1);
  }, 60_000);

  it('lets at most one of 20 concurrent refreshes with one token succeed, and treats the rest as reuse', async () => {
    const account = await createClient(t.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post('/auth/refresh', undefined, bearer(account.refreshToken))),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200).length).toBeLessThanOrEqual(1);
    expect(codes.every((code) => code === 200 || code === 401)).toBe(true);
    // The losers presented a token that was already used: the session is revoked, winner's tokens included.
    const winner = responses
      .find((response) => response.statusCode === 200)
      ?.json<{ token: string; refreshToken: string }>();
    for (const token of [account.token, winner?.token].filter((value): value is string => Boolean(value))) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(
        401,
      );
    }
    if (winner) expect((await post('/auth/refresh', undefined, bearer(winner.refreshToken))).statusCode).toBe(401);
  });

  it('lets only as many of several concurrent accepts through as the expert has hours (capacity ledger)', async () => {
    const client = await createClient(t.app);
    const expert = await createFitExpert(t.app, { capacityHoursPerWeek: 10 });
    const invitations = [];
    for (let index = 0; index < 6; index += 1) {
      const project = await createProject(t.app, client, { name: `Race ${index}` });
      invitations.push(await invite(t.app, client.token, project.id, { profileId: expert.profileId }));
    }
    // 6 accepts of 4 hours each, at once: 10 hours fit two of them, never three.
    const responses = await Promise.all(
      invitations.map((invitation) =>
        api(t.app, 'POST', `/invitations/${invitation.id}/accept`, expert.token, { hoursPerWeek: 4, hourlyRate: 100 }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409, 409, 409]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json()).toEqual({ status: 409, errors: { hoursPerWeek: 'overCapacity' } });
    }
    const { rows } = (await t.database.db.execute(sql`
      select p.booked_hours_per_week as booked,
        (select coalesce(sum(m.hours_per_week), 0)::int from squad_members m where m.profile_id = p.id and m.status = 'active') as seats,
        (select count(*)::int from invitations i where i.profile_id = p.id and i.status = 'accepted') as accepted
      from profiles p where p.id = ${expert.profileId}`)) as {
      rows: Array<{ booked: number; seats: number; accepted: number }>;
    };
    expect(rows[0]).toEqual({ booked: 8, seats: 8, accepted: 2 });
  });

  it('accepts one invitation once, however many times it is accepted at once', async () => {
    const client = await createClient(t.app);
    const expert = await createFitExpert(t.app, { capacityHoursPerWeek: 40 });
    const project = await createProject(t.app, client);
    const invitation = await invite(t.app, client.token, project.id, { profileId: expert.profileId });
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        api(t.app, 'POST', `/invitations/${invitation.id}/accept`, expert.token, { hoursPerWeek: 2, hourlyRate: 100 }),
      ),
    );
    // One accept writes; the others are the same request repeated and answer it as it stands (docs/api.md).
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));
    const squad = await api(t.app, 'GET', `/projects/${project.id}/squad`, client.token);
    expect(squad.json<{ data: unknown[] }>().data).toHaveLength(1);
  });

  it('never leaves a seat booked on a completed project when accepting and completing race', async () => {
    const client = await createClient(t.app);
    const experts = await Promise.all(Array.from({ length: 4 }, () => createFitExpert(t.app)));
    const project = await createProject(t.app, client);
    const invitations = [];
    for (const expert of experts) {
      invitations.push(await invite(t.app, client.token, project.id, { profileId: expert.profileId }));
    }
    await Promise.all([
      ...invitations.map((invitation, index) =>
        api(t.app, 'POST', `/invitations/${invitation.id}/accept`, experts[index]!.token, { hoursPerWeek: 3 }),
      ),
      api(t.app, 'PATCH', `/projects/${project.id}`, client.token, { status: 'completed' }),
    ]);
    const { rows } = (await t.database.db.execute(sql`
      select (select count(*)::int from squad_members m where m.project_id = ${project.id} and m.status = 'active') as active,
        (select count(*)::int from invitations i where i.project_id = ${project.id} and i.status = 'invited') as open,
        (select coalesce(sum(p.booked_hours_per_week), 0)::int from profiles p
          where p.id = any(${sql.param(experts.map((expert) => expert.profileId))}::int[])) as booked`)) as {
      rows: Array<{ active: number; open: number; booked: number }>;
    };
    expect(rows[0]).toEqual({ active: 0, open: 0, booked: 0 });
  });

  it('never lets more than 20 invitations be open on one project, however many are sent at once', async () => {
    const client = await createClient(t.app);
    const project = await createProject(t.app, client);
    const experts = await Promise.all(Array.from({ length: 24 }, () => createFitExpert(t.app)));
    const responses = await Promise.all(
      experts.map((expert) =>
        api(t.app, 'POST', `/projects/${project.id}/invitations`, client.token, { profileId: expert.profileId }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(
      codes.filter((code) => code === 201),
      codes.join(' '),
    ).toHaveLength(20);
    expect(
      codes.filter((code) => code === 422),
      codes.join(' '),
    ).toHaveLength(4);
  }, 60_000);

  it('turns one interest into one invitation, however many invites of it race (and one interest per expert)', async () => {
    const client = await createVerifiedClient(t.app);
    const project = await createOpenBrief(t.app, client);
    const expert = await createFitExpert(t.app);
    const body = { message: 'I can help', hoursPerWeek: 6, hourlyRate: 100 };
    const asked = await Promise.all(
      Array.from({ length: 10 }, () => api(t.app, 'POST', `/projects/${project.id}/interest`, expert.token, body)),
    );
    const askedCodes = asked.map((response) => response.statusCode);
    expect(askedCodes.filter((code) => code === 201)).toHaveLength(1);
    expect(askedCodes.filter((code) => code === 409)).toHaveLength(9);
    const interestId = asked.find((response) => response.statusCode === 201)!.json<{ id: number }>().id;
    const invites = await Promise.all(
      Array.from({ length: 10 }, () => api(t.app, 'POST', `/interest/${interestId}/invite`, client.token)),
    );
    const codes = invites.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    const { rows } = (await t.database.db.execute(sql`
      select (select count(*)::int from invitations where project_id = ${project.id}) as invitations,
        (select count(*)::int from project_interests where project_id = ${project.id}) as interests,
        (select invitation_id from project_interests where id = ${interestId}) as linked`)) as {
      rows: Array<{ invitations: number; interests: number; linked: number }>;
    };
    const winner = invites.find((response) => response.statusCode === 201)!.json<{ id: number }>();
    expect(rows[0]).toEqual({ invitations: 1, interests: 1, linked: winner.id });
  }, 60_000);
});
