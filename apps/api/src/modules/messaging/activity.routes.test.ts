import type { ActivityItem, ActivityPage, ActivityType, Invitation } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createClient, createProject, type Account } from '../../../test/factories.js';
import { accept, api, createFitExpert, invite } from '../../../test/marketplace-fixtures.js';
import { endMember } from '../../../test/messaging-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function feed(account: Account, query = ''): Promise<ActivityPage> {
  const response = await api(t.app, 'GET', `/activity${query}`, account.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActivityPage>();
}
const typesOf = (page: ActivityPage) => page.data.map((item) => item.type);

describe('GET /activity', () => {
  it('records the whole loop and shows each side what concerns them, newest first', async () => {
    const client = await createClient(t.app);
    const [member, decliner, withdrawn, stranger] = await Promise.all([
      createFitExpert(t.app, {}, { firstName: 'Ana', lastName: 'Member' }),
      createFitExpert(t.app, {}, { firstName: 'Dee', lastName: 'Cliner' }),
      createFitExpert(t.app, {}, { firstName: 'Wil', lastName: 'Drawn' }),
      createFitExpert(t.app),
    ]);
    const project = await createProject(t.app, client, { name: 'Launch <b>X</b>' });
    const sent = new Map<number, Invitation>();
    for (const expert of [member, decliner, withdrawn])
      sent.set(expert.user.id, await invite(t.app, client.token, project.id, { profileId: expert.profileId }));
    const joined = await accept(t.app, member.token, sent.get(member.user.id)!.id, { hoursPerWeek: 5 });
    expect(
      (await api(t.app, 'POST', `/invitations/${sent.get(decliner.user.id)!.id}/decline`, decliner.token, {}))
        .statusCode,
    ).toBe(200);
    expect(
      (await api(t.app, 'POST', `/invitations/${sent.get(withdrawn.user.id)!.id}/withdraw`, client.token)).statusCode,
    ).toBe(200);
    await endMember(t.app, member, project.id, joined.membership!.id);
    expect(
      (await api(t.app, 'PATCH', `/projects/${project.id}`, client.token, { status: 'completed' })).statusCode,
    ).toBe(200);

    const owner = await feed(client);
    expect(typesOf(owner)).toEqual<ActivityType[]>([
      'project.completed',
      'member.ended',
      'invitation.withdrawn',
      'invitation.declined',
      'member.joined',
      'invitation.accepted',
      'invitation.sent',
      'invitation.sent',
      'invitation.sent',
      'project.created',
    ]);
    const texts = owner.data.map((item) => item.text);
    expect(texts).toEqual([
      'Mere Parata marked Launch <b>X</b> as completed',
      'Ana Member left the squad of Launch <b>X</b>',
      'Mere Parata withdrew the invitation of Wil Drawn to Launch <b>X</b>',
      'Dee Cliner declined the invitation to Launch <b>X</b>',
      'Ana Member joined the squad of Launch <b>X</b>',
      'Ana Member accepted the invitation to Launch <b>X</b>',
      'Mere Parata invited Wil Drawn to Launch <b>X</b>',
      'Mere Parata invited Dee Cliner to Launch <b>X</b>',
      'Mere Parata invited Ana Member to Launch <b>X</b>',
      'Mere Parata created the project Launch <b>X</b>',
    ]);
    expect(owner.data[0]).toEqual<ActivityItem>({
      id: expect.any(Number),
      type: 'project.completed',
      actor: { userId: client.user.id, firstName: 'Mere', lastName: 'Parata' },
      project: { id: project.id, name: 'Launch <b>X</b>' },
      invitationId: null,
      text: expect.any(String),
      createdAt: expect.any(String),
    });

    // The member: their own invitation and membership, and the squad's events until they left.
    expect(typesOf(await feed(member))).toEqual([
      'member.ended',
      'member.joined',
      'invitation.accepted',
      'invitation.sent',
    ]);
    // Others' invitations stay private.
    expect(typesOf(await feed(decliner))).toEqual(['invitation.declined', 'invitation.sent']);
    expect(typesOf(await feed(withdrawn))).toEqual(['invitation.withdrawn', 'invitation.sent']);
    expect((await feed(stranger)).data).toEqual([]);
  });

  it('shows a member the squad’s later joins and the completion, and pages with a before cursor', async () => {
    const client = await createClient(t.app);
    const [first, second] = await Promise.all([createFitExpert(t.app), createFitExpert(t.app)]);
    const project = await createProject(t.app, client);
    for (const expert of [first, second]) {
      const invitation = await invite(t.app, client.token, project.id, { profileId: expert.profileId });
      await accept(t.app, expert.token, invitation.id, { hoursPerWeek: 5 });
    }
    expect(
      (await api(t.app, 'PATCH', `/projects/${project.id}`, client.token, { status: 'completed' })).statusCode,
    ).toBe(200);
    const all = await feed(first);
    expect(typesOf(all)).toEqual([
      'member.ended',
      'member.ended',
      'project.completed',
      'member.joined',
      'member.joined',
      'invitation.accepted',
      'invitation.sent',
    ]);

    const page1 = await feed(first, '?limit=3');
    expect(page1.hasNextPage).toBe(true);
    const page2 = await feed(first, `?limit=3&before=${page1.data[2]!.id}`);
    const page3 = await feed(first, `?limit=3&before=${page2.data[2]!.id}`);
    expect([...page1.data, ...page2.data, ...page3.data]).toEqual(all.data);
    expect(page3.hasNextPage).toBe(false);
    for (const query of ['?limit=0', '?limit=51', '?before=0', '?before=x'])
      expect((await api(t.app, 'GET', `/activity${query}`, client.token)).statusCode, query).toBe(422);
  });

  it('is append-only: a statement cannot change or delete an event', async () => {
    const client = await createClient(t.app);
    await createProject(t.app, client);
    await expect(t.database.db.execute(sql`update activity_events set type = 'project.completed'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from activity_events`)).rejects.toThrow();
  });
});
