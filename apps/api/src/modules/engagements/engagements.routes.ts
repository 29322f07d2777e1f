import {
  CheckInInputSchema,
  CheckInPageSchema,
  CheckInRatingSchema,
  CheckInSchema,
  IdParamsSchema,
  MessageErrorSchema,
  OutcomeCreateSchema,
  OutcomeListSchema,
  OutcomeSchema,
  OutcomeUpdateSchema,
  PageQuerySchema,
  ProductivitySchema,
  WeekParamsSchema,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import * as checkIns from './check-ins.service.js';
import * as outcomes from './outcomes.service.js';
import * as productivity from './productivity.service.js';

/** Outcomes, weekly check-ins and the productivity breakdown (docs/engagements.md, docs/api.md#outcomes-and-check-ins). */
export async function engagementRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['engagements'];

  r.get('/projects/:id/outcomes', {
    onRequest: authenticate,
    schema: {
      tags,
      summary: 'One page of the project’s outcomes (owner and members), oldest first',
      security: bearerSecurity,
      params: IdParamsSchema,
      querystring: PageQuerySchema,
      response: { 200: OutcomeListSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => outcomes.listOutcomes(db, caller(request), request.params.id, request.query),
  });

  r.post('/projects/:id/outcomes', {
    onRequest: authenticate,
    schema: {
      tags,
      summary:
        'Add an outcome (owner; at most 5: a sixth → 422 {title:"tooManyOutcomes"}; a due date before yesterday (UTC) → 422 {dueDate:"dueDateInPast"})',
      security: bearerSecurity,
      params: IdParamsSchema,
      body: OutcomeCreateSchema,
      response: { 201: OutcomeSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return outcomes.createOutcome(app.deps, caller(request), request.params.id, request.body);
    },
  });

  r.patch('/outcomes/:id', {
    onRequest: authenticate,
    schema: {
      tags,
      summary: 'Change an outcome’s title, target or due date (owner)',
      security: bearerSecurity,
      params: IdParamsSchema,
      body: OutcomeUpdateSchema,
      response: { 200: OutcomeSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => outcomes.updateOutcome(db, caller(request), request.params.id, request.body),
  });

  r.delete('/outcomes/:id', {
    onRequest: authenticate,
    schema: {
      tags,
      summary: 'Remove an outcome (owner); past check-ins keep what they reported for it',
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 204: z.null(), ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request, reply) => {
      await outcomes.deleteOutcome(app.deps, caller(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  r.put('/projects/:id/check-ins/:weekStart', {
    onRequest: authenticate,
    schema: {
      tags,
      summary: 'Write the week’s check-in (an active member or the owner); replaced until rated, then 409',
      description:
        '`weekStart` is the week’s Monday (`YYYY-MM-DD`): not a date → 422 `{weekStart:"invalidDate"}`, not a ' +
        'Monday → `{weekStart:"notMonday"}`, a week not yet started or before the member joined → ' +
        '`{weekStart:"outsideEngagement"}`; an outcome not among the project’s → `{outcomes:"unknownOutcome"}`. ' +
        'An ended member → 403. 201 when created, 200 when replaced.',
      security: bearerSecurity,
      params: WeekParamsSchema,
      body: CheckInInputSchema,
      response: {
        200: CheckInSchema,
        201: CheckInSchema,
        ...validationErrors,
        ...authErrors,
        ...notFoundErrors,
        409: MessageErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const { checkIn, created } = await checkIns.putCheckIn(
        app.deps,
        caller(request),
        request.params.id,
        request.params.weekStart,
        request.body,
      );
      reply.code(created ? 201 : 200);
      return checkIn;
    },
  });

  r.get('/projects/:id/check-ins', {
    onRequest: authenticate,
    schema: {
      tags,
      summary: 'One page of the project’s check-ins, newest week first (owner and members)',
      security: bearerSecurity,
      params: IdParamsSchema,
      querystring: PageQuerySchema,
      response: { 200: CheckInPageSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => checkIns.listCheckIns(db, caller(request), request.params.id, request.query),
  });

  r.post('/check-ins/:id/rating', {
    onRequest: authenticate,
    schema: {
      tags,
      summary: 'Rate a check-in 1–5 with an optional comment (owner; once, then 409); productivity follows',
      security: bearerSecurity,
      params: IdParamsSchema,
      body: CheckInRatingSchema,
      response: { 200: CheckInSchema, ...validationErrors, ...authErrors, ...notFoundErrors, 409: MessageErrorSchema },
    },
    handler: async (request) => checkIns.rateCheckIn(app.deps, caller(request), request.params.id, request.body),
  });

  r.get('/projects/:id/productivity', {
    onRequest: authenticate,
    schema: {
      tags,
      summary: 'How the project’s progress and productivity were computed: the parts and the weeks counted',
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 200: ProductivitySchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => productivity.getProductivity(db, caller(request), request.params.id),
  });
}
