import {
  IdParamsSchema,
  ProjectCreateSchema,
  ProjectListQuerySchema,
  ProjectPageSchema,
  ProjectSchema,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { sendJsonText } from '../../lib/cached-json.js';
import { authenticate, caller, requireRole } from '../../plugins/auth.js';
import * as projects from './projects.service.js';

export async function projectRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.post('/projects', {
    onRequest: authenticate,
    preHandler: requireRole('client'),
    schema: {
      tags: ['projects'],
      summary: "Create a project owned by the caller's profile (clients only)",
      security: bearerSecurity,
      body: ProjectCreateSchema,
      response: { 201: ProjectSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await projects.createProject(db, caller(request).userId, request.body)),
  });

  r.get('/projects', {
    onRequest: authenticate,
    schema: {
      tags: ['projects'],
      summary: "One page of the caller's own projects",
      description:
        '`search` is a case-insensitive substring of the name; `status` filters. `sort` defaults to createdAt; ' +
        '`order` defaults to asc for name and timeline (shortest first) and desc for createdAt and the numbers. ' +
        'Projects without a budget sort last either way. `total` counts the filtered set.',
      security: bearerSecurity,
      querystring: ProjectListQuerySchema,
      response: { 200: ProjectPageSchema, ...validationErrors, 401: authErrors[401] },
    },
    // Pages are cached per user and query while the user's revision holds (ADR 0007).
    handler: async (request, reply) => {
      const { userId, revision } = caller(request);
      const { page, limit, status, search, sort, order } = request.query;
      const key = JSON.stringify([userId, page, limit, status, search, sort, order]);
      const body = await app.deps.projectPages.get(key, revision, async () =>
        JSON.stringify(await projects.listProjects(db, userId, request.query)),
      );
      return sendJsonText(reply, body);
    },
  });

  r.get('/projects/:id', {
    onRequest: authenticate,
    schema: {
      tags: ['projects'],
      summary: "One of the caller's projects (404 for anyone else's)",
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 200: ProjectSchema, 401: authErrors[401], ...notFoundErrors },
    },
    handler: async (request) => projects.getProject(db, caller(request).userId, request.params.id),
  });
}
