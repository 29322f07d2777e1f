import { BillingDetailsInputSchema, BillingDetailsSchema } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import * as billing from './billing.service.js';

/** The caller's own billing details (docs/api.md#billing-details): any signed-in account, never another's. */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.get('/billing-details', {
    onRequest: authenticate,
    schema: {
      tags: ['billing'],
      summary: "The caller's billing details (404 when none are stored)",
      security: bearerSecurity,
      response: { 200: BillingDetailsSchema, 401: authErrors[401], ...notFoundErrors },
    },
    handler: async (request) => billing.getOwnBillingDetails(db, caller(request).userId),
  });

  r.put('/billing-details', {
    onRequest: authenticate,
    schema: {
      tags: ['billing'],
      summary: "Write the caller's billing details whole: the legal party on invoices",
      security: bearerSecurity,
      body: BillingDetailsInputSchema,
      response: { 200: BillingDetailsSchema, ...validationErrors, 401: authErrors[401] },
    },
    handler: async (request) => billing.putOwnBillingDetails(db, caller(request).userId, request.body),
  });
}
