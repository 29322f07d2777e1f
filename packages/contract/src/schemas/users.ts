import { z } from 'zod';
import { TwoFactorStateSchema } from './two-factor.js';
import { BusinessDetailSchema } from './business-details.js';
import { ProfileSchema } from './profiles.js';
import { AUTH_PROVIDERS, ROLE_NAMES, STATUS_NAMES } from '../constants/users.js';
import { LeadSources } from '../constants/profile.js';

export const RoleSchema = z.object({ id: z.number().int(), name: z.enum(ROLE_NAMES) }).meta({ id: 'Role' });
export const StatusSchema = z.object({ id: z.number().int(), name: z.enum(STATUS_NAMES) }).meta({ id: 'Status' });

export const UserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    emailVerifiedAt: z.string().nullable().describe('When the address was verified; null until then'),
    provider: z.enum(AUTH_PROVIDERS),
    socialId: z.string().nullable(),
    firstName: z.string().nullable(),
    middleName: z.string().nullable(),
    lastName: z.string().nullable(),
    role: RoleSchema,
    status: StatusSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
    deletedAt: z.string().nullable(),
    timezone: z.string().nullable().describe('`<utc_offset> <region>`, e.g. `+12:00 Pacific/Auckland`'),
    mobileNumber: z.string().nullable(),
    agreedToTerms: z.boolean(),
    agreedToPolicies: z.boolean(),
    fxnlScore: z.number().nullable(),
    leadSource: z.enum(LeadSources.values).nullable(),
    profiles: z.array(ProfileSchema),
    businessDetail: BusinessDetailSchema.nullable(),
    twoFactor: TwoFactorStateSchema.describe('Two-step sign-in (docs/security.md): on or off, recovery codes unused'),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;
