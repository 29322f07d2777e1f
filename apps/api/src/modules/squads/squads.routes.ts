import {
  DashboardSchema,
  IdParamsSchema,
  MessageErrorSchema,
  PageQuerySchema,
  ProjectBriefSchema,
  ProjectSchema,
  ProjectUpdateSchema,
  RateChangeCreateSchema,
  RateChangeSchema,
  SquadMemberParamsSchema,
  SquadMemberSchema,
  SquadPageSchema,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import * as rateChanges from './rate-changes.service.js';
import * as squads from './squads.service.js';
import * as briefs from './brief-edits.service.js';
import * as endings from './squad-endings.service.js';

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
      endings.endMembership(app.deps, caller(request), request.params.id, request.params.memberId),
  });

  r.post('/projects/:id/squad/:memberId/rate-changes', {
    onRequest: authenticate,
    schema: {
      tags: ['squads'],
      summary: 'Propose a new hourly rate for a member (the owner or that member); the other side answers',
      description:
        "In the project's currency, from a Monday after the member's last invoiced week " +
        "(422 {effectiveFrom:'notMonday'|'beforeInvoiced'}); one open proposal per member (409).",
      security: bearerSecurity,
      params: SquadMemberParamsSchema,
      body: RateChangeCreateSchema,
      response: {
        201: RateChangeSchema,
        ...validationErrors,
        ...authErrors,
        ...notFoundErrors,
        409: MessageErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const { id, memberId } = request.params;
      const change = await rateChanges.proposeRateChange(app.deps, caller(request), id, memberId, request.body);
      return reply.code(201).send(change);
    },
  });

  for (const [action, status] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    r.post(`/rate-changes/:id/${action}`, {
      onRequest: authenticate,
      schema: {
        tags: ['squads'],
        summary: `${action === 'accept' ? 'Accept' : 'Decline'} a proposed rate (the other side of the proposal)`,
        description: 'The proposer’s side may not answer its own proposal (403); anyone else gets 404.',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: RateChangeSchema, ...authErrors, ...notFoundErrors, 409: MessageErrorSchema },
      },
      handler: async (request) => rateChanges.decideRateChange(app.deps, caller(request), request.params.id, status),
    });
  }

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
    handler: async (request) => briefs.updateProject(app.deps, caller(request), request.params.id, request.body),
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
