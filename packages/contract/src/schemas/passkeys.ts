import { z } from 'zod';

/** Passkeys (WebAuthn, docs/security.md#passkeys): at most this many per account, names this long. */
export const PASSKEYS_MAX = 20;
export const PASSKEY_NAME_MAX = 60;
/** How long a registration or sign-in ceremony may take between its options and its verify. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 300;

/** A base64url field of a browser's WebAuthn answer (an attestation object stays well below 16 KiB). */
const Base64Url = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'must be base64url' });

const Transports = z.array(z.string().max(32)).max(10);

/** A passkey's name as the user types it: trimmed, 1 to PASSKEY_NAME_MAX characters. */
export const PasskeyNameSchema = z.string().trim().min(1).max(PASSKEY_NAME_MAX);

/** One passkey of the caller (`GET /auth/passkeys`); never its public key or signature counter. */
export const PasskeySchema = z
  .object({
    id: z.string().describe('Passkey id (UUID)'),
    name: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable().describe('When it last signed in; null before its first sign-in'),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof PasskeySchema>;

export const PasskeyListSchema = z
  .object({ data: z.array(PasskeySchema).describe('Newest first') })
  .meta({ id: 'PasskeyList' });
export type PasskeyList = z.infer<typeof PasskeyListSchema>;

export const PasskeyParamsSchema = z.object({ id: z.uuid() });

/**
 * The options for `navigator.credentials.create()` / `.get()` as JSON (WebAuthn Level 3
 * `PublicKeyCredential*OptionsJSON`, what @simplewebauthn/browser takes). Passed through as the
 * server library builds them.
 */
export const PasskeyRegistrationOptionsSchema = z
  .looseObject({ challenge: z.string() })
  .describe('PublicKeyCredentialCreationOptionsJSON')
  .meta({ id: 'PasskeyRegistrationOptions' });
export type PasskeyRegistrationOptions = z.infer<typeof PasskeyRegistrationOptionsSchema>;

export const PasskeyLoginOptionsSchema = z
  .looseObject({ challenge: z.string() })
  .describe('PublicKeyCredentialRequestOptionsJSON (no allowCredentials: the browser offers the discoverable passkeys)')
  .meta({ id: 'PasskeyLoginOptions' });
export type PasskeyLoginOptions = z.infer<typeof PasskeyLoginOptionsSchema>;

/** `POST /auth/passkeys/register/verify`: the browser's RegistrationResponseJSON and an optional name. */
export const PasskeyRegisterVerifySchema = z.object({
  name: PasskeyNameSchema.optional().describe('Defaults to the browser and system, e.g. "Chrome on Mac"'),
  response: z.object({
    id: Base64Url,
    rawId: Base64Url,
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: Base64Url,
      attestationObject: Base64Url,
      transports: Transports.optional(),
      authenticatorData: Base64Url.optional(),
      publicKey: Base64Url.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  }),
});
export type PasskeyRegisterVerify = z.infer<typeof PasskeyRegisterVerifySchema>;

/** `POST /auth/passkeys/login/verify`: the browser's AuthenticationResponseJSON. */
export const PasskeyLoginVerifySchema = z.object({
  response: z.object({
    id: Base64Url,
    rawId: Base64Url,
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: Base64Url,
      authenticatorData: Base64Url,
      signature: Base64Url,
      userHandle: Base64Url.optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  }),
});
export type PasskeyLoginVerify = z.infer<typeof PasskeyLoginVerifySchema>;

/** `PATCH /auth/passkeys/{id}`: a new name. */
export const PasskeyRenameSchema = z.object({ name: PasskeyNameSchema });
export type PasskeyRename = z.infer<typeof PasskeyRenameSchema>;
