import { IdParamsSchema, InterestPageSchema, PageQuerySchema } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import { listInterest } from './interest.service.js';

/** `GET /projects/{id}/interest` (docs/api.md#open-briefs-and-interest). */
export function listInterestRoute(app: FastifyInstance): void {
  const { db } = app.deps.database;
  app.withTypeProvider<ZodTypeProvider>().get('/projects/:id/interest', {
    onRequest: authenticate,
    schema: {
      tags: ['open-briefs'],
      summary: 'One page of the interest experts expressed in a project, newest first (the owner)',
      description:
        "Each with the expert's card (never an e-mail, a phone or a CV) and their live match to the brief. " +
        'Anyone but the owner → 404.',
      security: bearerSecurity,
      params: IdParamsSchema,
      querystring: PageQuerySchema,
      response: { 200: InterestPageSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => listInterest(db, caller(request), request.params.id, request.query),
  });
}
