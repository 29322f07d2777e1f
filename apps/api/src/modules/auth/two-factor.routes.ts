import {
  LoginResultSchema,
  MessageErrorSchema,
  RecoveryCodesSchema,
  TwoFactorDisableSchema,
  TwoFactorEnableSchema,
  TwoFactorSetupSchema,
  TwoFactorVerifySchema,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../lib/cached-json.js';
import { authErrors, bearerSecurity, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller, userAgentOf } from '../../plugins/auth.js';
import { authRateLimit } from '../../plugins/rate-limit.js';
import { loginResult } from './auth.service.js';
import { disableTwoFactor, enableTwoFactor, finishSecondStep, setupTwoFactor } from './two-factor.service.js';

/** Two-step sign-in with an authenticator app (docs/security.md). */
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const rateLimit = authRateLimit(deps.config);
  const conflictErrors = { 409: MessageErrorSchema } as const;
  const tags = ['auth'];
  const signedIn = { onRequest: authenticate, config: { rateLimit } };

  r.post('/auth/2fa/setup', {
    ...signedIn,
    schema: {
      tags,
      security: bearerSecurity,
      summary: 'Start setting up two-step sign-in: a new secret for an authenticator app (off until enabled)',
      description: 'Again before enabling replaces the secret. 409 while two-step sign-in is on.',
      response: { 200: TwoFactorSetupSchema, ...authErrors, ...conflictErrors },
    },
    handler: async (request) => setupTwoFactor(deps, caller(request).userId),
  });

  r.post('/auth/2fa/enable', {
    ...signedIn,
    schema: {
      tags,
      security: bearerSecurity,
      summary: 'Turn two-step sign-in on with a code from the app; answers the ten recovery codes, once',
      description:
        "A wrong or used code → 422 `{code:'invalidCode'}`; no setup, or already on → 409. A notice is mailed.",
      body: TwoFactorEnableSchema,
      response: { 200: RecoveryCodesSchema, ...validationErrors, ...authErrors, ...conflictErrors },
    },
    handler: async (request) => enableTwoFactor(deps, caller(request).userId, request.body.code),
  });

  r.post('/auth/2fa/disable', {
    ...signedIn,
    schema: {
      tags,
      security: bearerSecurity,
      summary: 'Turn two-step sign-in off with the password and a code (or a recovery code)',
      description:
        "Wrong password → 422 `{password:'incorrectPassword'}`; a wrong code → 422 `{code:'invalidCode'}`; " +
        'off already → 409. The secret and recovery codes are deleted; a notice is mailed.',
      body: TwoFactorDisableSchema,
      response: { 204: z.null(), ...validationErrors, ...authErrors, ...conflictErrors },
    },
    handler: async (request, reply) => {
      await disableTwoFactor(deps, caller(request).userId, request.body);
      return reply.code(204).send(null);
    },
  });

  r.post('/auth/2fa/verify', {
    config: { rateLimit },
    schema: {
      tags,
      summary: "A sign-in's second step: the mfaToken and a code from the app or one recovery code → the session",
      description:
        "A wrong, used or stale code → 422 `{code:'invalidCode'}` (or `{recoveryCode:'invalidCode'}`); after " +
        "5 wrong codes, once used, or after 5 minutes the token is void → 422 `{mfaToken:'invalidMfaToken'}`: " +
        'sign in again. Rate limited like sign-in.',
      body: TwoFactorVerifySchema,
      response: { 200: LoginResultSchema, ...validationErrors },
    },
    handler: async (request, reply) => {
      const userId = await finishSecondStep(deps, request.body);
      return sendJsonText(
        reply,
        await loginResult(deps, userId, userAgentOf(request), { ip: request.ip, alert: true }),
      );
    },
  });
}
