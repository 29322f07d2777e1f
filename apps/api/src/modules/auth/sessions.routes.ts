import { PageQuerySchema, SessionPageSchema, SessionParamsSchema } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import { endAllSessions, endSession, listSessions } from './sessions.service.js';

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.get('/auth/sessions', {
    onRequest: authenticate,
    schema: {
      tags: ['auth'],
      summary: "The caller's live sessions (signed-in devices), most recently used first",
      security: bearerSecurity,
      querystring: PageQuerySchema,
      response: { 200: SessionPageSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request) => listSessions(deps, caller(request), request.query),
  });

  r.delete('/auth/sessions/:id', {
    onRequest: authenticate,
    schema: {
      tags: ['auth'],
      summary: "End one of the caller's sessions: its tokens stop working at once (another user's → 404)",
      security: bearerSecurity,
      params: SessionParamsSchema,
      response: { 204: z.null(), ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request, reply) => {
      await endSession(deps, caller(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  r.post('/auth/logout-all', {
    onRequest: authenticate,
    schema: {
      tags: ['auth'],
      summary: 'End every session of the caller, this one included',
      security: bearerSecurity,
      response: { 204: z.null(), ...authErrors },
    },
    handler: async (request, reply) => {
      await endAllSessions(deps, caller(request));
      return reply.code(204).send(null);
    },
  });
}
