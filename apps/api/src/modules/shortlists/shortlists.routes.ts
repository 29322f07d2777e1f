import {
  IdParamsSchema,
  MessageErrorSchema,
  ShortlistCreateSchema,
  ShortlistEntryParamsSchema,
  ShortlistEntrySchema,
  ShortlistPageSchema,
  ShortlistQuerySchema,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import * as shortlists from './shortlists.service.js';

const WHO =
  "The project's owner, a client with a verified address (a contractor or an unverified client → 403, as " +
  '`GET /experts`); anyone else, admins included → 404. See docs/discovery.md#shortlists.';

/** A project's shortlist (docs/discovery.md#shortlists). */
export async function shortlistRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.post('/projects/:id/shortlist', {
    onRequest: authenticate,
    schema: {
      tags: ['discovery'],
      summary: 'Shortlist an expert for the project, with a private note',
      description:
        'The expert must be one Find experts shows (active, verified, not rejected by vetting, listed): ' +
        'anyone else, an unknown id too → 422 `{profileId:"notAvailable"}`. Already on the shortlist → 409. ' +
        'Answers the entry with the expert’s card and live match. ' +
        WHO,
      security: bearerSecurity,
      params: IdParamsSchema,
      body: ShortlistCreateSchema,
      response: {
        201: ShortlistEntrySchema,
        ...validationErrors,
        ...authErrors,
        ...notFoundErrors,
        409: MessageErrorSchema,
      },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await shortlists.addToShortlist(db, caller(request), request.params.id, request.body)),
  });

  r.get('/projects/:id/shortlist', {
    onRequest: authenticate,
    schema: {
      tags: ['discovery'],
      summary: "The project's shortlist, newest first, each expert with their card and live match",
      description:
        '`match` is the score and reasons the project’s match list gives the expert now; null when the expert ' +
        'is not ranked for it now (no hours left, no longer matchable, too little in common). ' +
        WHO,
      security: bearerSecurity,
      params: IdParamsSchema,
      querystring: ShortlistQuerySchema,
      response: { 200: ShortlistPageSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => shortlists.listShortlist(db, caller(request), request.params.id, request.query),
  });

  r.delete('/projects/:id/shortlist/:profileId', {
    onRequest: authenticate,
    schema: {
      tags: ['discovery'],
      summary: 'Take an expert off the project’s shortlist',
      description: `Not on it → 404. ${WHO}`,
      security: bearerSecurity,
      params: ShortlistEntryParamsSchema,
      response: { 204: z.null(), ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request, reply) => {
      await shortlists.removeFromShortlist(db, caller(request), request.params.id, request.params.profileId);
      return reply.code(204).send(null);
    },
  });
}
