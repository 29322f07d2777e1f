import { IdParamsSchema, MessageErrorSchema } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LocalStorage } from '../../storage/local.js';
import { receiveUpload } from './local-upload.service.js';

const SignedQuerySchema = z.object({ expires: z.string().optional(), signature: z.string().optional() });

const errors = Object.fromEntries(
  [400, 403, 404, 409, 413, 415].map((status) => [status, MessageErrorSchema]),
) as Record<400 | 403 | 404 | 409 | 413 | 415, typeof MessageErrorSchema>;

/**
 * The target of the local driver's signed upload URLs. Its own plugin context: every content type
 * reaches the handler as the raw request stream (no JSON parsing, no 1 MB body limit), and the
 * handler checks type and size itself.
 */
export async function localUploadRoutes(app: FastifyInstance, { storage }: { storage: LocalStorage }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put('/files/upload/:id', {
    schema: {
      tags: ['files'],
      summary: 'Receive the bytes of a pending upload through its signed URL (no Authorization)',
      description:
        'Send the file as the raw body with its type as Content-Type and exactly the declared size. ' +
        '403: bad or expired link; 409: already uploaded; 415: wrong type; 413/400: larger/smaller than declared.',
      params: IdParamsSchema,
      querystring: SignedQuerySchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const { headers } = request;
      try {
        await receiveUpload(
          app.deps.database.db,
          storage,
          {
            fileId: request.params.id,
            expires: request.query.expires,
            signature: request.query.signature,
            contentType: headers['content-type'],
            contentEncoding: headers['content-encoding'],
            contentLength: headers['content-length'],
          },
          request.raw,
        );
      } catch (error) {
        // Unread body bytes would stall a kept-alive connection: answer, then close it.
        if (!request.raw.readableEnded) reply.header('connection', 'close');
        throw error;
      }
      return reply.code(204).send(null);
    },
  });
}
