import { ExpertCardSchema, IdParamsSchema, MatchPageSchema, MatchQuerySchema } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import * as matching from './matching.service.js';

export async function matchingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.get('/projects/:id/matches', {
    onRequest: authenticate,
    schema: {
      tags: ['matching'],
      summary: "Matchable experts ranked for one of the caller's projects, best first, with the reasons",
      description:
        'Each match: the expert card, a 0–100 score (round(100 × Σ weight × factor score), +3 for an expert an ' +
        'admin vetted, at most 100) and the ten ' +
        'factors of docs/matching.md with a sentence naming the concrete overlap. Order: by score, best first; ties ' +
        'go to the lower profile id, so pages are stable. Only experts above the relevance floor are listed (two ' +
        'pieces of evidence: expertise gaps covered, job roles and skills the brief asks for, one of them a gap; three once at least 100 experts hold three, a deep market), so a page may be empty. Never cached: an expert who stops being matchable is gone from the next answer. ' +
        "The owner or an admin (404 for anyone else's project, 403 for a contractor). See docs/matching.md.",
      security: bearerSecurity,
      params: IdParamsSchema,
      querystring: MatchQuerySchema,
      response: { 200: MatchPageSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) =>
      matching.listMatches(db, caller(request), request.params.id, request.query, {
        briefs: app.deps.briefs,
        depths: app.deps.marketDepths,
      }),
  });

  r.get('/profiles/:id/card', {
    onRequest: authenticate,
    schema: {
      tags: ['matching'],
      summary: "The public card of an expert matched to one of the caller's projects (no e-mail, phone or CV)",
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 200: ExpertCardSchema, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => matching.getExpertCard(db, caller(request), request.params.id),
  });
}
