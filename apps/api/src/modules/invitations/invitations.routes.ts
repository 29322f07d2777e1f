import {
  FieldConflictErrorSchema,
  IdParamsSchema,
  InvitationAcceptSchema,
  InvitationCreateSchema,
  InvitationDeclineSchema,
  InvitationListQuerySchema,
  InvitationPageSchema,
  InvitationSchema,
  MessageErrorSchema,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import * as invitations from './invitations.service.js';
import * as sending from './invitation-sending.service.js';
import * as answers from './invitation-answers.service.js';

const conflict = { 409: MessageErrorSchema } as const;
const PRIVACY =
  'Before accepting, the expert sees the brief and the client’s organisation name and industry; names once ' +
  'accepted; never an e-mail or a phone number.';

export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps.database;

  r.post('/projects/:id/invitations', {
    onRequest: authenticate,
    schema: {
      tags: ['invitations'],
      summary: 'Invite a matched expert to one of the caller’s projects (owner)',
      description:
        '`hoursPerWeek` defaults to the project’s. The expert must be matchable for this project (422 ' +
        '`{profileId:"notAvailable"}`); at most 20 invitations are open per project (422 ' +
        '`{profileId:"tooManyOpenInvitations"}`); an expert with an open or accepted invitation → 409; a ' +
        'completed project → 409. The invitation keeps the match’s score and reasons, and a mail goes to the expert.',
      security: bearerSecurity,
      params: IdParamsSchema,
      body: InvitationCreateSchema,
      response: { 201: InvitationSchema, ...validationErrors, ...authErrors, ...notFoundErrors, ...conflict },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await sending.createInvitation(deps, caller(request), request.params.id, request.body)),
  });

  r.get('/projects/:id/invitations', {
    onRequest: authenticate,
    schema: {
      tags: ['invitations'],
      summary: 'One page of a project’s invitations, newest first (owner)',
      security: bearerSecurity,
      params: IdParamsSchema,
      querystring: InvitationListQuerySchema,
      response: { 200: InvitationPageSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) =>
      invitations.listProjectInvitations(db, caller(request), request.params.id, request.query),
  });

  r.get('/invitations', {
    onRequest: authenticate,
    schema: {
      tags: ['invitations'],
      summary: 'One page of the invitations sent to the caller, newest first (`status=invited` for the open ones)',
      description: PRIVACY,
      security: bearerSecurity,
      querystring: InvitationListQuerySchema,
      response: { 200: InvitationPageSchema, ...validationErrors, 401: authErrors[401] },
    },
    handler: async (request) => invitations.listOwnInvitations(db, caller(request), request.query),
  });

  r.get('/invitations/:id', {
    onRequest: authenticate,
    schema: {
      tags: ['invitations'],
      summary: 'One invitation, for the invited expert or the project’s owner (404 for anyone else)',
      description: PRIVACY,
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 200: InvitationSchema, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => invitations.getInvitation(db, caller(request), request.params.id),
  });

  r.post('/invitations/:id/accept', {
    onRequest: authenticate,
    schema: {
      tags: ['invitations'],
      summary: 'Accept with the hours a week committed (the invited expert): joins the squad',
      description:
        'Checked and booked in one transaction under a lock on the expert’s capacity: hours above the ' +
        'available ones → 409 `{status:409, errors:{hoursPerWeek:"overCapacity"}}`. A closed invitation → 409. ' +
        'The project becomes active with its first member; the client gets a mail.',
      security: bearerSecurity,
      params: IdParamsSchema,
      body: InvitationAcceptSchema,
      response: {
        200: InvitationSchema,
        ...validationErrors,
        ...authErrors,
        ...notFoundErrors,
        409: z.union([FieldConflictErrorSchema, MessageErrorSchema]),
      },
    },
    handler: async (request) => answers.acceptInvitation(deps, caller(request), request.params.id, request.body),
  });

  r.post('/invitations/:id/decline', {
    onRequest: authenticate,
    schema: {
      tags: ['invitations'],
      summary: 'Decline, with an optional reason the client reads (the invited expert)',
      security: bearerSecurity,
      params: IdParamsSchema,
      body: InvitationDeclineSchema.nullish(),
      response: { 200: InvitationSchema, ...validationErrors, ...authErrors, ...notFoundErrors, ...conflict },
    },
    handler: async (request) => answers.declineInvitation(deps, caller(request), request.params.id, request.body ?? {}),
  });

  r.post('/invitations/:id/withdraw', {
    onRequest: authenticate,
    schema: {
      tags: ['invitations'],
      summary: 'Withdraw an open invitation (the project’s owner)',
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 200: InvitationSchema, ...authErrors, ...notFoundErrors, ...conflict },
    },
    handler: async (request) => answers.withdrawInvitation(deps, caller(request), request.params.id),
  });
}
