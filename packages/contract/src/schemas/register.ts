import { z } from 'zod';
import { BusinessDetailInputSchema } from './business-detail-input.js';
import { EmailSchema, NameSchema, OptionalNameSchema, PasswordSchema, TimezoneSchema } from './common.js';
import { PhoneSchema } from './locale.js';
import { ProfileFieldsSchema } from './profiles.js';

const mustAccept = z.literal(true, { error: 'must be accepted' });

/**
 * `POST /auth/email/register`: flat sign-up values. With `businessDetail` the new user is a client,
 * without it a contractor.
 */
export const RegisterSchema = ProfileFieldsSchema.extend({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: NameSchema,
  middleName: OptionalNameSchema,
  lastName: NameSchema,
  mobileNumber: PhoneSchema.nullish(),
  timezone: TimezoneSchema.nullish(),
  agreedToTerms: mustAccept,
  agreedToPolicies: mustAccept,
  businessDetail: BusinessDetailInputSchema.optional(),
});
export type Register = z.infer<typeof RegisterSchema>;
