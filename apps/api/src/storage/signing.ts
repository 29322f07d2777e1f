import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UploadTarget } from './driver.js';

export interface UploadGrant extends UploadTarget {
  /** Unix time in seconds after which the URL stops working. */
  expires: number;
}

/** A key of its own for upload URLs, derived so a signature can never double as a token signature. */
export function uploadSigningKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('upload-url').digest();
}

/** HMAC-SHA256 (hex) over every value the URL grants; JSON keeps the fields unambiguous. */
export function signUpload(key: Buffer, grant: UploadGrant): string {
  const message = JSON.stringify([grant.fileId, grant.path, grant.mimeType, grant.fileSize, grant.expires]);
  return createHmac('sha256', key).update(message).digest('hex');
}

export function isValidUploadSignature(key: Buffer, grant: UploadGrant, signature: string): boolean {
  const expected = Buffer.from(signUpload(key, grant), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
