import { GoogleLoginSchema, SignInResultSchema } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/cached-json.js';
import { validationErrors } from '../../lib/route-schemas.js';
import { authRateLimit } from '../../plugins/rate-limit.js';
import { userAgentOf } from '../../plugins/auth.js';
import { createIdTokenVerifier, googleLogin } from './google.service.js';

export async function googleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // Built once, so Google's key set is fetched once and shared by every request of this app.
  const verifyIdToken = createIdTokenVerifier(deps.config.google, app.log);

  r.post('/auth/google/login', {
    config: { rateLimit: authRateLimit(deps.config) },
    schema: {
      tags: ['auth'],
      summary:
        'Sign in with a Google ID token: links an existing e-mail (role kept) or creates a user without a profile ' +
        '(role from `role`, default contractor)',
      body: GoogleLoginSchema,
      response: { 200: SignInResultSchema, ...validationErrors },
    },
    handler: async (request, reply) =>
      sendJsonText(reply, await googleLogin(deps, verifyIdToken, request.body, userAgentOf(request), request.ip)),
  });
}
