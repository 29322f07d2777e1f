import type {
  ConversationPage,
  Invitation,
  LoginResult,
  Message,
  SessionPage,
  UnreadEvent,
} from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from './factories.js';
import type { SseClient, SseEvent } from './sse-client.js';
import {
  createMatchedProject,
  inviteExpert,
  liveFanOuts,
  openStream,
  signUpClient,
  signUpFitExpert,
  startTwoInstances,
  type TwoInstances,
} from './two-instances.js';

/**
 * Races that only real PostgreSQL shows, run across two server processes with requests spread over
 * both (docs/concurrency.md): a burst of messages whose transactions commit out of order, accept
 * against withdraw and decline, read marks against new messages, and every way a session ends while
 * its event stream is open on the other instance. Needs TEST_DATABASE_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const adminPassword = 'two-instances-admin-password';

const messagesOf = (stream: SseClient) =>
  stream.events.filter((event) => event.event === 'message').map((event) => JSON.parse(event.data) as Message);
const unreadOf = (stream: SseClient) =>
  stream.events.filter((event) => event.event === 'unread').map((event) => JSON.parse(event.data) as UnreadEvent);

/** Every event id of the stream, as numbers: each must be greater than the one before. */
function expectGrowingIds(events: SseEvent[]): void {
  const ids = events.map((event) => Number(event.id));
  expect(ids.every((id, index) => index === 0 || id > ids[index - 1]!)).toBe(true);
}

