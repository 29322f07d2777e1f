import { describe, expect, it } from 'vitest';
import { isValidUploadSignature, signUpload, uploadSigningKey } from './signing.js';

const key = uploadSigningKey('a-secret-of-at-least-thirty-two-characters');
const grant = { fileId: 4, path: 'cv/1/a.pdf', mimeType: 'application/pdf', fileSize: 100, expires: 1_900_000_000 };

describe('upload URL signatures', () => {
  it('accept the grant they were made for', () => {
    expect(isValidUploadSignature(key, grant, signUpload(key, grant))).toBe(true);
  });

  it('reject any changed field, another key and malformed signatures', () => {
    const signature = signUpload(key, grant);
    for (const change of [
      { fileId: 5 },
      { path: 'cv/1/b.pdf' },
      { mimeType: 'text/plain' },
      { fileSize: 101 },
      { expires: 1_900_000_001 },
    ]) {
      expect(isValidUploadSignature(key, { ...grant, ...change }, signature)).toBe(false);
    }
    expect(isValidUploadSignature(uploadSigningKey('another-secret-of-thirty-two-characters'), grant, signature)).toBe(
      false,
    );
    expect(isValidUploadSignature(key, grant, signature.slice(2))).toBe(false);
    expect(isValidUploadSignature(key, grant, 'zz'.repeat(32))).toBe(false);
  });
});
