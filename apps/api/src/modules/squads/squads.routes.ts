import {
  DashboardSchema,
  IdParamsSchema,
  MessageErrorSchema,
  PageQuerySchema,
  ProjectBriefSchema,
  ProjectSchema,
  ProjectUpdateSchema,
  SquadMemberParamsSchema,
  SquadMemberSchema,
  SquadPageSchema,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import * as squads from './squads.service.js';

export async function squadRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.get('/projects/:id/squad', {
    onRequest: authenticate,
    schema: {
      tags: ['squads'],
      summary: 'One page of a project’s squad, longest-standing first (owner and members)',
      description: 'Each member’s CVs (`cvs`, readable with `GET /files/{id}`) are listed for the owner only.',
      security: bearerSecurity,
      params: IdParamsSchema,
      querystring: PageQuerySchema,
      response: { 200: SquadPageSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => squads.listSquad(db, caller(request), request.params.id, request.query),
  });

  r.get('/projects/:id/brief', {
    onRequest: authenticate,
    schema: {
      tags: ['squads'],
      summary: 'The brief as its squad reads it (members and former members; the owner reads GET /projects/{id})',
      description:
        'Name, overview, stage, timeline, goals, expertise gap, hours and budget (USD, as entered), the client, ' +
        'and the caller’s squad and direct conversations about the project. 403 for the project’s side, 404 for anyone else.',
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 200: ProjectBriefSchema, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => squads.getProjectBrief(db, caller(request), request.params.id),
  });

  r.post('/projects/:id/squad/:memberId/end', {
    onRequest: authenticate,
    schema: {
      tags: ['squads'],
      summary: 'End a membership (the owner or that member); its hours are freed',
      security: bearerSecurity,
      params: SquadMemberParamsSchema,
      response: { 200: SquadMemberSchema, ...authErrors, ...notFoundErrors, 409: MessageErrorSchema },
    },
    handler: async (request) =>
      squads.endMembership(app.deps, caller(request), request.params.id, request.params.memberId),
  });

  r.patch('/projects/:id', {
    onRequest: authenticate,
    schema: {
      tags: ['projects'],
      summary: 'Edit one of the caller’s briefs, or mark the project completed',
      description:
        '`{status:"completed"}`, alone, ends the squad and withdraws open invitations (again: 200, nothing changes). ' +
        'Any of the brief’s fields edits it under the rules of `POST /projects`; the matches follow at once ' +
        'and a `project.updated` activity item is recorded. A completed project’s brief cannot change (409).',
      security: bearerSecurity,
      params: IdParamsSchema,
      body: ProjectUpdateSchema,
      response: {
        200: ProjectSchema,
        ...validationErrors,
        ...authErrors,
        ...notFoundErrors,
        409: MessageErrorSchema,
      },
    },
    handler: async (request) => squads.updateProject(app.deps, caller(request), request.params.id, request.body),
  });

  r.get('/dashboard', {
    onRequest: authenticate,
    schema: {
      tags: ['squads'],
      summary: 'The client’s squads at a glance: squads, members, change vs 30 days ago, productivity',
      security: bearerSecurity,
      response: { 200: DashboardSchema, ...authErrors },
    },
    handler: async (request) => squads.getDashboard(db, caller(request)),
  });
}
