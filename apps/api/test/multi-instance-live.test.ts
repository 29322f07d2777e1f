import type { ConversationPage, EventTicket, Message, UnreadEvent } from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestApi, type ApiProcess } from './api-process.js';
import { startProxy } from './round-robin-proxy.js';
import { openSse } from './sse-client.js';
import {
  createMatchedProject,
  inviteExpert,
  liveFanOuts,
  signUpClient,
  signUpFitExpert,
  startTwoInstances,
  type TwoInstances,
} from './two-instances.js';

/**
 * Live updates across two real server processes on one PostgreSQL database: a message posted on
 * one instance reaches an event stream held by the other, through PostgreSQL LISTEN/NOTIFY and,
 * with REDIS_TEST_URL, through Redis pub/sub; a reconnect to the other instance with Last-Event-ID
 * replays what the client missed; SIGTERM ends open streams cleanly and the process exits 0.
 * Needs TEST_DATABASE_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(databaseUrl).each(liveFanOuts)('live updates across two instances over $name', ({ env: extra }) => {
  let two: TwoInstances;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    two = await startTwoInstances({ EVENTS_HEARTBEAT_INTERVAL: '1', SHUTDOWN_DRAIN_SECONDS: '1', ...extra });
    [a, b] = two.instances as [ApiProcess, ApiProcess];
  }, 120_000);

  afterAll(async () => two?.close());

  const send = async <T>(instance: ApiProcess, method: string, path: string, token?: string, body?: unknown) => {
    const { response, text } = await requestApi(instance.baseUrl, method, path, { token, body });
    return { status: response.status, text, json: () => JSON.parse(text) as T };
  };
  const ticketOn = async (instance: ApiProcess, token: string) => {
    const response = await send<EventTicket>(instance, 'POST', '/events/ticket', token);
    expect(response.status, response.text).toBe(201);
    return response.json().ticket;
  };
  const streamOn = async (instance: ApiProcess, ticket: string, headers: Record<string, string> = {}) => {
    const stream = await openSse(`${instance.baseUrl}/api/v1/events?ticket=${ticket}`, headers);
    expect(stream.status).toBe(200);
    return stream;
  };

  /** A client and an expert of a direct conversation. */
  async function pair() {
    const client = await signUpClient(two, 0);
    const expert = await signUpFitExpert(two, 0);
    const projectId = await createMatchedProject(two, 0, client);
    const invitation = await inviteExpert(two, 1, client, projectId, expert.profileId);
    const conversations = await send<ConversationPage>(a, 'GET', '/conversations', expert.token);
    const conversation = conversations.json().data.find((found) => found.invitationId === invitation.id);
    return { client, expert, conversationId: conversation?.id ?? 0 };
  }

  it('delivers a message posted on one instance to a stream on the other, and replays a gap after Last-Event-ID', async () => {
    const { client, expert, conversationId } = await pair();
    // The ticket comes from instance A, the stream is held by instance B.
    const stream = await streamOn(b, await ticketOn(a, expert.token));

    const posted = await send<Message>(a, 'POST', `/conversations/${conversationId}/messages`, client.token, {
      body: 'Across instances',
    });
    expect(posted.status, posted.text).toBe(201);
    const delivered = await stream.next((event) => event.event === 'message');
    expect(JSON.parse(delivered.data)).toEqual(posted.json());
    const unread = await stream.next((event) => event.event === 'unread');
    expect(JSON.parse(unread.data)).toEqual<UnreadEvent>({ conversationId, unreadCount: 1, total: 1 });
    stream.close();

    const missed: Message[] = [];
    for (const body of ['missed one', 'missed two'])
      missed.push(
        (await send<Message>(b, 'POST', `/conversations/${conversationId}/messages`, client.token, { body })).json(),
      );
    const resumed = await streamOn(a, await ticketOn(b, expert.token), { 'last-event-id': unread.id ?? '' });
    await resumed.next(
      (event) => event.event === 'message' && (JSON.parse(event.data) as Message).id === missed[1]?.id,
    );
    const replayed = resumed.events
      .filter((event) => event.event === 'message')
      .map((event) => JSON.parse(event.data) as Message);
    expect(replayed).toEqual(missed);
    resumed.close();
  });

  it('works behind the round-robin load balancer: tickets, streams and posts land on either instance', async () => {
    const { client, expert, conversationId } = await pair();
    const proxy = await startProxy([a.baseUrl, b.baseUrl]);
    try {
      const viaProxy = { baseUrl: proxy.url } as ApiProcess;
      const stream = await streamOn(viaProxy, await ticketOn(viaProxy, expert.token));
      const bodies = ['one', 'two', 'three', 'four'];
      for (const body of bodies) {
        const posted = await send(viaProxy, 'POST', `/conversations/${conversationId}/messages`, client.token, {
          body,
        });
        expect(posted.status, posted.text).toBe(201);
      }
      await stream.next((event) => event.event === 'message' && (JSON.parse(event.data) as Message).body === 'four');
      const received = stream.events.filter((event) => event.event === 'message');
      expect(received.map((event) => (JSON.parse(event.data) as Message).body)).toEqual(bodies);
      expect(proxy.stats.served.every((count) => count > 0)).toBe(true);
      stream.close();
    } finally {
      await proxy.close();
    }
  });

  it('ends open streams cleanly on SIGTERM, and the process exits 0', async () => {
    const { expert } = await pair();
    const stream = await streamOn(b, await ticketOn(b, expert.token));
    await stream.until(() => stream.comments.includes('ping'));
    expect(await b.stop('SIGTERM')).toBe(0);
    await stream.ended;
  });
});
