import { z } from 'zod';
import { BusinessDetailInputSchema } from './business-detail-input.js';
import { NameSchema, OptionalNameSchema, TimezoneSchema } from './common.js';
import { ErrorKeys } from '../constants/error-keys.js';
import { PhoneSchema } from './locale.js';
import { ProfilePatchFieldsSchema } from './profiles.js';

const unchangeable = z.never({ error: ErrorKeys.cannotChange }).optional();

/**
 * `PATCH /auth/me`: the user's own fields; clients may include their business detail. With `profile`
 * the caller's profile values change too (created if the user has none), all in one transaction:
 * an edit form saves everything or nothing.
 */
export const UserUpdateSchema = z.object({
  firstName: NameSchema.optional(),
  middleName: OptionalNameSchema,
  lastName: NameSchema.optional(),
  mobileNumber: PhoneSchema.nullish(),
  timezone: TimezoneSchema.nullish(),
  agreedToTerms: z.boolean().optional(),
  agreedToPolicies: z.boolean().optional(),
  businessDetail: BusinessDetailInputSchema.partial().optional(),
  profile: ProfilePatchFieldsSchema.optional(),
  email: unchangeable,
  password: unchangeable,
});
export type UserUpdate = z.infer<typeof UserUpdateSchema>;
