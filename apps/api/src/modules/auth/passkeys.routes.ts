import {
  LoginResultSchema,
  MessageErrorSchema,
  PasskeyListSchema,
  PasskeyLoginOptionsSchema,
  PasskeyLoginVerifySchema,
  PasskeyParamsSchema,
  PasskeyRegisterVerifySchema,
  PasskeyRegistrationOptionsSchema,
  PasskeyRenameSchema,
  PasskeySchema,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../lib/cached-json.js';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller, userAgentOf } from '../../plugins/auth.js';
import { authRateLimit } from '../../plugins/rate-limit.js';
import { loginResult } from './auth.service.js';
import * as passkeys from './passkeys.service.js';

/** Passkeys (WebAuthn): register, list, rename, delete, and sign in without a password (docs/security.md#passkeys). */
export async function passkeyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const rateLimit = authRateLimit(deps.config);
  const conflictErrors = { 409: MessageErrorSchema } as const;
  const tags = ['auth'];
  const signedIn = { onRequest: authenticate, config: { rateLimit } };
  const invalid =
    "An answer whose challenge is unknown, used or older than 5 minutes, or whose signature, origin or counter do not check → 422 `{response:'invalidPasskey'}`.";

  r.post('/auth/passkeys/register/options', {
    ...signedIn,
    schema: {
      tags,
      security: bearerSecurity,
      summary: 'Start adding a passkey: the options for navigator.credentials.create()',
      description:
        'A discoverable credential with user verification, no attestation; the caller’s passkeys are excluded. ' +
        'The challenge is stored, valid 5 minutes, once. 409 at 20 passkeys.',
      response: { 200: PasskeyRegistrationOptionsSchema, ...authErrors, ...conflictErrors },
    },
    handler: async (request) => passkeys.registrationOptions(deps, caller(request).userId),
  });

  r.post('/auth/passkeys/register/verify', {
    ...signedIn,
    schema: {
      tags,
      security: bearerSecurity,
      summary: "Finish adding a passkey with the browser's answer (RegistrationResponseJSON) and an optional name",
      description: `${invalid} A passkey registered already → 422 \`{response:'passkeyExists'}\`. Without a name it is named after the browser and system ("Chrome on Mac").`,
      body: PasskeyRegisterVerifySchema,
      response: { 201: PasskeySchema, ...validationErrors, ...authErrors, ...conflictErrors },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await passkeys.registerPasskey(deps, caller(request).userId, request.body, userAgentOf(request))),
  });

  r.get('/auth/passkeys', {
    onRequest: authenticate,
    schema: {
      tags,
      security: bearerSecurity,
      summary: "The caller's passkeys, newest first (never a public key or counter)",
      response: { 200: PasskeyListSchema, ...authErrors },
    },
    handler: async (request) => passkeys.listPasskeys(deps, caller(request).userId),
  });

  r.patch('/auth/passkeys/:id', {
    onRequest: authenticate,
    schema: {
      tags,
      security: bearerSecurity,
      summary: "Rename one of the caller's passkeys (another user's → 404)",
      description: 'An empty name, or one above 60 characters → 422 `{name}`.',
      params: PasskeyParamsSchema,
      body: PasskeyRenameSchema,
      response: { 200: PasskeySchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) =>
      passkeys.renamePasskey(deps, caller(request).userId, request.params.id, request.body.name),
  });

  r.delete('/auth/passkeys/:id', {
    onRequest: authenticate,
    schema: {
      tags,
      security: bearerSecurity,
      summary: "Delete one of the caller's passkeys: it signs in no more (another user's → 404)",
      params: PasskeyParamsSchema,
      response: { 204: z.null(), ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request, reply) => {
      await passkeys.deletePasskey(deps, caller(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  });

  r.post('/auth/passkeys/login/options', {
    config: { rateLimit },
    schema: {
      tags,
      summary: 'Start signing in with a passkey: the options for navigator.credentials.get() (no account named)',
      description:
        'Usernameless: no allowCredentials, the browser offers the passkeys it holds for this site. The challenge ' +
        'is stored, valid 5 minutes, once. Rate limited like sign-in.',
      response: { 200: PasskeyLoginOptionsSchema },
    },
    handler: async () => passkeys.loginOptions(deps),
  });

  r.post('/auth/passkeys/login/verify', {
    config: { rateLimit },
    schema: {
      tags,
      summary: "Sign in with the browser's answer (AuthenticationResponseJSON) → the login result, no second step",
      description:
        `The same answer as \`POST /auth/email/login\`'s session, even with two-step sign-in on (a passkey is both ` +
        `factors). ${invalid} A deactivated account → 422 \`{email:'userInactive'}\`. Rate limited like sign-in.`,
      body: PasskeyLoginVerifySchema,
      response: { 200: LoginResultSchema, ...validationErrors },
    },
    handler: async (request, reply) => {
      const userId = await passkeys.verifyPasskeyLogin(deps, request.body);
      return sendJsonText(
        reply,
        await loginResult(deps, userId, userAgentOf(request), { ip: request.ip, alert: true }),
      );
    },
  });
}
