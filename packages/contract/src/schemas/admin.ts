import { z } from 'zod';
import { AuditActions, AuditTargetTypes } from '../constants/admin.js';
import { VettingStatuses } from '../constants/matching.js';
import { ProjectStatuses } from '../constants/projects.js';
import { AUTH_PROVIDERS, ROLE_NAMES, STATUS_NAMES } from '../constants/users.js';
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_MAX, VETTING_NOTE_MAX } from '../rules/validation-limits.js';
import { BusinessDetailInputSchema } from './business-detail-input.js';
import { EmailSchema, IdSchema, NameSchema, PageQuerySchema, pageSchema } from './common.js';
import { StoredFileSchema } from './files.js';
import { ExpertCardSchema } from './matching.js';
import { ProjectSchema } from './projects.js';
import { RoleSchema, StatusSchema } from './users.js';

/**
 * The matcher console (docs/api.md#matcher-console). Every `/admin/*` answer is for admins only (403 for clients and
 * contractors) and never carries a password, a hash or a token.
 */

/** A page of an admin list: `page` from 1, `limit` ≤ 50, 20 by default. */
const AdminPageQuerySchema = PageQuerySchema.extend({
  limit: PageQuerySchema.shape.limit.unwrap().default(ADMIN_PAGE_SIZE),
});

/** A query-string flag: `true` or `false`. */
const QueryFlagSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Who a person is in the console: enough to recognise them, nothing more. */
export const AdminPersonSchema = z
  .object({
    id: z.number().int().describe('User id'),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
  })
  .meta({ id: 'AdminPerson' });
export type AdminPerson = z.infer<typeof AdminPersonSchema>;

/** The client who owns a project, with their organisation. */
export const AdminClientSchema = AdminPersonSchema.extend({
  orgName: z.string().nullable(),
  industry: z.string().nullable().describe('Comma-joined industry keys of the business detail'),
}).meta({ id: 'AdminClient' });
export type AdminClient = z.infer<typeof AdminClientSchema>;

/** `GET /admin/projects`: a project in the queue. */
export const AdminProjectSchema = ProjectSchema.extend({
  client: AdminClientSchema,
  invitationsCount: z.number().int().min(0).describe('Invitations sent for the project, whatever their status'),
  waitingSince: z
    .string()
    .nullable()
    .describe('The creation time while the project has no invitation yet (the 3-working-days clock); null after'),
}).meta({ id: 'AdminProject' });
export type AdminProject = z.infer<typeof AdminProjectSchema>;
export const AdminProjectPageSchema = pageSchema(AdminProjectSchema).meta({ id: 'AdminProjectPage' });
export type AdminProjectPage = z.infer<typeof AdminProjectPageSchema>;

export const AdminProjectQuerySchema = AdminPageQuerySchema.extend({
  status: z.enum(ProjectStatuses.values).optional(),
  waiting: QueryFlagSchema.optional().describe('true: only projects without any invitation yet'),
  search: z
    .string()
    .trim()
    .max(ADMIN_SEARCH_MAX)
    .optional()
    .describe("Part of the project's name, the client's name or e-mail, or the organisation's name"),
});
export type AdminProjectQuery = z.infer<typeof AdminProjectQuerySchema>;

/** `GET /admin/experts`: the public card plus what an admin needs to vet (e-mail, CVs, the decision). */
export const AdminExpertSchema = ExpertCardSchema.extend({
  userId: z.number().int(),
  email: z.string(),
  status: z.enum(STATUS_NAMES),
  emailVerifiedAt: z.string().nullable(),
  openToWork: z.boolean(),
  cvFiles: z.array(StoredFileSchema).describe('Uploaded CVs; an admin reads one with GET /files/{id}'),
  vettingNote: z.string().nullable(),
  vettingDecidedAt: z.string().nullable(),
  vettingDecidedBy: AdminPersonSchema.nullable(),
  createdAt: z.string().describe('When the profile was created'),
}).meta({ id: 'AdminExpert' });
export type AdminExpert = z.infer<typeof AdminExpertSchema>;
export const AdminExpertPageSchema = pageSchema(AdminExpertSchema).meta({ id: 'AdminExpertPage' });
export type AdminExpertPage = z.infer<typeof AdminExpertPageSchema>;

export const AdminExpertQuerySchema = AdminPageQuerySchema.extend({
  vetting: z.enum(VettingStatuses.values).optional(),
  search: z.string().trim().max(ADMIN_SEARCH_MAX).optional().describe('Part of the name or e-mail'),
});
export type AdminExpertQuery = z.infer<typeof AdminExpertQuerySchema>;

