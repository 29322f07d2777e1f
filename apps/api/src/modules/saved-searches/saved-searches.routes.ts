import {
  IdParamsSchema,
  SavedSearchCreateSchema,
  SavedSearchListQuerySchema,
  SavedSearchPageSchema,
  SavedSearchSchema,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import * as savedSearches from './saved-searches.service.js';

const WHO = 'A client with a verified address; a contractor, an admin or an unverified client → 403.';

/** Saved Find experts searches and their weekly mail (docs/discovery.md#saved-searches). */
export async function savedSearchRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.post('/saved-searches', {
    onRequest: authenticate,
    schema: {
      tags: ['discovery'],
      summary: 'Save a Find experts search; each week a mail names the experts who newly match it',
      description:
        '`query` holds `GET /experts`’s parameters by name (numbers and booleans taken as their text), checked ' +
        'as `GET /experts` checks them: a refused value, an unknown parameter, `page` or `limit` → 422 naming ' +
        '`query.<parameter>`. `sort` is kept for the link. The experts it finds now count as seen: the first ' +
        'weekly mail names only those who match after. At most 20 a client: the 21st → 422 ' +
        '`{name:"tooManySavedSearches"}`. ' +
        WHO,
      security: bearerSecurity,
      body: SavedSearchCreateSchema,
      response: { 201: SavedSearchSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await savedSearches.createSavedSearch(db, caller(request), request.body)),
  });

  r.get('/saved-searches', {
    onRequest: authenticate,
    schema: {
      tags: ['discovery'],
      summary: "The caller's saved searches, newest first",
      description: WHO,
      security: bearerSecurity,
      querystring: SavedSearchListQuerySchema,
      response: { 200: SavedSearchPageSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request) => savedSearches.listSavedSearches(db, caller(request), request.query),
  });

  r.delete('/saved-searches/:id', {
    onRequest: authenticate,
    schema: {
      tags: ['discovery'],
      summary: 'Delete a saved search: no more mails for it',
      description: `Another client’s, or none → 404. ${WHO}`,
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 204: z.null(), ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request, reply) => {
      await savedSearches.deleteSavedSearch(db, caller(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
