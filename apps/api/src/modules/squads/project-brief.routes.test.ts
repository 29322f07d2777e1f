import { type ActivityPage, type Invitation, type Project, type ProjectBrief } from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createClient, createProject, type Account } from '../../../test/factories.js';
import { accept, api, createFitExpert, invite } from '../../../test/marketplace-fixtures.js';
import { endMember, listConversations } from '../../../test/messaging-fixtures.js';
import { getMatches, type Expert } from '../../../test/matching-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const patch = (token: string, id: number, body: object) => api(t.app, 'PATCH', `/projects/${id}`, token, body);

describe('PATCH /projects/{id}: editing a brief', () => {
  let client: Account;
  let expert: Expert;
  beforeAll(async () => {
    client = await createClient(t.app);
    expert = await createFitExpert(t.app);
  });

  it('edits any of the brief’s fields (owner), records project.updated, and the matches follow at once', async () => {
    const project = await createProject(t.app, client, { name: 'Series A raise', expertiseGap: 'fundraising' });
    const factorOf = async () =>
      (await getMatches(t.app, client.token, project.id)).data
        .find((match) => match.expert.profileId === expert.profileId)
        ?.factors.find((factor) => factor.key === 'expertise');
    expect(await factorOf()).toMatchObject({ score: 1 });

    const response = await patch(client.token, project.id, {
      name: '  Pricing reset  ',
      overview: 'Rebuild price architecture.',
      expertiseGap: 'pricing-strategy',
      hoursPerWeek: 6,
      budget: null,
      isBudgetAllocated: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<Project>();
    expect(edited).toMatchObject({
      id: project.id,
      name: 'Pricing reset',
      overview: 'Rebuild price architecture.',
      expertiseGap: 'pricing-strategy',
      hoursPerWeek: 6,
      budget: null,
      isBudgetAllocated: false,
      timeline: project.timeline,
      projectStage: project.projectStage,
      status: 'not_started',
    });
    expect((await api(t.app, 'GET', `/projects/${project.id}`, client.token)).json()).toMatchObject(edited);
    // The expert covered the old gap, not the new one: the ranking follows straight away.
    expect((await factorOf())?.score ?? 0).toBe(0);

    const activity = (await api(t.app, 'GET', '/activity', client.token)).json<ActivityPage>();
    expect(activity.data[0]).toMatchObject({
      type: 'project.updated',
      project: { id: project.id, name: 'Pricing reset' },
      text: expect.stringContaining('edited the brief of Pricing reset'),
    });
  });

  it('checks one bound of a budget range against the stored other one', async () => {
    const project = await createProject(t.app, client, { name: 'Range', budget: 40_000, budgetMax: 60_000 });
    expect((await patch(client.token, project.id, { budgetMax: 30_000 })).json()).toEqual({
      status: 422,
      errors: { budgetMax: 'maxBelowMin' },
    });
    expect((await patch(client.token, project.id, { budget: 70_000 })).json()).toEqual({
      status: 422,
      errors: { budgetMax: 'maxBelowMin' },
    });
    const moved = await patch(client.token, project.id, { budget: 50_000 });
    expect(moved.json()).toMatchObject({ budget: 50_000, budgetMax: 60_000 });
    const single = await patch(client.token, project.id, { budgetMax: null });
    expect(single.json()).toMatchObject({ budget: 50_000, budgetMax: null });
  });

  it('applies the rules of creation: 422 with the field’s key, and nothing changes', async () => {
    const project = await createProject(t.app, client, {
      name: 'Rules',
      businessGoal: 'scale-operations',
      businessGoalOther: null,
    });
    const cases: Array<[object, string]> = [
      [{ name: '   ' }, 'name'],
      [{ hoursPerWeek: 0 }, 'hoursPerWeek'],
      [{ hoursPerWeek: 61 }, 'hoursPerWeek'],
      [{ budget: -1 }, 'budget'],
      [{ timeline: 'forever' }, 'timeline'],
      [{ businessGoal: 'a,b,c,d' }, 'businessGoal'],
      [{ businessGoal: 'other' }, 'businessGoalOther'],
      [{ businessGoal: 'other', businessGoalOther: null }, 'businessGoalOther'],
      [{ expertiseGap: 'no-such-expertise' }, 'expertiseGap'],
      [{ status: 'completed', name: 'Both' }, 'status'],
      [{ status: 'active' }, 'status'],
      [{}, 'general'],
    ];
    for (const [body, field] of cases) {
      const response = await patch(client.token, project.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json<{ errors: Record<string, string> }>().errors, JSON.stringify(body)).toHaveProperty(field);
    }
    expect((await patch(client.token, project.id, { businessGoal: 'other' })).json()).toEqual({
      status: 422,
      errors: { businessGoalOther: 'otherRequiresText' },
    });
    expect((await patch(client.token, project.id, { expertiseGap: 'no-such-expertise' })).json()).toEqual({
      status: 422,
      errors: { expertiseGap: 'unknownReference' },
    });
    expect((await api(t.app, 'GET', `/projects/${project.id}`, client.token)).json()).toMatchObject({
      name: 'Rules',
      updatedAt: project.updatedAt,
    });
  });

  it('keeps the other goal’s text with the stored goals, and drops it when other goes', async () => {
    const project = await createProject(t.app, client, {
      businessGoal: 'scale-operations,other',
      businessGoalOther: 'Prepare for a Series B',
    });
    const renamed = await patch(client.token, project.id, { name: 'Renamed' });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', businessGoalOther: 'Prepare for a Series B' });
    const withoutOther = await patch(client.token, project.id, { businessGoal: 'scale-operations' });
    expect(withoutOther.json()).toMatchObject({ businessGoal: 'scale-operations', businessGoalOther: null });
  });

  it('is the owner’s alone (404 for anyone else, 401 without a session); a completed brief cannot change (409)', async () => {
    const project = await createProject(t.app, client, { name: 'Mine' });
    const other = await createClient(t.app);
    expect((await patch(other.token, project.id, { name: 'Theirs' })).statusCode).toBe(404);
    expect((await patch(expert.token, project.id, { name: 'Theirs' })).statusCode).toBe(404);
    expect((await api(t.app, 'PATCH', `/projects/${project.id}`, undefined, { name: 'Theirs' })).statusCode).toBe(401);
    expect((await patch(client.token, 999_999, { name: 'Nobody' })).statusCode).toBe(404);
    expect((await patch(client.token, project.id, { status: 'completed' })).statusCode).toBe(200);
    const late = await patch(client.token, project.id, { name: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect((await api(t.app, 'GET', `/projects/${project.id}`, client.token)).json()).toMatchObject({ name: 'Mine' });
  });
});

describe('GET /projects/{id}/brief: the brief as its squad reads it', () => {
  it('shows a member and a former member the brief with its budget as entered, the client and their conversations', async () => {
    const client = await createClient(t.app);
    const [member, former] = [await createFitExpert(t.app), await createFitExpert(t.app)];
    const project = await createProject(t.app, client, { name: 'Budgeted', budget: 8500.75, isBudgetAllocated: true });
    const seat = await invite(t.app, client.token, project.id, { profileId: member.profileId });
    await accept(t.app, member.token, seat.id, { hoursPerWeek: 2 });
    const formerSeat = await invite(t.app, client.token, project.id, { profileId: former.profileId });
    const formerAccepted = await accept(t.app, former.token, formerSeat.id, { hoursPerWeek: 2 });
    await endMember(t.app, former, project.id, formerAccepted.membership!.id);

    const conversationsOf = async (account: Account) => (await listConversations(t.app, account)).data;
    for (const [account, invitationId] of [
      [member, seat.id],
      [former, formerSeat.id],
    ] as const) {
      const response = await api(t.app, 'GET', `/projects/${project.id}/brief`, account.token);
      expect(response.statusCode, response.body).toBe(200);
      const brief = response.json<ProjectBrief>();
      const conversations = await conversationsOf(account);
      expect(brief).toMatchObject({
        id: project.id,
        name: 'Budgeted',
        overview: project.overview,
        projectStage: project.projectStage,
        timeline: project.timeline,
        businessGoal: project.businessGoal,
        expertiseGap: project.expertiseGap,
        isBudgetAllocated: true,
        budget: 8500.75,
        status: 'active',
        client: { firstName: client.user.firstName, lastName: client.user.lastName },
        squadConversationId: conversations.find((conversation) => conversation.kind === 'squad')!.id,
        directConversationId: conversations.find((conversation) => conversation.invitationId === invitationId)!.id,
      });
      expect(response.body).not.toContain(client.email);
    }
    // The same budget reaches the expert on the invitation, before they decide.
    expect((await api(t.app, 'GET', `/invitations/${seat.id}`, member.token)).json<Invitation>().project).toMatchObject(
      {
        budget: 8500.75,
        isBudgetAllocated: true,
      },
    );
  });

  it('is the squad’s: 403 for the owner (who reads the project), 404 for an invitee, another expert or no project', async () => {
    const client = await createClient(t.app);
    const [invited, stranger] = [await createFitExpert(t.app), await createFitExpert(t.app)];
    const project = await createProject(t.app, client);
    await invite(t.app, client.token, project.id, { profileId: invited.profileId });
    const brief = (token?: string, id = project.id) => api(t.app, 'GET', `/projects/${id}/brief`, token);
    expect((await brief(client.token)).statusCode).toBe(403);
    expect((await brief(invited.token)).statusCode).toBe(404);
    expect((await brief(stranger.token)).statusCode).toBe(404);
    expect((await brief(stranger.token, 999_999)).statusCode).toBe(404);
    expect((await brief(undefined)).statusCode).toBe(401);
  });
});