/** `POST /admin/experts/{profileId}/vetting`. */
export const VettingDecisionSchema = z
  .object({
    vetting: z.enum(VettingStatuses.values),
    note: z.string().trim().max(VETTING_NOTE_MAX).nullish().describe('Why; shown to admins only'),
  })
  .strict();
export type VettingDecision = z.infer<typeof VettingDecisionSchema>;

export const ProfileIdParamsSchema = z.object({ profileId: IdSchema });

/** `GET /admin/users`: an account as an admin sees it. Never a password, a hash or a token. */
export const AdminUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    provider: z.enum(AUTH_PROVIDERS),
    role: RoleSchema,
    status: StatusSchema,
    emailVerifiedAt: z.string().nullable(),
    createdAt: z.string(),
    deletedAt: z.string().nullable().describe('Set when the user closed the account'),
    lastSeenAt: z.string().nullable().describe('Latest use of any of the user’s sessions'),
    awaitingPassword: z
      .boolean()
      .describe(
        'An e-mail account with no password yet (created by an admin, its owner has not chosen one): "Invited"',
      ),
    pendingEmail: z
      .string()
      .nullable()
      .describe('The new address of an e-mail change whose confirm link is still open; null when none is pending'),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserPageSchema = pageSchema(AdminUserSchema).meta({ id: 'AdminUserPage' });
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const AdminUserQuerySchema = AdminPageQuerySchema.extend({
  search: z.string().trim().max(ADMIN_SEARCH_MAX).optional().describe('Part of the name or e-mail'),
  role: z.enum(ROLE_NAMES).optional(),
  status: z.enum(STATUS_NAMES).optional(),
});
export type AdminUserQuery = z.infer<typeof AdminUserQuerySchema>;

/**
 * `PATCH /admin/users/{id}`: either `status` (deactivating ends the user's sessions at once) or
 * `email` (a confirm link goes to the new address; the change applies when the user opens it).
 */
export const AdminUserUpdateSchema = z
  .object({
    status: z.enum(STATUS_NAMES).optional(),
    email: EmailSchema.optional().describe('The new address; it changes only when its owner confirms by mail'),
  })
  .strict()
  .superRefine(
    (body, context) => {
      if (body.status === undefined && body.email === undefined) {
        context.addIssue({ code: 'custom', path: ['status'], message: 'should not be empty' });
      } else if (body.status !== undefined && body.email !== undefined) {
        context.addIssue({ code: 'custom', path: ['email'], message: 'cannot be changed together with status' });
      }
    },
    // A body with a field it does not know is answered about that field alone, not about a missing status.
    { when: (payload) => payload.issues.length === 0 },
  );
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;

/** The roles an admin may give a new account (admins come from ADMIN_EMAIL or the CLI). */
export const ADMIN_CREATABLE_ROLES = ['client', 'contractor'] as const;

/**
 * `POST /admin/users`: an account made by an admin. It has no password: the user gets a mail with a
 * link to choose one (the reset-password link), so nothing secret is ever sent or shown.
 */
export const AdminUserCreateSchema = z
  .object({
    email: EmailSchema,
    firstName: NameSchema,
    lastName: NameSchema,
    role: z.enum(ADMIN_CREATABLE_ROLES),
    businessDetail: BusinessDetailInputSchema.optional().describe("A client's organisation; clients only"),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.businessDetail && body.role !== 'client') {
      context.addIssue({ code: 'custom', path: ['businessDetail'], message: 'is allowed for clients only' });
    }
  });
export type AdminUserCreate = z.infer<typeof AdminUserCreateSchema>;

/** `GET /admin/audit`: one admin action. `before`/`after` hold the changed fields, never a secret. */
export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    actor: AdminPersonSchema.nullable().describe('The admin who acted; null for the system (ADMIN_EMAIL, the CLI)'),
    action: z.enum(AuditActions.values),
    target: z.object({
      type: z.enum(AuditTargetTypes.values),
      id: z.number().int(),
      label: z.string().nullable().describe('What the target was called when the action was taken'),
    }),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = pageSchema(AuditEntrySchema).meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** A day as `YYYY-MM-DD` (UTC). */
const DaySchema = z.iso.date();

/**
 * `GET /admin/audit?actor=&action=&from=&to=`: `actor` an admin's user id, `action` one of the audit
 * actions, `from` and `to` days (UTC, both included).
 */
export const AuditQuerySchema = AdminPageQuerySchema.extend({
  actor: IdSchema.optional().describe("The acting admin's user id"),
  action: z.enum(AuditActions.values).optional(),
  from: DaySchema.optional().describe('First day (UTC, YYYY-MM-DD), included'),
  to: DaySchema.optional().describe('Last day (UTC, YYYY-MM-DD), included'),
}).superRefine((query, context) => {
  if (query.from && query.to && query.to < query.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  }
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
