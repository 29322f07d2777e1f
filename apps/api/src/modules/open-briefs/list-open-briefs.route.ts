import { OpenBriefPageSchema, OpenBriefQuerySchema } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import { listOpenBriefs } from './open-briefs.service.js';

/** `GET /opportunities/open` (docs/api.md#open-briefs-and-interest). */
export function listOpenBriefsRoute(app: FastifyInstance): void {
  const { db } = app.deps.database;
  app.withTypeProvider<ZodTypeProvider>().get('/opportunities/open', {
    onRequest: authenticate,
    schema: {
      tags: ['open-briefs'],
      summary: "Open briefs of other clients, ranked by the caller's own match (verified experts)",
      description:
        "Only projects their owners made `open`, not completed, of active clients with a verified address; a private " +
        "brief never appears. Ranked by the caller's §9 score for each brief (the score and reasons the client sees " +
        'for this expert), ties to the newer brief; `q` keeps briefs whose words hold every meaningful word of it. ' +
        'The newest 100 open briefs are ranked. No client names, e-mail or phone. Verified contractors only (403 ' +
        'for clients, admins and unverified experts). See docs/discovery.md#open-briefs-and-interest.',
      security: bearerSecurity,
      querystring: OpenBriefQuerySchema,
      response: { 200: OpenBriefPageSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request) => listOpenBriefs(db, caller(request), request.query),
  });
}
