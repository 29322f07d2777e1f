import type { Conversation, ConversationPage, Invitation, Message } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, createProject, type Account } from './factories.js';
import { accept, api, invite } from './marketplace-fixtures.js';
import type { Expert } from './matching-fixtures.js';

export async function listConversations(app: FastifyInstance, account: Account, query = ''): Promise<ConversationPage> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/conversations${query}`,
    headers: bearer(account.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConversationPage>();
}

/** The caller's conversation matching `match` (looked up on the first pages of the list). */
async function findConversation(
  app: FastifyInstance,
  account: Account,
  match: (conversation: Conversation) => boolean,
): Promise<Conversation> {
  const found = (await listConversations(app, account, '?limit=50')).data.find(match);
  if (!found) throw new Error('conversation not found');
  return found;
}

/** A project of `client`, an invitation of `expert` to it, and the direct conversation it opened. */
export async function openDirect(
  app: FastifyInstance,
  client: Account,
  expert: Expert,
): Promise<{ projectId: number; conversationId: number; invitation: Invitation }> {
  const project = await createProject(app, client);
  const invitation = await invite(app, client.token, project.id, { profileId: expert.profileId });
  const conversation = await findConversation(app, client, (found) => found.invitationId === invitation.id);
  return { projectId: project.id, conversationId: conversation.id, invitation };
}

/** `experts` invited to a new project of `client` and accepted: its squad conversation. */
export async function openSquad(
  app: FastifyInstance,
  client: Account,
  experts: Expert[],
): Promise<{ projectId: number; conversationId: number; memberIds: number[] }> {
  const project = await createProject(app, client);
  const memberIds = [];
  for (const expert of experts) {
    const invitation = await invite(app, client.token, project.id, { profileId: expert.profileId });
    const accepted = await accept(app, expert.token, invitation.id, { hoursPerWeek: 5 });
    memberIds.push(accepted.membership?.id ?? 0);
  }
  const conversation = await findConversation(
    app,
    client,
    (found) => found.kind === 'squad' && found.project.id === project.id,
  );
  return { projectId: project.id, conversationId: conversation.id, memberIds };
}

/** Ends a squad membership through the API (as the project's owner or that member). */
export async function endMember(app: FastifyInstance, account: Account, projectId: number, memberId: number) {
  const response = await api(app, 'POST', `/projects/${projectId}/squad/${memberId}/end`, account.token);
  expect(response.statusCode, response.body).toBe(200);
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

export async function conversationOf(app: FastifyInstance, account: Account, id: number): Promise<Conversation> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/conversations/${id}`,
    headers: bearer(account.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Conversation>();
}
