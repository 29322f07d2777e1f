import { IdParamsSchema, InterestDeclineSchema, InterestSchema, MessageErrorSchema } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import { declineInterest } from './interest.service.js';

/** `POST /interest/{id}/decline` (docs/api.md#open-briefs-and-interest). */
export function declineInterestRoute(app: FastifyInstance): void {
  const { deps } = app;
  app.withTypeProvider<ZodTypeProvider>().post('/interest/:id/decline', {
    onRequest: authenticate,
    schema: {
      tags: ['open-briefs'],
      summary: 'Decline an interest, with an optional reason the expert reads (the project’s owner)',
      description:
        'The expert gets an activity item, a live event and a mail. An answered interest → 409. Anyone but the owner → 404.',
      security: bearerSecurity,
      params: IdParamsSchema,
      body: InterestDeclineSchema.nullish(),
      response: { 200: InterestSchema, ...validationErrors, ...authErrors, ...notFoundErrors, 409: MessageErrorSchema },
    },
    handler: async (request) => declineInterest(deps, caller(request), request.params.id, request.body ?? {}),
  });
}
