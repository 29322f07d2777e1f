import { z } from 'zod';
import { EmailSchema, PasswordSchema } from './common.js';
import { UserSchema } from './users.js';
import { MfaRequiredSchema } from './two-factor.js';
import { USER_PATHS } from '../constants/users.js';
import { PASSWORD_MAX } from '../rules/validation-limits.js';

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type Login = z.infer<typeof LoginSchema>;

/** `POST /auth/email/check`: is this address free for a sign-up? (rate limited like sign-in) */
export const EmailCheckSchema = z.object({ email: EmailSchema });
export type EmailCheck = z.infer<typeof EmailCheckSchema>;
export const EmailCheckResultSchema = z.object({ available: z.boolean() }).meta({ id: 'EmailCheckResult' });
export type EmailCheckResult = z.infer<typeof EmailCheckResultSchema>;

export const GoogleLoginSchema = z.object({
  idToken: z.string().min(1).max(8192),
  role: z.enum(['client', 'contractor']).optional(),
});
export type GoogleLogin = z.infer<typeof GoogleLoginSchema>;

export const ForgotPasswordSchema = z.object({
  email: EmailSchema,
  userPath: z.enum(USER_PATHS).optional(),
});
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({
  password: PasswordSchema,
  hash: z.string().min(1).max(4096),
  email: EmailSchema.optional(),
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const RefreshResultSchema = z
  .object({
    token: z.string(),
    refreshToken: z.string(),
    tokenExpires: z.number().int().describe('Access token expiry, ms since epoch'),
  })
  .meta({ id: 'RefreshResult' });
export type RefreshResult = z.infer<typeof RefreshResultSchema>;

export const LoginResultSchema = RefreshResultSchema.extend({ user: UserSchema }).meta({ id: 'LoginResult' });
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** A sign-in's answer: the session, or (two-step sign-in on) the second step to take (docs/security.md). */
export const SignInResultSchema = z.union([LoginResultSchema, MfaRequiredSchema]);
export type SignInResult = z.infer<typeof SignInResultSchema>;

/** What the reset hash carries that the SPA may read (it is a signed JWT). */
export const ResetHashPayloadSchema = z.object({ email: z.string() });
