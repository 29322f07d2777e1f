import type { Conversation, ConversationPage, Message } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { joinSquadConversation, openDirectConversation } from '../src/modules/messaging/conversations.lifecycle.js';
import { withLiveTransaction } from '../src/modules/live/live-writer.js';
import { invitations } from '../src/db/schema/index.js';
import { bearer, createProject, type Account } from './factories.js';

/** A project of `client` and the direct conversation of an invitation of `expert` to it. */
export async function openDirect(
  app: FastifyInstance,
  client: Account,
  expert: Account,
): Promise<{ projectId: number; conversationId: number }> {
  const project = await createProject(app, client);
  const profileId = expert.user.profiles[0]?.id;
  if (!profileId) throw new Error('the expert has no profile');
  const [invitation] = await app.deps.database.db
    .insert(invitations)
    .values({ projectId: project.id, profileId, hoursPerWeek: 10 })
    .returning({ id: invitations.id });
  if (!invitation) throw new Error('no invitation');
  const conversationId = await withLiveTransaction(app.deps.database.db, app.deps.live, (live) =>
    openDirectConversation(live, {
      projectId: project.id,
      invitationId: invitation.id,
      clientUserId: client.user.id,
      expertUserId: expert.user.id,
    }),
  );
  return { projectId: project.id, conversationId };
}

/** `experts` join the squad of a new project of `client`. */
export async function openSquad(
  app: FastifyInstance,
  client: Account,
  experts: Account[],
): Promise<{ projectId: number; conversationId: number }> {
  const project = await createProject(app, client);
  let conversationId = 0;
  for (const expert of experts) {
    conversationId = await withLiveTransaction(app.deps.database.db, app.deps.live, (live) =>
      joinSquadConversation(live, {
        projectId: project.id,
        clientUserId: client.user.id,
        expertUserId: expert.user.id,
      }),
    );
  }
  return { projectId: project.id, conversationId };
}

export async function sendMessage(app: FastifyInstance, account: Account, conversationId: number, body: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/conversations/${conversationId}/messages`,
    headers: bearer(account.token),
    payload: { body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Message>();
}

export async function listConversations(app: FastifyInstance, account: Account, query = ''): Promise<ConversationPage> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/conversations${query}`,
    headers: bearer(account.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConversationPage>();
}

export async function conversationOf(app: FastifyInstance, account: Account, id: number): Promise<Conversation> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/conversations/${id}`,
    headers: bearer(account.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Conversation>();
}
