import { IdParamsSchema, InvitationSchema, MessageErrorSchema } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import { inviteFromInterest } from './interest.service.js';

/** `POST /interest/{id}/invite` (docs/api.md#open-briefs-and-interest). */
export function inviteFromInterestRoute(app: FastifyInstance): void {
  const { deps } = app;
  app.withTypeProvider<ZodTypeProvider>().post('/interest/:id/invite', {
    onRequest: authenticate,
    schema: {
      tags: ['open-briefs'],
      summary: 'Invite the expert who expressed this interest (the project’s owner): 201 the invitation',
      description:
        'Exactly a `POST /projects/{id}/invitations` with the interest’s hours: the same mail, activity, live event ' +
        'and match snapshot, and the same rules (not matchable → 422 `{profileId:"notAvailable"}`, 20 open ' +
        'invitations → 422 `{profileId:"tooManyOpenInvitations"}`, completed project → 409). The expert may be ' +
        'below the matcher’s floor. The interest becomes `invited` in the same transaction; an answered ' +
        'interest → 409 (of two racing invites, one wins). Anyone but the owner → 404.',
      security: bearerSecurity,
      params: IdParamsSchema,
      response: {
        201: InvitationSchema,
        ...validationErrors,
        ...authErrors,
        ...notFoundErrors,
        409: MessageErrorSchema,
      },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await inviteFromInterest(deps, caller(request), request.params.id)),
  });
}
