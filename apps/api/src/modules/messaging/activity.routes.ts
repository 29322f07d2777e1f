import { ActivityPageSchema, BeforeCursorQuerySchema } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import { listActivity } from './activity.service.js';

export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.get('/activity', {
    onRequest: authenticate,
    schema: {
      tags: ['activity'],
      summary: 'What happened that concerns the caller, newest first; `before` (an item id) pages back',
      description:
        "A project's owner sees every event of the project; an expert sees those of their own invitations and " +
        'memberships, and who joined, left or completed the squads they belong to (until they left).',
      security: bearerSecurity,
      querystring: BeforeCursorQuerySchema,
      response: { 200: ActivityPageSchema, ...validationErrors, 401: authErrors[401] },
    },
    handler: async (request) => listActivity(db, caller(request).userId, request.query),
  });
}
