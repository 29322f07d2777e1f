import {
  BusinessDetailInputSchema,
  BusinessDetailSchema,
  BusinessDetailUpdateSchema,
  IdParamsSchema,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller, requireRole } from '../../plugins/auth.js';
import * as businessDetails from './business-details.service.js';

export async function businessDetailRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.post('/business-details', {
    onRequest: authenticate,
    preHandler: requireRole('client'),
    schema: {
      tags: ['business-details'],
      summary: "Create the caller's one business detail (clients only)",
      security: bearerSecurity,
      body: BusinessDetailInputSchema,
      response: { 201: BusinessDetailSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await businessDetails.createBusinessDetail(db, caller(request).userId, request.body)),
  });

  r.patch('/business-details/:id', {
    onRequest: authenticate,
    schema: {
      tags: ['business-details'],
      summary: "Update the caller's business detail (404 for anyone else's)",
      security: bearerSecurity,
      params: IdParamsSchema,
      body: BusinessDetailUpdateSchema,
      response: { 200: BusinessDetailSchema, ...validationErrors, 401: authErrors[401], ...notFoundErrors },
    },
    handler: async (request) =>
      businessDetails.updateOwnBusinessDetail(db, caller(request).userId, request.params.id, request.body),
  });
}
