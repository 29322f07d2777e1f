import {
  FileUploadResultSchema,
  MessageErrorSchema,
  StoredFileSchema,
  type FileUploadRequest,
  type StoredFile,
} from '@fractional/contract';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { deleteCvFile } from './delete-cv-file';

/** docs/product.md#error-messages: an upload that failed without a message from the server. */
export const UPLOAD_FAILED = 'File upload failed. Please try again or pick a smaller file.';

/** The `{message}` of a failed PUT, else the generic text. */
function failureOf(request: XMLHttpRequest): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(request.responseText);
  } catch {
    // not JSON: no message to show
  }
  const parsed = MessageErrorSchema.safeParse(body);
  return new ApiError(request.status, parsed.success && parsed.data.message ? parsed.data.message : UPLOAD_FAILED);
}

/**
 * PUTs the file to its signed URL (no bearer) with its type as content type. XMLHttpRequest, not
 * fetch: only it reports upload progress; `onProgress` gets 0-100.
 */
function putFile(url: string, file: File, contentType: string, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('content-type', contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(failureOf(request)));
    request.onerror = () => reject(new ApiError(0, UPLOAD_FAILED));
    request.onabort = () => reject(new ApiError(0, UPLOAD_FAILED));
    request.send(file);
  });
}

/**
 * CV upload (docs/product.md#how-the-app-talks-to-the-api): `POST /files/upload` for a signed URL, the PUT of the bytes with progress,
 * then `POST /files/{id}/complete` (needed when the bytes went straight to S3). A failed PUT deletes
 * the pending record.
 */
export async function uploadCvFile(file: File, onProgress: (percent: number) => void): Promise<StoredFile> {
  const body: FileUploadRequest = { fileName: file.name, fileSize: file.size, type: 'cv' };
  const { file: stored, uploadSignedUrl } = await apiRequest('/files/upload', {
    method: 'POST',
    body,
    schema: FileUploadResultSchema,
  });
  try {
    await putFile(uploadSignedUrl, file, stored.mimeType, onProgress);
  } catch (error) {
    // The pending record would hold one of the five places until its URL expires: give it back.
    await deleteCvFile(stored).catch(() => undefined);
    throw error;
  }
  return apiRequest(`/files/${stored.id}/complete`, { method: 'POST', schema: StoredFileSchema });
}
