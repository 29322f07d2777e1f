import {
  IdParamsSchema,
  MessageErrorSchema,
  ReviewCreateSchema,
  ReviewHideSchema,
  ReviewPageSchema,
  ReviewQuerySchema,
  ReviewSchema,
  SquadMemberParamsSchema,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller, requireRole } from '../../plugins/auth.js';
import * as reviews from './reviews.service.js';
import * as writing from './review-writing.service.js';

const DOUBLE_BLIND =
  'Double-blind: a review is published when both sides have reviewed, or 14 days after the first; until then ' +
  'only its author reads it (`publishedAt` null). Hidden reviews (moderation) count nowhere.';

/** Reviews and track record (docs/reviews.md). */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.post('/projects/:id/squad/:memberId/reviews', {
    onRequest: authenticate,
    schema: {
      tags: ['reviews'],
      summary: 'Review an ended engagement: the owner about the expert, the member about the client',
      description:
        'Once per side (again → 409), within 30 days of the membership’s `endedAt`. Still active → 422 ' +
        '`{memberId:"engagementActive"}`; too late → 422 `{memberId:"reviewWindowClosed"}`; `rating` an integer ' +
        '1–5, `text` at most 2000 characters. Someone else on the project → 403; anyone else → 404. ' +
        DOUBLE_BLIND,
      security: bearerSecurity,
      params: SquadMemberParamsSchema,
      body: ReviewCreateSchema,
      response: {
        201: ReviewSchema,
        ...validationErrors,
        ...authErrors,
        ...notFoundErrors,
        409: MessageErrorSchema,
      },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await writing.createReview(
            app.deps,
            caller(request),
            request.params.id,
            request.params.memberId,
            request.body,
          ),
        ),
  });

  r.get('/projects/:id/reviews', {
    onRequest: authenticate,
    schema: {
      tags: ['reviews'],
      summary: 'Both sides’ reviews of a project, as the caller may read them, oldest first',
      description:
        'The owner and admins read every membership’s reviews, a member those of their own seat; anyone else → 404. ' +
        'Each reads their own reviews always, the others’ once published (admins: hidden ones too). ' +
        DOUBLE_BLIND,
      security: bearerSecurity,
      params: IdParamsSchema,
      querystring: ReviewQuerySchema,
      response: { 200: ReviewPageSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => reviews.listProjectReviews(db, caller(request), request.params.id, request.query),
  });

  r.get('/profiles/:id/reviews', {
    onRequest: authenticate,
    schema: {
      tags: ['reviews'],
      summary: 'Published reviews about an expert, the latest first (whoever may see the card, and the expert)',
      description:
        'The same rule as `GET /profiles/{id}/card`: an admin, or a client the expert is matched to or engaged with; ' +
        'the expert reads their own. Another contractor → 403; any other client → 404. ' +
        DOUBLE_BLIND,
      security: bearerSecurity,
      params: IdParamsSchema,
      querystring: ReviewQuerySchema,
      response: { 200: ReviewPageSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => reviews.listProfileReviews(db, caller(request), request.params.id, request.query),
  });

  r.get('/invitations/:id/client/reviews', {
    onRequest: authenticate,
    schema: {
      tags: ['reviews'],
      summary: 'Published reviews by experts about the client who sent the invitation, the latest first',
      description:
        'For the invited expert (whatever the invitation’s status) and admins: what the invitation’s ' +
        '`client.rating` sums up. The client’s names stay out (`subject.firstName` null), as on an open ' +
        'invitation. The project’s owner → 403; anyone else → 404. ' +
        DOUBLE_BLIND,
      security: bearerSecurity,
      params: IdParamsSchema,
      querystring: ReviewQuerySchema,
      response: { 200: ReviewPageSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) =>
      reviews.listInvitationClientReviews(db, caller(request), request.params.id, request.query),
  });

  r.get('/admin/reviews', {
    onRequest: [authenticate, requireRole('admin')],
    schema: {
      tags: ['admin'],
      summary: 'Every published review, hidden ones included, the latest published first (moderation)',
      description:
        'What an admin may hide. Unpublished reviews are not listed: nobody but their author reads them yet.',
      security: bearerSecurity,
      querystring: ReviewQuerySchema,
      response: { 200: ReviewPageSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request) => reviews.listRecentReviews(db, caller(request), request.query),
  });

  r.post('/admin/reviews/:id/hide', {
    onRequest: [authenticate, requireRole('admin')],
    schema: {
      tags: ['admin'],
      summary: 'Hide a published review that breaks the rules, with a reason; audited, the author is mailed',
      description:
        'A hidden review shows nowhere and counts in no rating; its author still reads it, with the reason. ' +
        'Hiding it again → 200, nothing changes. An unpublished review → 404.',
      security: bearerSecurity,
      params: IdParamsSchema,
      body: ReviewHideSchema,
      response: { 200: ReviewSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => writing.hideReview(app.deps, caller(request), request.params.id, request.body.reason),
  });
}
