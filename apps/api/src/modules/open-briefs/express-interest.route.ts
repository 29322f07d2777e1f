import { IdParamsSchema, InterestCreateSchema, InterestSchema, MessageErrorSchema } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import { expressInterest } from './interest.service.js';

/** `POST /projects/{id}/interest` (docs/api.md#open-briefs-and-interest). */
export function expressInterestRoute(app: FastifyInstance): void {
  const { deps } = app;
  app.withTypeProvider<ZodTypeProvider>().post('/projects/:id/interest', {
    onRequest: authenticate,
    schema: {
      tags: ['open-briefs'],
      summary: 'Express interest in an open brief (a verified, matchable expert)',
      description:
        'Once per expert and brief: again → 409 (whatever became of the first). Already invited (open or accepted) ' +
        'or in the squad → 409. A private, completed, missing or own project → 404. Not matchable (not open to ' +
        'work, no hours left) → 422 `{hoursPerWeek:"notAvailable"}`. `hourlyRate` in the project’s currency: 422 ' +
        '`{hourlyRate:"notPositive"|"tooManyDecimals"|"tooLarge"}`. The owner gets an activity item, a live ' +
        'event and a mail.',
      security: bearerSecurity,
      params: IdParamsSchema,
      body: InterestCreateSchema,
      response: {
        201: InterestSchema,
        ...validationErrors,
        ...authErrors,
        ...notFoundErrors,
        409: MessageErrorSchema,
      },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await expressInterest(deps, caller(request), request.params.id, request.body)),
  });
}