describe.runIf(databaseUrl).each(liveFanOuts)('races across two instances over $name', ({ env }) => {
  let two: TwoInstances;
  const adminEmail = uniqueEmail('ops');

  beforeAll(async () => {
    two = await startTwoInstances({
      ...env,
      // Far longer than any wait below: a stream that ends, ends because its session did.
      EVENTS_HEARTBEAT_INTERVAL: '120',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
    });
  }, 120_000);
  afterAll(async () => two?.close());

  const directConversation = async (expert: LoginResult, invitationId: number) => {
    const page = (await two.send<ConversationPage>(0, 'GET', '/conversations', expert.token)).json();
    const found = page.data.find((conversation) => conversation.invitationId === invitationId);
    expect(found).toBeDefined();
    return found!.id;
  };

  /** A client and an expert invited to one of the client's projects, with their direct conversation. */
  async function engaged(client?: LoginResult) {
    const owner = client ?? (await signUpClient(two, 0));
    const expert = await signUpFitExpert(two, 1);
    const projectId = await createMatchedProject(two, 0, owner);
    const invitation = await inviteExpert(two, 1, owner, projectId, expert.profileId);
    return { client: owner, expert, invitation, conversationId: await directConversation(expert, invitation.id) };
  }

  it('delivers every message of a burst over four conversations once, in id order, to every recipient', async () => {
    const client = await signUpClient(two, 0);
    const pairs = await Promise.all([0, 1, 2, 3].map(() => engaged(client)));
    const clientStream = await openStream(two, 0, client.token);
    const expertStreams = await Promise.all(pairs.map((pair, index) => openStream(two, index, pair.expert.token)));
    let expertSent = 0;
    const clientSent = pairs.map(() => 0);
    for (let round = 0; round < 3; round++) {
      // 40 posts at once, alternating instances and senders: their transactions commit in any order.
      const posts = await Promise.all(
        Array.from({ length: 40 }, (_, index) => {
          const pair = pairs[index % 4]!;
          const sender = index % 8 < 4 ? pair.expert : client;
          return two.send<Message>(index, 'POST', `/conversations/${pair.conversationId}/messages`, sender.token, {
            body: `round ${round} post ${index}`,
          });
        }),
      );
      for (const post of posts) expect(post.status, post.text).toBe(201);
      expertSent += 20;
      for (let index = 0; index < 40; index++) if (index % 8 >= 4) clientSent[index % 4]! += 1;

      const posted = posts.map((post) => post.json().id);
      await clientStream.until(() => posted.every((id) => messagesOf(clientStream).some((m) => m.id === id)), 10_000);
      for (const [index, stream] of expertStreams.entries()) {
        const own = posts.map((post) => post.json()).filter((m) => m.conversationId === pairs[index]!.conversationId);
        await stream.until(() => own.every((sent) => messagesOf(stream).some((m) => m.id === sent.id)), 10_000);
      }
    }
    // Nothing twice, ids growing, and the last unread total each one receives is exact.
    for (const stream of [clientStream, ...expertStreams]) {
      const ids = messagesOf(stream).map((message) => message.id);
      expect(new Set(ids).size).toBe(ids.length);
      expectGrowingIds(stream.events);
    }
    expect(messagesOf(clientStream)).toHaveLength(120);
    await clientStream.until(() => unreadOf(clientStream).at(-1)?.total === expertSent, 5000);
    for (const [index, stream] of expertStreams.entries()) {
      expect(messagesOf(stream)).toHaveLength(30);
      await stream.until(() => unreadOf(stream).at(-1)?.total === clientSent[index], 5000);
    }
    for (const stream of [clientStream, ...expertStreams]) stream.close();
  }, 120_000);

  for (const against of ['withdraw', 'decline'] as const) {
    it(`settles accept against ${against} ×20 with one winner and the loser's 409, never a 5xx`, async () => {
      const client = await signUpClient(two, 0);
      const expert = await signUpFitExpert(two, 1, 40);
      const closed = against === 'withdraw' ? 'withdrawn' : 'declined';
      const outcomes = new Map<string, number>();
      for (let round = 0; round < 20; round++) {
        const projectId = await createMatchedProject(two, round, client);
        const invitation = await inviteExpert(two, round + 1, client, projectId, expert.profileId);
        const [accept, other] = await Promise.all([
          two.send<Invitation>(round, 'POST', `/invitations/${invitation.id}/accept`, expert.token, {
            hoursPerWeek: 1,
            hourlyRate: 100,
          }),
          against === 'withdraw'
            ? two.send<Invitation>(round + 1, 'POST', `/invitations/${invitation.id}/withdraw`, client.token)
            : two.send<Invitation>(round + 1, 'POST', `/invitations/${invitation.id}/decline`, expert.token, {}),
        ]);
        expect([accept.status, other.status].sort(), `${accept.text} / ${other.text}`).toEqual([200, 409]);
        const winner = accept.status === 200 ? accept.json() : other.json();
        const stored = await two.send<Invitation>(round, 'GET', `/invitations/${invitation.id}`, client.token);
        expect(stored.json().status).toBe(winner.status);
        outcomes.set(winner.status, (outcomes.get(winner.status) ?? 0) + 1);
      }
      expect([...outcomes.keys()].every((status) => status === 'accepted' || status === closed)).toBe(true);
    }, 180_000);
  }

  it('keeps unread counts exact when read marks race new messages ×20', async () => {
    const { client, expert, conversationId } = await engaged();
    const post = (on: number, body: string) =>
      two.send<Message>(on, 'POST', `/conversations/${conversationId}/messages`, expert.token, { body });
    const unreadOfClient = async () => {
      const page = (await two.send<ConversationPage>(1, 'GET', '/conversations', client.token)).json();
      return page.data.find((conversation) => conversation.id === conversationId)?.unreadCount;
    };
    for (let round = 0; round < 20; round++) {
      const earlier: Message[] = [];
      for (let index = 0; index < 12; index++) earlier.push((await post(index, `r${round} m${index}`)).json());
      expect(await unreadOfClient()).toBe(12);
      // Marks up to the 4th, 7th and 10th message race three new posts, over both instances.
      const [marks, late] = await Promise.all([
        Promise.all(
          [3, 6, 9].map((index, turn) =>
            two.send(turn, 'POST', `/conversations/${conversationId}/read`, client.token, { upTo: earlier[index]!.id }),
          ),
        ),
        Promise.all([0, 1, 2].map((index) => post(index + round, `r${round} late ${index}`))),
      ]);
      for (const answer of [...marks, ...late]) expect(answer.status, answer.text).toBeLessThan(300);
      // Two left after the 10th, and the three new ones; their digest is still due.
      expect(await unreadOfClient()).toBe(5);
      const [participant] = await two.query<{ due: boolean }>(
        'select digest_due_at is not null as due from conversation_participants where conversation_id = $1 and user_id = $2',
        [conversationId, client.user.id],
      );
      expect(participant?.due).toBe(true);
      const newest = Math.max(...late.map((answer) => answer.json().id));
      const cleared = await two.send(round, 'POST', `/conversations/${conversationId}/read`, client.token, {
        upTo: newest,
      });
      expect(cleared.status, cleared.text).toBe(204);
      expect(await unreadOfClient()).toBe(0);
    }
  }, 180_000);

  /** Ways a session ends: each returns the token of the session whose stream must close. */
  const endings: Array<{ name: string; end: (user: LoginResult, other: LoginResult) => Promise<void> }> = [
    {
      name: 'logout',
      end: async (user) => expect((await two.send(0, 'POST', '/auth/logout', user.token)).status).toBe(204),
    },
    {
      name: 'sign out everywhere',
      end: async (_user, other) =>
        expect((await two.send(0, 'POST', '/auth/logout-all', other.token)).status).toBe(204),
    },
    {
      name: 'DELETE /auth/sessions/{id} from another session',
      end: async (_user, other) => {
        const sessions = (await two.send<SessionPage>(0, 'GET', '/auth/sessions', other.token)).json();
        const target = sessions.data.find((session) => !session.current);
        expect((await two.send(0, 'DELETE', `/auth/sessions/${target!.id}`, other.token)).status).toBe(204);
      },
    },
    {
      name: 'a password change in another session',
      end: async (_user, other) =>
        expect(
          (
            await two.send(0, 'POST', '/auth/password', other.token, {
              oldPassword: PASSWORD,
              password: 'a-brand-new-one-1',
            })
          ).status,
        ).toBe(204),
    },
    {
      name: "an admin's deactivation",
      end: async (user) => {
        const admin = await two.send<LoginResult>(0, 'POST', '/auth/email/login', undefined, {
          email: adminEmail,
          password: adminPassword,
        });
        const done = await two.send(0, 'PATCH', `/admin/users/${user.user.id}`, admin.json().token, {
          status: 'inactive',
        });
        expect(done.status, done.text).toBe(200);
      },
    },
    {
      name: 'closing the account (DELETE /auth/me)',
      end: async (_user, other) =>
        expect((await two.send(0, 'DELETE', '/auth/me', other.token, { password: PASSWORD })).status).toBe(204),
    },
  ];

  for (const { name, end } of endings) {
    it(`closes the stream on the other instance at once, and delivers nothing after: ${name}`, async () => {
      const { client, expert, conversationId } = await engaged();
      const other = (
        await two.send<LoginResult>(0, 'POST', '/auth/email/login', undefined, {
          email: expert.user.email,
          password: PASSWORD,
        })
      ).json();
      const stream = await openStream(two, 1, expert.token);
      const before = await two.send<Message>(0, 'POST', `/conversations/${conversationId}/messages`, client.token, {
        body: 'before the end',
      });
      await stream.next((event) => event.event === 'message' && event.data.includes(`"id":${before.json().id}`));

      await end(expert, other);
      // Written after the revocation committed, on both instances: never delivered to the ended stream.
      await Promise.all(
        [0, 1].map((on) =>
          two.send(on, 'POST', `/conversations/${conversationId}/messages`, client.token, { body: 'after the end' }),
        ),
      );
      // The heartbeat is two minutes away: only the revocation's own announcement can end it this soon.
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), 3000);
      });
      expect(await Promise.race([stream.ended.then(() => 'ended' as const), timedOut])).toBe('ended');
      clearTimeout(timer);
      expect(messagesOf(stream).map((message) => message.body)).not.toContain('after the end');
    }, 60_000);
  }
});
