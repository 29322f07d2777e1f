import { ExpertSearchPageSchema, ExpertSearchQuerySchema } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import * as discovery from './discovery.service.js';

export async function discoveryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.get('/experts', {
    onRequest: authenticate,
    schema: {
      tags: ['discovery'],
      summary: 'Find experts: listed experts by words and filters, with highlights, the total and facets',
      description:
        'Only active, verified, listed experts whom vetting has not rejected. `relevance` (the default) is the ' +
        "matcher's score against the words and filters; `rating` and `availability` descending, `rate` ascending " +
        'by the range’s lower end in `currency` (no rate last); ties by profile id. Rates are compared in ' +
        '`currency` through the exchange rates: `minRate`/`maxRate` keep ranges overlapping [minRate, maxRate]. ' +
        'Facets: the 20 most frequent items of each over the whole result. Never an e-mail, phone or CV. ' +
        'Verified clients and admins (403 for a contractor or an unverified client). See docs/discovery.md.',
      security: bearerSecurity,
      querystring: ExpertSearchQuerySchema,
      response: { 200: ExpertSearchPageSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request) => discovery.searchExperts(db, caller(request), request.query),
  });
}
