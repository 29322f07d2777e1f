import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FileUploadResult } from '@fractional/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createContractor, type Account } from '../../../test/factories.js';
import { buildListeningTestApp } from '../../../test/listening-app.js';
import { signUpload, uploadSigningKey } from '../../storage/signing.js';

const PDF = 'application/pdf';
let t: Awaited<ReturnType<typeof buildListeningTestApp>>;
let owner: Account;

beforeAll(async () => {
  t = await buildListeningTestApp();
});
beforeEach(async () => {
  owner = await createContractor(t.app);
});
afterAll(async () => t.close());

async function startUpload(fileSize: number, fileName = 'cv.pdf'): Promise<FileUploadResult> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/files/upload',
    headers: bearer(owner.token),
    payload: { fileName, fileSize, type: 'cv' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FileUploadResult>();
}

const put = (url: string, body: Buffer | string | ReadableStream<Uint8Array>, contentType: string | null = PDF) =>
  fetch(url, {
    method: 'PUT',
    body,
    headers: contentType ? { 'content-type': contentType } : {},
    // A streamed request body must be declared half-duplex.
    duplex: body instanceof ReadableStream ? 'half' : undefined,
  });

/** A body sent in chunks without Content-Length, so only counting the bytes can catch its size. */
function chunked(...parts: Buffer[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(new Uint8Array(part));
      controller.close();
    },
  });
}

/** What is on disk for this file: the file itself and any temporary part of it. */
function storedFor(file: FileUploadResult['file']): string[] {
  const directory = path.join(t.config.dataDir, 'files', path.dirname(file.path));
  const name = path.basename(file.path);
  return existsSync(directory) ? readdirSync(directory).filter((entry) => entry.startsWith(name)) : [];
}

describe('PUT to the signed upload URL', () => {
  it('stores exactly the bytes sent, once', async () => {
    const bytes = randomBytes(2048);
    const { file, uploadSignedUrl } = await startUpload(bytes.length);
    expect(uploadSignedUrl.startsWith(`${t.baseUrl}/api/v1/files/upload/${file.id}?`)).toBe(true);

    expect((await put(uploadSignedUrl, bytes)).status).toBe(204);
    expect(storedFor(file)).toEqual([path.basename(file.path)]);

    const again = await put(uploadSignedUrl, bytes);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ status: 409, message: expect.stringMatching(/already/) });
  });

  it('refuses a tampered signature or another file id with 403', async () => {
    const { file, uploadSignedUrl } = await startUpload(10);
    const url = new URL(uploadSignedUrl);
    const signature = url.searchParams.get('signature')!;
    url.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
    expect((await put(url.toString(), randomBytes(10))).status).toBe(403);

    const other = await startUpload(10);
    const swapped = uploadSignedUrl.replace(`/upload/${file.id}?`, `/upload/${other.file.id}?`);
    expect((await put(swapped, randomBytes(10))).status).toBe(403);
    expect((await put(`${t.baseUrl}/api/v1/files/upload/${file.id}`, randomBytes(10))).status).toBe(403);
  });

  it('refuses an expired link with 403 even when its signature is valid', async () => {
    const { file } = await startUpload(10);
    const expires = Math.floor(Date.now() / 1000) - 5;
    const signature = signUpload(uploadSigningKey(t.config.auth.jwtSecret), {
      fileId: file.id,
      path: file.path,
      mimeType: file.mimeType,
      fileSize: file.fileSize,
      expires,
    });
    const response = await put(
      `${t.baseUrl}/api/v1/files/upload/${file.id}?expires=${expires}&signature=${signature}`,
      randomBytes(10),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: 403, message: 'This upload link has expired' });
  });

  it('refuses any content type but the declared one with 415', async () => {
    const { file, uploadSignedUrl } = await startUpload(10);
    for (const type of ['text/plain', 'application/json', null]) {
      const response = await put(uploadSignedUrl, type === 'application/json' ? '{"a":12345}' : randomBytes(10), type);
      expect(response.status, String(type)).toBe(415);
    }
    expect(storedFor(file)).toEqual([]);
  });

  it('refuses a body larger than declared with 413 and leaves nothing on disk', async () => {
    const { file, uploadSignedUrl } = await startUpload(1000);
    const byLength = await put(uploadSignedUrl, randomBytes(1001));
    expect(byLength.status).toBe(413);
    const byCounting = await put(uploadSignedUrl, chunked(randomBytes(600), randomBytes(600)));
    expect(byCounting.status).toBe(413);
    expect(await byCounting.json()).toMatchObject({ status: 413 });
    expect(storedFor(file)).toEqual([]);
  });

  it('refuses a body shorter than declared with 400 and leaves nothing on disk', async () => {
    const { file, uploadSignedUrl } = await startUpload(1000);
    expect((await put(uploadSignedUrl, randomBytes(999))).status).toBe(400);
    const byCounting = await put(uploadSignedUrl, chunked(randomBytes(300), randomBytes(300)));
    expect(byCounting.status).toBe(400);
    expect(storedFor(file)).toEqual([]);

    // The link still works for the right file afterwards.
    expect((await put(uploadSignedUrl, chunked(randomBytes(500), randomBytes(500)))).status).toBe(204);
  });

  it('answers 404 for a non-numeric id', async () => {
    expect((await put(`${t.baseUrl}/api/v1/files/upload/abc?expires=1&signature=00`, randomBytes(10))).status).toBe(
      404,
    );
  });
});
