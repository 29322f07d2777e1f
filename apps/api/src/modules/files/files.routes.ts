import {
  CV_FILE_TYPES,
  FileUploadRequestSchema,
  FileUploadResultSchema,
  IdParamsSchema,
  MessageErrorSchema,
  StoredFileSchema,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import { LocalStorage } from '../../storage/local.js';
import { attachmentDisposition } from './content-disposition.js';
import * as files from './files.service.js';
import { localUploadRoutes } from './local-upload.routes.js';

/** Documents the download as the stored type (one of the CV types), not JSON. */
const FileBytesSchema = z.unknown().meta({
  description: 'The file bytes, with the Content-Type it was uploaded as',
  content: Object.fromEntries(
    Object.values(CV_FILE_TYPES).map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  ),
});

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.post('/files/upload', {
    onRequest: authenticate,
    schema: {
      tags: ['files'],
      summary: 'Start a CV upload: returns the file record and the URL to PUT the bytes to',
      description:
        'Types pdf, doc, docx, ppt, pptx; at most 10485760 bytes; at most 5 files per profile, counting ' +
        'uploaded files and pending uploads whose URL has not expired (else 422 `{general: "tooManyFiles"}`). ' +
        'PUT the file to `uploadSignedUrl` with exactly that size and its type as Content-Type, without ' +
        'Authorization; then call `POST /files/{id}/complete` (needed with S3 storage, harmless otherwise).',
      security: bearerSecurity,
      body: FileUploadRequestSchema,
      response: { 201: FileUploadResultSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await files.requestUpload(deps, request.log, caller(request).userId, request.body)),
  });

  r.get('/files', {
    onRequest: authenticate,
    schema: {
      tags: ['files'],
      summary: "The caller's uploaded files",
      security: bearerSecurity,
      response: { 200: z.array(StoredFileSchema), 401: authErrors[401] },
    },
    handler: async (request) => files.listFiles(deps, caller(request).userId),
  });

  r.get('/files/:id', {
    onRequest: authenticate,
    schema: {
      tags: ['files'],
      summary:
        "Download one of the caller's uploaded files, or a CV of an expert who accepted an invitation to one of the caller's projects (404 otherwise)",
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 200: FileBytesSchema, 401: authErrors[401], ...notFoundErrors },
    },
    handler: async (request, reply) => {
      const { file, stream } = await files.openFile(deps, caller(request).userId, request.params.id);
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', file.fileSize)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  });

  r.post('/files/:id/complete', {
    onRequest: authenticate,
    schema: {
      tags: ['files'],
      summary: 'Mark a CV uploaded once its bytes are stored with the declared size (409 until then)',
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 200: StoredFileSchema, 401: authErrors[401], ...notFoundErrors, 409: MessageErrorSchema },
    },
    handler: async (request) => files.completeUpload(deps, caller(request).userId, request.params.id),
  });

  r.delete('/files/:id', {
    onRequest: authenticate,
    schema: {
      tags: ['files'],
      summary: "Delete one of the caller's files and its stored bytes",
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 204: z.null(), 401: authErrors[401], ...notFoundErrors },
    },
    handler: async (request, reply) => {
      await files.deleteFile(deps, request.log, caller(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  });

  // With S3 the browser PUTs straight to the bucket; only the local driver needs this API route.
  if (deps.storage instanceof LocalStorage) await app.register(localUploadRoutes, { storage: deps.storage });
}
