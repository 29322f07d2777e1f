import { ForgotPasswordSchema, ResetPasswordSchema } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationErrors } from '../../lib/route-schemas.js';
import { authRateLimit } from '../../plugins/rate-limit.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const rateLimit = authRateLimit(deps.config);

  r.post('/auth/forgot/password', {
    config: { rateLimit },
    schema: {
      tags: ['auth'],
      summary: 'Mail a single-use password reset link (APP_URL/member/confirm-reset-password?hash=…)',
      body: ForgotPasswordSchema,
      response: { 204: z.null(), ...validationErrors },
    },
    handler: async (request, reply) => {
      await requestPasswordReset(deps, request.body);
      return reply.code(204).send(null);
    },
  });

  r.post('/auth/reset/password', {
    config: { rateLimit },
    schema: {
      tags: ['auth'],
      summary: "Set a new password with the mailed hash; every one of the user's sessions ends",
      body: ResetPasswordSchema,
      response: { 204: z.null(), ...validationErrors },
    },
    handler: async (request, reply) => {
      await resetPassword(deps, request.body);
      return reply.code(204).send(null);
    },
  });
}
