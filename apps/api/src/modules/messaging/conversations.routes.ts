import {
  BeforeCursorQuerySchema,
  ConversationListQuerySchema,
  ConversationPageSchema,
  ConversationParamsSchema,
  ConversationSchema,
  MarkReadSchema,
  MessagePageSchema,
  MessageSchema,
  MessageSendSchema,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import * as conversations from './conversations.service.js';

export async function conversationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.get('/conversations', {
    onRequest: authenticate,
    schema: {
      tags: ['messages'],
      summary: "The caller's conversations, newest activity first, with unread counts",
      security: bearerSecurity,
      querystring: ConversationListQuerySchema,
      response: { 200: ConversationPageSchema, ...validationErrors, 401: authErrors[401] },
    },
    handler: async (request) => conversations.listConversations(db, caller(request).userId, request.query),
  });

  r.get('/conversations/:id', {
    onRequest: authenticate,
    schema: {
      tags: ['messages'],
      summary: "One of the caller's conversations (404 for anyone else's)",
      security: bearerSecurity,
      params: ConversationParamsSchema,
      response: { 200: ConversationSchema, 401: authErrors[401], ...notFoundErrors },
    },
    handler: async (request) => conversations.getConversation(db, caller(request).userId, request.params.id),
  });

  r.get('/conversations/:id/messages', {
    onRequest: authenticate,
    schema: {
      tags: ['messages'],
      summary: 'Messages of a conversation, newest first; `before` (a message id of it) pages back',
      security: bearerSecurity,
      params: ConversationParamsSchema,
      querystring: BeforeCursorQuerySchema,
      response: { 200: MessagePageSchema, ...validationErrors, 401: authErrors[401], ...notFoundErrors },
    },
    handler: async (request) => conversations.getMessages(db, caller(request).userId, request.params.id, request.query),
  });

  r.post('/conversations/:id/messages', {
    onRequest: authenticate,
    schema: {
      tags: ['messages'],
      summary: 'Send a message: plain text of 1–5,000 characters, stored exactly as typed',
      description: 'A former squad member keeps reading but cannot write (403).',
      security: bearerSecurity,
      params: ConversationParamsSchema,
      body: MessageSendSchema,
      response: { 201: MessageSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await conversations.sendMessage(app.deps, caller(request).userId, request.params.id, request.body.body)),
  });

  r.post('/conversations/:id/read', {
    onRequest: authenticate,
    schema: {
      tags: ['messages'],
      summary: 'Mark the conversation read up to and including message `upTo`',
      security: bearerSecurity,
      params: ConversationParamsSchema,
      body: MarkReadSchema,
      response: { 204: z.null(), ...validationErrors, 401: authErrors[401], ...notFoundErrors },
    },
    handler: async (request, reply) => {
      await conversations.readConversation(app.deps, caller(request).userId, request.params.id, request.body.upTo);
      return reply.code(204).send(null);
    },
  });
}
