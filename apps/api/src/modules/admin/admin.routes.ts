import {
  AdminExpertPageSchema,
  AdminExpertQuerySchema,
  AdminExpertSchema,
  AdminProjectPageSchema,
  AdminProjectQuerySchema,
  AdminProjectSchema,
  AdminUserPageSchema,
  AdminUserQuerySchema,
  AdminUserSchema,
  AdminUserUpdateSchema,
  AuditPageSchema,
  AuditQuerySchema,
  IdParamsSchema,
  ProfileIdParamsSchema,
  VettingDecisionSchema,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller, requireRole } from '../../plugins/auth.js';
import { getProject, listProjects } from './admin-projects.service.js';
import { decideVetting, listExperts } from './admin-experts.service.js';
import { listUsers, setUserStatus } from './admin-users.service.js';
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

  r.patch('/admin/users/:id', {
    ...gate,
    schema: {
      tags,
      security,
      summary: 'Activate or deactivate an account; deactivation ends its sessions at once; audited',
      description:
        "422 `{status:'cannotDeactivateSelf'}` for one's own account, `{status:'lastActiveAdmin'}` for the " +
        "only active admin, `{status:'cannotBeChanged'}` for a closed account.",
      params: IdParamsSchema,
      body: AdminUserUpdateSchema,
      response: { 200: AdminUserSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => setUserStatus(app.deps, caller(request), request.params.id, request.body),
  });

  r.get('/admin/audit', {
    ...gate,
    schema: {
      tags,
      security,
      summary: 'The audit log, newest first: who did what to which record, with the changed fields before and after',
      querystring: AuditQuerySchema,
      response: { 200: AuditPageSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request) => listAuditEntries(db, request.query),
  });
}
