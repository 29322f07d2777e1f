import { EmailChangeConfirmSchema, EmailChangeSchema, EmailVerifySchema } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrors, bearerSecurity, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import { authRateLimit } from '../../plugins/rate-limit.js';
import { confirmEmailChange, requestEmailChange, resendVerification, verifyEmail } from './email.service.js';

export async function emailRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const rateLimit = authRateLimit(deps.config);

  r.post('/auth/email/verify', {
    config: { rateLimit },
    schema: {
      tags: ['auth'],
      summary: 'Verify the e-mail address with the hash mailed at sign-up (public: the hash is the credential)',
      body: EmailVerifySchema,
      response: { 204: z.null(), ...validationErrors },
    },
    handler: async (request, reply) => {
      await verifyEmail(deps, request.body);
      return reply.code(204).send(null);
    },
  });

  r.post('/auth/email/verify/resend', {
    onRequest: authenticate,
    config: { rateLimit },
    schema: {
      tags: ['auth'],
      summary: "Mail a new verification link to the caller's address; earlier links stop working",
      security: bearerSecurity,
      response: { 204: z.null(), ...validationErrors, ...authErrors },
    },
    handler: async (request, reply) => {
      await resendVerification(deps, caller(request).userId);
      return reply.code(204).send(null);
    },
  });

  r.post('/auth/email/change', {
    onRequest: authenticate,
    config: { rateLimit },
    schema: {
      tags: ['auth'],
      summary:
        'Ask to change the e-mail address: a confirm link (APP_URL/member/confirm-email-change?hash=…) goes to the ' +
        'new address; nothing changes until it is used',
      security: bearerSecurity,
      body: EmailChangeSchema,
      response: { 204: z.null(), ...validationErrors, ...authErrors },
    },
    handler: async (request, reply) => {
      await requestEmailChange(deps, caller(request).userId, request.body);
      return reply.code(204).send(null);
    },
  });

  r.post('/auth/email/change/confirm', {
    config: { rateLimit },
    schema: {
      tags: ['auth'],
      summary:
        'Confirm an e-mail change with the mailed hash (public): the address changes and the old one gets a notice',
      body: EmailChangeConfirmSchema,
      response: { 204: z.null(), ...validationErrors },
    },
    handler: async (request, reply) => {
      await confirmEmailChange(deps, request.body);
      return reply.code(204).send(null);
    },
  });
}
