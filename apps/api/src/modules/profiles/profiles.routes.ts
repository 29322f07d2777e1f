import { IdParamsSchema, ProfileCreateSchema, ProfileSchema, ProfileUpdateSchema } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import * as profiles from './profiles.service.js';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.get('/profiles/:id', {
    onRequest: authenticate,
    schema: {
      tags: ['profiles'],
      summary: "The caller's profile (404 for anyone else's, so existence is not revealed)",
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 200: ProfileSchema, 401: authErrors[401], ...notFoundErrors },
    },
    handler: async (request) => profiles.getProfile(db, caller(request).userId, request.params.id),
  });

  r.post('/profiles', {
    onRequest: authenticate,
    schema: {
      tags: ['profiles'],
      summary: "Create the caller's one profile (e.g. after Google sign-up); user.id must be the caller",
      security: bearerSecurity,
      body: ProfileCreateSchema,
      response: { 201: ProfileSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await profiles.createProfile(db, caller(request).userId, request.body)),
  });

  r.patch('/profiles/:id', {
    onRequest: authenticate,
    schema: {
      tags: ['profiles'],
      summary:
        "Update the caller's profile: given fields and link lists (replaced, order kept). `projects` may " +
        "only name the caller's own projects and changes nothing, since projects join the profile on creation",
      security: bearerSecurity,
      params: IdParamsSchema,
      body: ProfileUpdateSchema,
      response: { 200: ProfileSchema, ...validationErrors, 401: authErrors[401], ...notFoundErrors },
    },
    handler: async (request) => {
      const { userId, role } = caller(request);
      return profiles.updateProfile(db, userId, role, request.params.id, request.body);
    },
  });
}
