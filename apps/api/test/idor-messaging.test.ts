import type { Message } from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { createClient, createContractor, type Account } from './factories.js';
import { api, createFitExpert, type Method } from './marketplace-fixtures.js';
import { endMember, openDirect, openSquad, sendMessage } from './messaging-fixtures.js';

/**
 * Every conversation endpoint against every kind of caller: only participants read (404 for anyone
 * else, revealing nothing), only current participants write (403 for a former squad member).
 */
let t: TestApp;
let actors: Record<'owner' | 'expert' | 'former' | 'otherClient' | 'otherContractor', Account>;
let direct: { conversationId: number; message: Message };
let squad: { conversationId: number; message: Message };

beforeAll(async () => {
  t = await buildTestApp();
  const [owner, expert, former, otherClient, otherContractor] = await Promise.all([
    createClient(t.app),
    createFitExpert(t.app),
    createFitExpert(t.app),
    createClient(t.app),
    createContractor(t.app),
  ]);
  actors = { owner, expert, former, otherClient, otherContractor };
  const pair = await openDirect(t.app, owner, expert);
  direct = { conversationId: pair.conversationId, message: await sendMessage(t.app, owner, pair.conversationId, 'hi') };
  const team = await openSquad(t.app, owner, [expert, former]);
  squad = { conversationId: team.conversationId, message: await sendMessage(t.app, owner, team.conversationId, 'all') };
  await endMember(t.app, owner, team.projectId, team.memberIds[1] ?? 0);
});
afterAll(async () => t.close());

type Actor = keyof typeof actors;
const endpoints = (conversationId: number, messageId: number): Array<[Method, string, object?]> => [
  ['GET', `/conversations/${conversationId}`],
  ['GET', `/conversations/${conversationId}/messages`],
  ['GET', `/conversations/${conversationId}/messages?before=${messageId}`],
  ['POST', `/conversations/${conversationId}/messages`, { body: 'knock knock' }],
  ['POST', `/conversations/${conversationId}/read`, { upTo: messageId }],
];
const ok = (method: Method, path: string) => (method === 'GET' ? 200 : path.endsWith('/read') ? 204 : 201);

describe('IDOR: conversations', () => {
  const cases: Array<[string, () => typeof direct, Record<Actor, 'participant' | 'reader' | 'stranger'>]> = [
    [
      'direct',
      () => direct,
      {
        owner: 'participant',
        expert: 'participant',
        former: 'stranger',
        otherClient: 'stranger',
        otherContractor: 'stranger',
      },
    ],
    [
      'squad',
      () => squad,
      {
        owner: 'participant',
        expert: 'participant',
        former: 'reader',
        otherClient: 'stranger',
        otherContractor: 'stranger',
      },
    ],
  ];
  it.each(cases)('%s conversation: each caller gets exactly what their place allows', async (_name, target, places) => {
    const { conversationId, message } = target();
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [actor, place] of Object.entries(places) as Array<[Actor, string]>) {
      for (const [method, path, body] of endpoints(conversationId, message.id)) {
        const response = await api(t.app, method, path, actors[actor].token, body);
        outcomes.push(`${actor} ${method} ${path} → ${response.statusCode}`);
        const wanted =
          place === 'participant'
            ? ok(method, path)
            : place === 'reader'
              ? method === 'POST' && path.endsWith('/messages')
                ? 403
                : ok(method, path)
              : 404;
        expected.push(`${actor} ${method} ${path} → ${wanted}`);
        if (wanted === 404) expect(response.body).not.toContain(message.body === 'hi' ? '"hi"' : '"all"');
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it('lists and counts only the caller’s own conversations and activity', async () => {
    for (const actor of ['otherClient', 'otherContractor'] as const) {
      const list = await api(t.app, 'GET', '/conversations', actors[actor].token);
      expect(list.json()).toEqual({ data: [], hasNextPage: false, unreadTotal: 0 });
      const activity = await api(t.app, 'GET', '/activity', actors[actor].token);
      expect(activity.json()).toEqual({ data: [], hasNextPage: false });
    }
  });
});
