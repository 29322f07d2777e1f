import { MESSAGE_BODY_MAX, type MessagePage } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createClient, createProject, type Account } from '../../../test/factories.js';
import { createFitExpert, invite } from '../../../test/marketplace-fixtures.js';
import {
  conversationOf,
  endMember,
  listConversations,
  openDirect,
  openSquad,
  sendMessage,
} from '../../../test/messaging-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, account: Account, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(account.token), ...(payload ? { payload } : {}) });

describe('conversations and messages', () => {
  it('lists the direct conversation of an invitation for both sides, and for nobody else', async () => {
    const [client, expert, outsider] = await Promise.all([
      createClient(t.app),
      createFitExpert(t.app),
      createFitExpert(t.app),
    ]);
    const { projectId, conversationId } = await openDirect(t.app, client, expert);

    for (const account of [client, expert]) {
      const page = await listConversations(t.app, account);
      expect(page).toMatchObject({ hasNextPage: false, unreadTotal: 0 });
      expect(page.data).toEqual([
        expect.objectContaining({
          id: conversationId,
          kind: 'direct',
          project: { id: projectId, name: 'Market entry' },
          lastMessage: null,
          unreadCount: 0,
          canWrite: true,
          participants: [
            { userId: client.user.id, firstName: 'Mere', lastName: 'Parata', role: 'client', canWrite: true },
            { userId: expert.user.id, firstName: 'Hemi', lastName: 'Walker', role: 'expert', canWrite: true },
          ],
        }),
      ]);
    }
    expect((await listConversations(t.app, outsider)).data).toEqual([]);
    expect((await call('GET', `/conversations/${conversationId}`, outsider)).statusCode).toBe(404);
    expect((await call('GET', `/conversations/${conversationId}/messages`, outsider)).statusCode).toBe(404);
    expect((await call('POST', `/conversations/${conversationId}/messages`, outsider, { body: 'hi' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/conversations/${conversationId}/read`, outsider, { upTo: 1 })).statusCode).toBe(404);
  });

  it('starts the direct conversation with the invitation’s message: from the client, unread for the expert', async () => {
    const [client, expert] = await Promise.all([createClient(t.app), createFitExpert(t.app)]);
    const project = await createProject(t.app, client);
    const invitation = await invite(t.app, client.token, project.id, {
      profileId: expert.profileId,
      message: 'Kia ora Hemi, your FP&A work fits our raise.',
    });
    const forExpert = await listConversations(t.app, expert);
    const direct = forExpert.data.find((conversation) => conversation.invitationId === invitation.id);
    expect(forExpert.unreadTotal).toBe(1);
    expect(direct).toMatchObject({
      unreadCount: 1,
      lastMessage: {
        sender: { userId: client.user.id, firstName: 'Mere', lastName: 'Parata' },
        body: 'Kia ora Hemi, your FP&A work fits our raise.',
      },
    });
    const page = (await call('GET', `/conversations/${direct!.id}/messages`, expert)).json<MessagePage>();
    expect(page.data.map((message) => message.body)).toEqual(['Kia ora Hemi, your FP&A work fits our raise.']);
    expect((await listConversations(t.app, client)).data[0]).toMatchObject({ id: direct!.id, unreadCount: 0 });
    // The invitation's mail carried it: no message digest is scheduled for it.
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from conversation_participants where conversation_id = ${direct!.id} and digest_due_at is not null`,
    )) as { rows: Array<{ n: number }> };
    expect(rows[0]!.n).toBe(0);
  });

  it('stores a message exactly as typed, HTML included, and counts it unread for the other side only', async () => {
    const [client, expert] = await Promise.all([createClient(t.app), createFitExpert(t.app)]);
    const { conversationId } = await openDirect(t.app, client, expert);
    const body = '  <script>alert("x")</script> & <b>bold</b>\nsecond line  ';
    const message = await sendMessage(t.app, client, conversationId, body);
    expect(message).toEqual({
      id: expect.any(Number),
      conversationId,
      sender: { userId: client.user.id, firstName: 'Mere', lastName: 'Parata' },
      body,
      createdAt: expect.any(String),
    });

    const forExpert = await listConversations(t.app, expert);
    expect(forExpert.unreadTotal).toBe(1);
    expect(forExpert.data[0]).toMatchObject({ unreadCount: 1, lastMessage: message });
    const forClient = await listConversations(t.app, client);
    expect(forClient.unreadTotal).toBe(0);
    expect(forClient.data[0]).toMatchObject({ unreadCount: 0, lastMessage: message });

    const page = (await call('GET', `/conversations/${conversationId}/messages`, expert)).json<MessagePage>();
    expect(page).toEqual({ data: [message], hasNextPage: false });
    // JSON, never HTML: the body travels as a JSON string.
    const raw = await call('GET', `/conversations/${conversationId}/messages`, expert);
    expect(raw.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers bad bodies with 422 naming the field, and accepts exactly 5,000 characters', async () => {
    const [client, expert] = await Promise.all([createClient(t.app), createFitExpert(t.app)]);
    const { conversationId } = await openDirect(t.app, client, expert);
    const post = (payload: unknown) => call('POST', `/conversations/${conversationId}/messages`, client, payload);

    for (const payload of [{ body: '' }, { body: 'x'.repeat(MESSAGE_BODY_MAX + 1) }, {}, { body: 42 }]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
      expect(response.json()).toMatchObject({ status: 422, errors: { body: expect.any(String) } });
    }
    expect((await post({ body: ' \n\t ' })).json()).toEqual({ status: 422, errors: { body: 'blankMessage' } });
    expect((await post({ body: 'x'.repeat(MESSAGE_BODY_MAX) })).statusCode).toBe(201);
    expect((await post({ body: 'nul \u0000 byte' })).statusCode).toBe(400);
    expect((await call('POST', '/conversations/999999999/messages', client, { body: 'hi' })).statusCode).toBe(404);
    expect((await call('POST', '/conversations/abc/messages', client, { body: 'hi' })).statusCode).toBe(404);
    // Nothing half-written: only the one good message is there.
    const page = (await call('GET', `/conversations/${conversationId}/messages`, expert)).json<MessagePage>();
    expect(page.data).toHaveLength(1);
  });

  it('pages newest first with a before cursor, and refuses a cursor of another conversation', async () => {
    const [client, expert] = await Promise.all([createClient(t.app), createFitExpert(t.app)]);
    const { conversationId } = await openDirect(t.app, client, expert);
    const other = await openDirect(t.app, client, expert);
    const foreign = await sendMessage(t.app, client, other.conversationId, 'elsewhere');
    const sent = [];
    for (let n = 1; n <= 7; n += 1)
      sent.push(await sendMessage(t.app, n % 2 ? client : expert, conversationId, `m${n}`));

    const first = (await call('GET', `/conversations/${conversationId}/messages?limit=3`, expert)).json<MessagePage>();
    expect(first.data.map((message) => message.body)).toEqual(['m7', 'm6', 'm5']);
    expect(first.hasNextPage).toBe(true);
    const second = (
      await call('GET', `/conversations/${conversationId}/messages?limit=3&before=${first.data[2]?.id}`, expert)
    ).json<MessagePage>();
    expect(second.data.map((message) => message.body)).toEqual(['m4', 'm3', 'm2']);
    const last = (
      await call('GET', `/conversations/${conversationId}/messages?limit=3&before=${second.data[2]?.id}`, expert)
    ).json<MessagePage>();
    expect(last).toEqual({ data: [sent[0]], hasNextPage: false });

    const crossed = await call('GET', `/conversations/${conversationId}/messages?before=${foreign.id}`, expert);
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json()).toEqual({ status: 422, errors: { before: 'notInConversation' } });
    for (const query of ['limit=0', 'limit=51', 'before=-1', 'before=abc', 'before=99999999999'])
      expect((await call('GET', `/conversations/${conversationId}/messages?${query}`, expert)).statusCode, query).toBe(
        422,
      );
  });

  it('marks read up to a message, never moves the mark back, and never counts own messages', async () => {
    const [client, expert] = await Promise.all([createClient(t.app), createFitExpert(t.app)]);
    const { conversationId } = await openDirect(t.app, client, expert);
    const other = await openDirect(t.app, client, expert);
    const m1 = await sendMessage(t.app, client, conversationId, 'one');
    const m2 = await sendMessage(t.app, client, conversationId, 'two');
    await sendMessage(t.app, expert, conversationId, 'mine');
    const m3 = await sendMessage(t.app, client, conversationId, 'three');
    await sendMessage(t.app, client, other.conversationId, 'other');
    expect((await listConversations(t.app, expert)).unreadTotal).toBe(4);

    const read = (upTo: number) => call('POST', `/conversations/${conversationId}/read`, expert, { upTo });
    expect((await read(m2.id)).statusCode).toBe(204);
    expect((await conversationOf(t.app, expert, conversationId)).unreadCount).toBe(1);
    expect((await read(m1.id)).statusCode).toBe(204);
    expect((await conversationOf(t.app, expert, conversationId)).unreadCount).toBe(1);
    expect((await read(m3.id)).statusCode).toBe(204);
    expect((await conversationOf(t.app, expert, conversationId)).unreadCount).toBe(0);
    expect((await listConversations(t.app, expert)).unreadTotal).toBe(1);

    const foreign = await sendMessage(t.app, client, other.conversationId, 'other again');
    const crossed = await read(foreign.id);
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json()).toEqual({ status: 422, errors: { upTo: 'notInConversation' } });
    for (const payload of [{}, { upTo: 0 }, { upTo: 'x' }])
      expect((await call('POST', `/conversations/${conversationId}/read`, expert, payload)).statusCode).toBe(422);
  });

  it('lists newest activity first', async () => {
    const [client, expert] = await Promise.all([createClient(t.app), createFitExpert(t.app)]);
    const a = await openDirect(t.app, client, expert);
    const b = await openDirect(t.app, client, expert);
    const c = await openDirect(t.app, client, expert);
    await sendMessage(t.app, expert, a.conversationId, 'bump a');
    const page = await listConversations(t.app, client, '?limit=2');
    expect(page.data.map((conversation) => conversation.id)).toEqual([a.conversationId, c.conversationId]);
    expect(page.hasNextPage).toBe(true);
    const next = await listConversations(t.app, client, '?limit=2&page=2');
    expect(next.data.map((conversation) => conversation.id)).toEqual([b.conversationId]);
  });

  it("lists one project's conversations, paged, and nothing of a project the caller is not in", async () => {
    const [client, expert, outsider] = await Promise.all([
      createClient(t.app),
      createFitExpert(t.app),
      createClient(t.app),
    ]);
    const a = await openDirect(t.app, client, expert);
    await openDirect(t.app, client, expert);
    const page = await listConversations(t.app, client, `?projectId=${a.projectId}`);
    expect(page.data.map((conversation) => conversation.id)).toEqual([a.conversationId]);
    expect(page.hasNextPage).toBe(false);
    // The unread total still counts every conversation, as the header's badge needs.
    expect(page.unreadTotal).toBe((await listConversations(t.app, client)).unreadTotal);
    expect((await listConversations(t.app, outsider, `?projectId=${a.projectId}`)).data).toEqual([]);
    const bad = await call('GET', '/conversations?projectId=abc', client);
    expect(bad.statusCode).toBe(422);
  });

  it('lets a former squad member read but not write, and stops counting for them', async () => {
    const [client, stays, leaves] = await Promise.all([
      createClient(t.app),
      createFitExpert(t.app),
      createFitExpert(t.app),
    ]);
    const { projectId, conversationId, memberIds } = await openSquad(t.app, client, [stays, leaves]);
    const squad = await conversationOf(t.app, client, conversationId);
    expect(squad.kind).toBe('squad');
    expect(squad.participants.map((participant) => participant.userId)).toEqual([
      client.user.id,
      stays.user.id,
      leaves.user.id,
    ]);
    await sendMessage(t.app, client, conversationId, 'before');
    await endMember(t.app, leaves, projectId, memberIds[1] ?? 0);
    await sendMessage(t.app, stays, conversationId, 'after');

    const forFormer = await conversationOf(t.app, leaves, conversationId);
    expect(forFormer).toMatchObject({ canWrite: false, unreadCount: 0 });
    const read = await call('GET', `/conversations/${conversationId}/messages`, leaves);
    expect(read.statusCode).toBe(200);
    expect(read.json<MessagePage>().data.map((message) => message.body)).toEqual(['after', 'before']);
    const write = await call('POST', `/conversations/${conversationId}/messages`, leaves, { body: 'still here?' });
    expect(write.statusCode).toBe(403);
    expect((await conversationOf(t.app, client, conversationId)).participants).toContainEqual(
      expect.objectContaining({ userId: leaves.user.id, canWrite: false }),
    );
  });
});
