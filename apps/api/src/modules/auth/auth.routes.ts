import {
  EmailCheckResultSchema,
  EmailCheckSchema,
  LoginResultSchema,
  LoginSchema,
  RefreshResultSchema,
  RegisterSchema,
  SignInResultSchema,
  SessionEndedErrorSchema,
  UserSchema,
  UserUpdateSchema,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, bearerToken, caller, userAgentOf } from '../../plugins/auth.js';
import { authRateLimit } from '../../plugins/rate-limit.js';
import { sendCachedJson, sendJsonText } from '../../lib/cached-json.js';
import { authErrors, bearerSecurity, notModified, validationErrors } from '../../lib/route-schemas.js';
import * as auth from './auth.service.js';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const rateLimit = authRateLimit(deps.config);

  r.post('/auth/email/register', {
    config: { rateLimit },
    schema: {
      tags: ['auth'],
      summary: 'Sign up with e-mail and password (client when businessDetail is given, else contractor)',
      body: RegisterSchema,
      response: { 201: LoginResultSchema, ...validationErrors },
    },
    handler: async (request, reply) =>
      sendJsonText(reply.code(201), await auth.register(deps, request.body, userAgentOf(request), request.ip)),
  });

  r.post('/auth/email/check', {
    config: { rateLimit },
    schema: {
      tags: ['auth'],
      summary: 'Whether an e-mail address is free for a sign-up (the first step of the sign-up form asks)',
      description:
        'Tells whether an account uses the address, as `POST /auth/email/register` does; rate limited like the ' +
        'other sign-in and sign-up calls.',
      body: EmailCheckSchema,
      response: { 200: EmailCheckResultSchema, ...validationErrors },
    },
    handler: async (request) => auth.checkEmail(deps, request.body),
  });

  r.post('/auth/email/login', {
    config: { rateLimit },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with e-mail and password',
      description:
        'With two-step sign-in on, the answer is `{mfaRequired:true, mfaToken}` and no session: finish with ' +
        '`POST /auth/2fa/verify` within 5 minutes (docs/security.md).',
      body: LoginSchema,
      response: { 200: SignInResultSchema, ...validationErrors },
    },
    handler: async (request, reply) =>
      sendJsonText(reply, await auth.login(deps, request.body, userAgentOf(request), request.ip)),
  });

  r.post('/auth/refresh', {
    schema: {
      tags: ['auth'],
      summary: 'Exchange the refresh token (sent as bearer) for new tokens; the old one stops working',
      description:
        'A refused refresh is 401 `{status, message, reason?}`; `reason` says why the session ended ' +
        '(signedOut, signedOutElsewhere, passwordChanged, deactivated, accountClosed, refreshReused, expired).',
      security: bearerSecurity,
      response: { 200: RefreshResultSchema, 401: SessionEndedErrorSchema },
    },
    handler: async (request) => auth.refresh(deps, bearerToken(request)),
  });

  r.post('/auth/logout', {
    onRequest: authenticate,
    schema: {
      tags: ['auth'],
      summary: "End the caller's session: its access and refresh tokens stop working at once",
      security: bearerSecurity,
      response: { 204: z.null(), ...authErrors },
    },
    handler: async (request, reply) => {
      await auth.logout(deps, caller(request));
      return reply.code(204).send(null);
    },
  });

  r.get('/auth/me', {
    onRequest: authenticate,
    schema: {
      tags: ['auth'],
      summary: 'The signed-in user with profile, projects and business detail',
      description:
        'Sent with a weak ETag that changes with every change to the user, and `Cache-Control: private, no-cache`; ' +
        'a request whose If-None-Match holds the current ETag gets 304 without a body.',
      security: bearerSecurity,
      response: { 200: UserSchema, ...notModified, ...authErrors },
    },
    // Revalidated on every use (no-cache); If-None-Match with the current ETag gets a bodiless 304.
    handler: async (request, reply) =>
      sendCachedJson(request, reply, await auth.currentUserJson(deps, caller(request)), 'private, no-cache'),
  });

  r.patch('/auth/me', {
    onRequest: authenticate,
    schema: {
      tags: ['auth'],
      summary:
        "Update the caller's own fields, profile and (clients) businessDetail in one transaction; email and password cannot change here",
      security: bearerSecurity,
      body: UserUpdateSchema,
      response: { 200: UserSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request) => auth.updateMe(deps, caller(request).userId, request.body),
  });
}
