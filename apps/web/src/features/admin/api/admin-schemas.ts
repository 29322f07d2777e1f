// PROVISIONAL until h5's contract lands: replaced by re-exports from @fractional/contract.
import {
  ExpertCardSchema,
  ProjectSchema,
  RoleSchema,
  StatusSchema,
  StoredFileSchema,
  pageSchema,
} from '@fractional/contract';
import { z } from 'zod';

export const AdminProjectSchema = ProjectSchema.extend({
  client: z.object({
    id: z.number().int(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    orgName: z.string().nullable(),
  }),
  invitationsCount: z.number().int(),
  waitingSince: z.string().nullable(),
});
export type AdminProject = z.infer<typeof AdminProjectSchema>;
export const AdminProjectPageSchema = pageSchema(AdminProjectSchema);
export type AdminProjectPage = z.infer<typeof AdminProjectPageSchema>;

export const AdminExpertSchema = ExpertCardSchema.extend({
  userId: z.number().int(),
  email: z.string(),
  cvFiles: z.array(StoredFileSchema),
  vettingNote: z.string().nullable(),
});
export type AdminExpert = z.infer<typeof AdminExpertSchema>;
export const AdminExpertPageSchema = pageSchema(AdminExpertSchema);
export type AdminExpertPage = z.infer<typeof AdminExpertPageSchema>;

export const AdminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: RoleSchema,
  status: StatusSchema,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserPageSchema = pageSchema(AdminUserSchema);
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor: z
    .object({
      id: z.number().int(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string(),
    })
    .nullable(),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.number().int() }),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = pageSchema(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;
