import {
  AdminExpertPageSchema,
  AdminExpertQuerySchema,
  AdminExpertSchema,
  AdminProjectPageSchema,
  AdminProjectQuerySchema,
  AdminProjectSchema,
  AdminUserPageSchema,
  AdminUserQuerySchema,
  AdminUserCreateSchema,
  AdminUserSchema,
  AdminUserUpdateSchema,
  AuditPageSchema,
  AuditQuerySchema,
  IdParamsSchema,
  ProfileIdParamsSchema,
  VettingDecisionSchema,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller, requireRole } from '../../plugins/auth.js';
import { getProject, listProjects } from './admin-projects.service.js';
import { decideVetting, listExperts } from './admin-experts.service.js';
import {
  createUser,
  listUsers,
  requestUserEmailChange,
  sendPasswordReset,
  setUserStatus,
} from './admin-users.service.js';
import { listAuditEntries } from './audit.service.js';

/**
 * The matcher console (docs/api.md#matcher-console): admins only. The role gate runs before the body and query are
 * validated, so a client or contractor gets exactly 403 whatever they send.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const gate = { onRequest: [authenticate, requireRole('admin')] };
  const tags = ['admin'];
  const security = bearerSecurity;

  r.get('/admin/projects', {
    ...gate,
    schema: {
      tags,
      security,
      summary: 'Every project with its client, invitations count and waiting time, oldest first',
      description:
        '`waitingSince` is the creation time while the project has no invitation (the 3-working-days clock ' +
        'of "We will get back to you"); `waiting=true` keeps only those, `waiting=false` the others. ' +
        "`search` keeps the projects whose name, client's name or e-mail, or organisation's name contains " +
        'the text (case-insensitive; `%` and `_` are taken literally); it combines with `status` and `waiting`.',
      querystring: AdminProjectQuerySchema,
      response: { 200: AdminProjectPageSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request) => listProjects(db, request.query),
  });

  r.get('/admin/projects/:id', {
    ...gate,
    schema: {
      tags,
      security,
      summary: 'One project as the queue shows it (its matches: GET /projects/{id}/matches)',
      params: IdParamsSchema,
      response: { 200: AdminProjectSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => getProject(db, request.params.id),
  });

  r.get('/admin/experts', {
    ...gate,
    schema: {
      tags,
      security,
      summary: "Experts' cards with e-mail, CVs and vetting, oldest first (the vetting queue)",
      querystring: AdminExpertQuerySchema,
      response: { 200: AdminExpertPageSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request) => listExperts(db, request.query),
  });

  r.post('/admin/experts/:profileId/vetting', {
    ...gate,
    schema: {
      tags,
      security,
      summary: 'Approve, reject or reset an expert, with a note; audited',
      description:
        'Rejected experts are never matched; approved ones show a Vetted badge and get a small ranking boost ' +
        '(docs/matching.md, "Vetting"). 404 for a profile that is not a contractor\'s.',
      params: ProfileIdParamsSchema,
      body: VettingDecisionSchema,
      response: { 200: AdminExpertSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => decideVetting(db, caller(request), request.params.profileId, request.body),
  });

  r.get('/admin/users', {
    ...gate,
    schema: {
      tags,
      security,
      summary: 'Accounts, newest first, by part of the name or e-mail, role and status (never a password or hash)',
      querystring: AdminUserQuerySchema,
      response: { 200: AdminUserPageSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request) => listUsers(db, request.query),
  });

  r.post('/admin/users', {
    ...gate,
    schema: {
      tags,
      security,
      summary: 'Create a client or contractor account; the user gets a mail to choose a password; audited',
      description:
        'The account has no password until its owner opens the mailed set-password link (the reset-password ' +
        'link, which also verifies the address); nothing secret is sent or answered. `businessDetail` only for ' +
        "clients. A taken e-mail → 422 `{email:'emailAlreadyExists'}`.",
      body: AdminUserCreateSchema,
      response: { 201: AdminUserSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request, reply) => reply.code(201).send(await createUser(app.deps, caller(request), request.body)),
  });

  r.patch('/admin/users/:id', {
    ...gate,
    schema: {
      tags,
      security,
      summary:
        'Activate or deactivate an account (deactivation ends its sessions at once), or ask to change its e-mail; audited',
      description:
        "`{status}`: 422 `{status:'cannotDeactivateSelf'}` for one's own account, `{status:'lastActiveAdmin'}` for the " +
        "only active admin, `{status:'cannotBeChanged'}` for a closed account. `{email}`: a confirm link goes to the " +
        'new address and the change applies when its owner opens it (`POST /auth/email/change/confirm`); the ' +
        "answer still shows the old address. 422 `{email:'emailAlreadyExists'}`, `{email:'emailUnchanged'}`, " +
        "`{email:'cannotBeChanged'}` for a closed account. One of the two per call.",
      params: IdParamsSchema,
      body: AdminUserUpdateSchema,
      response: { 200: AdminUserSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => {
      const { email, status } = request.body;
      if (email !== undefined) return requestUserEmailChange(app.deps, caller(request), request.params.id, email);
      return setUserStatus(app.deps, caller(request), request.params.id, { status: status ?? 'active' });
    },
  });

  r.post('/admin/users/:id/password-reset', {
    ...gate,
    schema: {
      tags,
      security,
      summary: 'Mail the user a link to choose a new password (support for a locked-out user); audited',
      description:
        'The same single-use reset link as `POST /auth/forgot/password`, with a mail saying support sent it. The ' +
        "admin never sets or sees a password or the link. 204; an inactive account → 422 `{user:'userInactive'}`, " +
        "a closed one → 422 `{user:'cannotBeChanged'}`, an unknown id → 404.",
      params: IdParamsSchema,
      response: { 204: z.null(), ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request, reply) => {
      await sendPasswordReset(app.deps, caller(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  r.get('/admin/audit', {
    ...gate,
    schema: {
      tags,
      security,
      summary: 'The audit log, newest first: who did what to which record, with the changed fields before and after',
      description:
        '`actor` keeps the entries of one admin (a user id), `action` one action, `from` and `to` (days as ' +
        '`YYYY-MM-DD`, UTC, both included) a period; they combine. `to` before `from` → 422 `{to}`.',
      querystring: AuditQuerySchema,
      response: { 200: AuditPageSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request) => listAuditEntries(db, request.query),
  });
}
