import type { Database } from '../../db/client.js';
import type { Readable } from 'node:stream';
import { AppError } from '../../lib/errors.js';
import { UploadRejectedError, type LocalStorage } from '../../storage/local.js';
import { findFileById, markFileUploaded } from './files.repository.js';

export interface SignedUpload {
  fileId: number;
  expires: string | undefined;
  signature: string | undefined;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  contentLength: string | undefined;
}

const INVALID_LINK = 'This upload link is not valid';

/** The media type without parameters, lower-cased: `Application/PDF; x=y` → `application/pdf`. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Receives the one PUT a signed URL allows: checks link, expiry, state, content type and size, then
 * streams the body into storage and marks the file uploaded.
 */
export async function receiveUpload(
  db: Database,
  storage: LocalStorage,
  request: SignedUpload,
  body: Readable,
): Promise<void> {
  const file = await findFileById(db, request.fileId);
  // A missing row and a bad signature look the same, so the link reveals nothing about other files.
  if (!file || !request.signature || !/^\d{1,12}$/.test(request.expires ?? '')) throw AppError.forbidden(INVALID_LINK);
  const expires = Number(request.expires);
  const grant = { fileId: file.id, path: file.path, mimeType: file.mimeType, fileSize: file.fileSize, expires };
  if (!storage.isValidSignature(grant, request.signature)) throw AppError.forbidden(INVALID_LINK);
  if (expires < Date.now() / 1000) throw AppError.forbidden('This upload link has expired');
  if (file.uploadedAt) throw AppError.conflict('This file has already been uploaded');

  if (mediaType(request.contentType) !== file.mimeType) {
    throw AppError.unsupportedMediaType(`The file must be sent as ${file.mimeType}`);
  }
  const encoding = request.contentEncoding?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') throw AppError.unsupportedMediaType('Content-Encoding is not supported');
  if (request.contentLength !== undefined) {
    const length = Number(request.contentLength);
    if (length > file.fileSize) throw AppError.payloadTooLarge(`The file must be exactly ${file.fileSize} bytes`);
    if (length !== file.fileSize) throw AppError.badRequest(`The file must be exactly ${file.fileSize} bytes`);
  }

  try {
    await storage.write(file.path, body, { expectedSize: file.fileSize });
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error;
    if (error.reason === 'tooLarge') throw AppError.payloadTooLarge(`The file must be exactly ${file.fileSize} bytes`);
    if (error.reason === 'incomplete') throw AppError.badRequest('The upload ended before the whole file arrived');
    throw AppError.conflict('This file has already been uploaded');
  }
  // The row may have been deleted while the bytes streamed: then the bytes must not stay behind.
  const marked = await markFileUploaded(db, file.id).catch(async (error: unknown) => {
    await storage.remove(file.path);
    throw error;
  });
  if (marked || (await findFileById(db, file.id))?.uploadedAt) return;
  await storage.remove(file.path);
  throw AppError.notFound('File not found');
}
