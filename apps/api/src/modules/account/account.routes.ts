import {
  AccountExportSchema,
  type AccountExport,
  ChangePasswordSchema,
  CloseAccountSchema,
} from '@fractional/contract';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loggableError } from '../../lib/errors.js';
import { authErrors, bearerSecurity, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import { authRateLimit } from '../../plugins/rate-limit.js';
import { attachmentDisposition } from '../files/index.js';
import { changePassword, closeAccount } from './account.service.js';
import { writeAccountExport } from './account-export.js';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const rateLimit = authRateLimit(deps.config);

  r.post('/auth/password', {
    onRequest: authenticate,
    config: { rateLimit },
    schema: {
      tags: ['auth'],
      summary: 'Change the password (old one required); every other session ends, this one stays',
      description:
        "422 `{oldPassword:'incorrectPassword'}` for a wrong old password, `{password:'samePassword'}` for the " +
        "current password again, `{oldPassword:'noPassword'}` for an account that signs in with Google only.",
      security: bearerSecurity,
      body: ChangePasswordSchema,
      response: { 204: z.null(), ...validationErrors, ...authErrors },
    },
    handler: async (request, reply) => {
      await changePassword(deps, caller(request), request.body);
      return reply.code(204).send(null);
    },
  });

  r.delete('/auth/me', {
    onRequest: authenticate,
    // No body at all is an empty one, so the answer names the missing field (`password` or `confirm`).
    preValidation: async (request) => {
      request.body ??= {};
    },
    config: { rateLimit },
    schema: {
      tags: ['auth'],
      summary:
        'Close the account: sessions end, personal data and CVs are erased, the e-mail is freed; projects stay. ' +
        'Body `{password}`, or `{confirm: "DELETE"}` for an account without a password',
      security: bearerSecurity,
      body: CloseAccountSchema,
      response: { 204: z.null(), ...validationErrors, ...authErrors },
    },
    handler: async (request, reply) => {
      await closeAccount(deps, caller(request), request.body);
      return reply.code(204).send(null);
    },
  });

  r.get('/auth/me/export', {
    onRequest: authenticate,
    schema: {
      tags: ['auth'],
      summary: 'Download everything stored about the caller as one JSON document (never a hash or a token)',
      security: bearerSecurity,
      response: { 200: AccountExportSchema, ...authErrors },
    },
    handler: async (request, reply) => {
      const auth = caller(request);
      // Streamed as it is read (bounded memory); a failure part-way cuts the answer short and is logged.
      const body = new PassThrough();
      writeAccountExport(deps.database.db, auth, body).catch((error: unknown) => {
        request.log.error({ err: loggableError(error) }, 'account export failed');
      });
      return (
        reply
          .header('content-disposition', attachmentDisposition(`fractional-export-${auth.userId}.json`))
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          // The schema documents the document the stream carries; Fastify pipes a stream unserialised.
          .send(body as unknown as AccountExport)
      );
    },
  });
}
