import type { ActivityItem, EventTicket, Invitation, Message, UnreadEvent } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.js';
import { buildListeningTestApp } from '../../../test/listening-app.js';
import { bearer, createClient, createProject, type Account } from '../../../test/factories.js';
import { api, createFitExpert, invite } from '../../../test/marketplace-fixtures.js';
import { openDirect, sendMessage } from '../../../test/messaging-fixtures.js';
import { openSse } from '../../../test/sse-client.js';

let t: TestApp & { baseUrl: string };
beforeAll(async () => {
  t = await buildListeningTestApp({ live: { heartbeatMs: 100 } });
});
afterAll(async () => t.close());

async function ticketFor(account: Account): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/events/ticket', headers: bearer(account.token) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EventTicket>().ticket;
}

const streamUrl = (ticket: string, extra = '') =>
  `${t.baseUrl}/api/v1/events?ticket=${encodeURIComponent(ticket)}${extra}`;

async function connect(account: Account, headers: Record<string, string> = {}, extra = '') {
  const stream = await openSse(streamUrl(await ticketFor(account), extra), headers);
  expect(stream.status).toBe(200);
  return stream;
}

describe('POST /events/ticket and GET /events', () => {
  it('streams new messages and unread counts to the participants, with growing ids and heartbeats', async () => {
    const [client, expert] = await Promise.all([createClient(t.app), createFitExpert(t.app)]);
    const { conversationId } = await openDirect(t.app, client, expert);
    const expertStream = await connect(expert);
    const clientStream = await connect(client);
    expect(expertStream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(expertStream.headers['cache-control']).toContain('no-cache');

    const sent = await sendMessage(t.app, client, conversationId, '<img src=x onerror=alert(1)> hello');
    const message = await expertStream.next((event) => event.event === 'message');
    expect(JSON.parse(message.data)).toEqual(sent);
    expect(message.data).not.toContain('\n');
    const unread = await expertStream.next((event) => event.event === 'unread');
    expect(JSON.parse(unread.data)).toEqual<UnreadEvent>({ conversationId, unreadCount: 1, total: 1 });
    // Each user's events are numbered one after another, in the order they committed.
    expect(Number(unread.id)).toBe(Number(message.id) + 1);
    // The sender's other tabs hear of their own message, but get no unread count for it.
    expect(JSON.parse((await clientStream.next((event) => event.event === 'message')).data)).toEqual(sent);

    await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${conversationId}/read`,
      headers: bearer(expert.token),
      payload: { upTo: sent.id },
    });
    const cleared = await expertStream.next((event) => event.event === 'unread' && event.id !== unread.id);
    expect(JSON.parse(cleared.data)).toEqual({ conversationId, unreadCount: 0, total: 0 });
    await expertStream.until(() => expertStream.comments.includes('ping'));
    expect(clientStream.events.filter((event) => event.event === 'unread')).toEqual([]);
    expertStream.close();
    clientStream.close();
  });

  it('replays what a reconnect missed after Last-Event-ID (header or query), in order, without repeats', async () => {
    const [client, expert] = await Promise.all([createClient(t.app), createFitExpert(t.app)]);
    const { conversationId } = await openDirect(t.app, client, expert);
    const first = await connect(expert);
    const m1 = await sendMessage(t.app, client, conversationId, 'one');
    const seen = await first.next((event) => event.event === 'message');
    first.close();
    const missed: Message[] = [];
    for (const body of ['two', 'three']) missed.push(await sendMessage(t.app, client, conversationId, body));

    for (const resume of [
      () => connect(expert, { 'last-event-id': seen.id ?? '' }),
      () => connect(expert, {}, `&lastEventId=${seen.id}`),
    ]) {
      const again = await resume();
      await again.next((event) => event.event === 'message' && JSON.parse(event.data).id === missed[1]?.id);
      const messages = again.events
        .filter((event) => event.event === 'message')
        .map((event) => JSON.parse(event.data) as Message);
      expect(messages.map((message) => message.body)).toEqual(['two', 'three']);
      expect(messages.map((message) => message.id)).not.toContain(m1.id);
      again.close();
    }
    // A fresh stream (no Last-Event-ID) starts now: nothing old is replayed.
    const fresh = await connect(expert);
    await sendMessage(t.app, client, conversationId, 'four');
    await fresh.next((event) => event.event === 'message');
    expect(
      fresh.events.filter((event) => event.event === 'message').map((event) => JSON.parse(event.data).body),
    ).toEqual(['four']);
    fresh.close();
  });

  it('pushes an invitation to each side as that side reads it, and the activity it records', async () => {
    const [client, expert] = await Promise.all([createClient(t.app), createFitExpert(t.app)]);
    const project = await createProject(t.app, client);
    const [clientStream, expertStream] = await Promise.all([connect(client), connect(expert)]);
    const sent = await invite(t.app, client.token, project.id, { profileId: expert.profileId });

    const forExpert = JSON.parse((await expertStream.next((event) => event.event === 'invitation')).data) as Invitation;
    const asExpertReadsIt = await api(t.app, 'GET', `/invitations/${sent.id}`, expert.token);
    expect(forExpert).toEqual(asExpertReadsIt.json());
    expect(forExpert.project.client).toMatchObject({ firstName: null, lastName: null });
    const forClient = JSON.parse((await clientStream.next((event) => event.event === 'invitation')).data) as Invitation;
    expect(forClient).toEqual(sent);
    const activity = JSON.parse((await expertStream.next((event) => event.event === 'activity')).data) as ActivityItem;
    expect(activity).toMatchObject({
      type: 'invitation.sent',
      text: `Mere Parata invited Hemi Walker to ${project.name}`,
    });
    clientStream.close();
    expertStream.close();
  });

  it('sends nobody else the events of a conversation', async () => {
    const [client, expert, outsider] = await Promise.all([
      createClient(t.app),
      createFitExpert(t.app),
      createFitExpert(t.app),
    ]);
    const { conversationId } = await openDirect(t.app, client, expert);
    const spy = await connect(outsider);
    const watcher = await connect(expert);
    await sendMessage(t.app, client, conversationId, 'private');
    await watcher.next((event) => event.event === 'unread');
    await spy.until(() => spy.comments.filter((comment) => comment === 'ping').length >= 2);
    expect(spy.events).toEqual([]);
    spy.close();
    watcher.close();
  });

  it('answers 401 for a bad, reused or expired ticket and a ticket of an ended session', async () => {
    const expert = await createFitExpert(t.app);
    const statusOf = async (ticket: string) => {
      const response = await fetch(streamUrl(ticket));
      await response.body?.cancel();
      return response.status;
    };
    expect(await statusOf('not-a-ticket')).toBe(401);

    const ticket = await ticketFor(expert);
    const stream = await openSse(streamUrl(ticket));
    expect(stream.status).toBe(200);
    stream.close();
    expect(await statusOf(ticket)).toBe(401);

    const expired = await ticketFor(expert);
    await t.database.db.execute(
      sql`update event_tickets set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect(await statusOf(expired)).toBe(401);

    const orphan = await ticketFor(expert);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(expert.token) });
    expect(await statusOf(orphan)).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/events/ticket', headers: bearer(expert.token) })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/events/ticket' })).statusCode).toBe(401);

    const missing = await fetch(`${t.baseUrl}/api/v1/events`);
    expect(missing.status).toBe(422);
    // Only a hash of a ticket is stored.
    const { rows } = (await t.database.db.execute(sql`select hash from event_tickets`)) as {
      rows: Array<{ hash: string }>;
    };
    expect(rows.map((row) => row.hash)).not.toContain(ticket);
  });

  it('ends the stream when its session is revoked, and leaves the user’s other sessions streaming', async () => {
    const expert = await createFitExpert(t.app);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/email/login',
      payload: { email: expert.email, password: expert.password },
    });
    const otherAccount = { ...expert, ...other.json<Account>() };
    const doomed = await connect(expert);
    const survivor = await connect(otherAccount);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(expert.token) });
    await doomed.ended;
    const pings = survivor.comments.length;
    await survivor.until(() => survivor.comments.length > pings + 1);
    survivor.close();
  });
});
