import { z } from 'zod';
import { PASSWORD_MAX } from '../rules/validation-limits.js';

/** Two-step sign-in (docs/security.md): a TOTP code from an authenticator app, 6 digits, 30 s steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many single-use recovery codes enabling hands out, and how long a sign-in's second step may take. */
export const RECOVERY_CODE_COUNT = 10;
export const MFA_TOKEN_TTL_SECONDS = 300;
/** Wrong codes one second step may take before it is void and the sign-in starts over. */
export const MFA_MAX_ATTEMPTS = 5;

const TotpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'must be the 6 digits your app shows' });
/** A recovery code as handed out (`k7m2-q9xp`); case and dashes do not matter. */
const RecoveryCodeSchema = z.string().trim().min(8).max(20);

/** `POST /auth/2fa/setup`: a new secret, not yet on until `enable` proves the app has it. */
export const TwoFactorSetupSchema = z
  .object({
    secret: z.string().describe('Base32, for typing into an app that cannot scan'),
    otpauthUrl: z.string().describe('otpauth://totp/… for a QR code'),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** `POST /auth/2fa/enable {code}`: a code from the app set up last. */
export const TwoFactorEnableSchema = z.object({ code: TotpCodeSchema });
export type TwoFactorEnable = z.infer<typeof TwoFactorEnableSchema>;

export const RecoveryCodesSchema = z
  .object({
    recoveryCodes: z
      .array(z.string())
      .length(RECOVERY_CODE_COUNT)
      .describe('Shown once: each signs in once without the app; only their hashes are kept'),
  })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** The answer to a sign-in (e-mail or Google) of an account with two-step sign-in on: no session yet. */
export const MfaRequiredSchema = z
  .object({
    mfaRequired: z.literal(true),
    mfaToken: z.string().describe(`For POST /auth/2fa/verify, within ${MFA_TOKEN_TTL_SECONDS / 60} minutes`),
  })
  .meta({ id: 'MfaRequired' });
export type MfaRequired = z.infer<typeof MfaRequiredSchema>;

/** `POST /auth/2fa/verify`: the second step, with a code from the app or one recovery code. */
export const TwoFactorVerifySchema = z
  .object({
    mfaToken: z.string().min(1).max(4096),
    code: TotpCodeSchema.optional(),
    recoveryCode: RecoveryCodeSchema.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    path: ['code'],
    message: 'send either code or recoveryCode',
  });
export type TwoFactorVerify = z.infer<typeof TwoFactorVerifySchema>;

/** `POST /auth/2fa/disable`: the password (when the account has one) and a code from the app or a recovery code. */
export const TwoFactorDisableSchema = z.object({
  password: z.string().max(PASSWORD_MAX).optional().describe('Required when the account has a password'),
  code: z.string().trim().min(6).max(20).describe('A code from the app, or an unused recovery code'),
});
export type TwoFactorDisable = z.infer<typeof TwoFactorDisableSchema>;

/** `GET /auth/me`'s `twoFactor`. */
export const TwoFactorStateSchema = z
  .object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int().min(0) })
  .meta({ id: 'TwoFactorState' });
export type TwoFactorState = z.infer<typeof TwoFactorStateSchema>;
