import type { AdminExpertPage, FileUploadResult } from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createAdmin } from '../../../test/admin-fixtures.js';
import { createClient, createContractor, type Account } from '../../../test/factories.js';
import { buildListeningTestApp } from '../../../test/listening-app.js';

let t: Awaited<ReturnType<typeof buildListeningTestApp>>;
beforeAll(async () => {
  t = await buildListeningTestApp();
});
afterAll(async () => t.close());

/** Starts an upload and, unless `pending`, PUTs the bytes to the signed URL over real HTTP. */
async function uploadCv(account: Account, bytes: Buffer, pending = false): Promise<FileUploadResult['file']> {
  const start = await callAs(t.app, account.token)('POST', '/files/upload', {
    fileName: 'Vetting CV.pdf',
    fileSize: bytes.length,
    type: 'cv',
  });
  expect(start.statusCode, start.body).toBe(201);
  const { file, uploadSignedUrl } = start.json<FileUploadResult>();
  if (!pending) {
    const put = await fetch(uploadSignedUrl, {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': file.mimeType },
    });
    expect(put.status).toBe(204);
  }
  return file;
}

describe('CVs in the vetting queue', () => {
  it('lists an expert’s uploaded CVs on the admin card and lets an admin (only) read them', async () => {
    const admin = await createAdmin(t.app);
    const expert = await createContractor(t.app);
    const bytes = Buffer.from('%PDF-1.4 the expert’s CV');
    const cv = await uploadCv(expert, bytes);
    const pending = await uploadCv(expert, bytes, true);

    const page = (
      await callAs(t.app, admin.token)('GET', `/admin/experts?search=${encodeURIComponent(expert.email)}`)
    ).json<AdminExpertPage>();
    expect(page.data[0]!.cvFiles.map((file) => [file.id, file.fileName, file.uploaded])).toEqual([
      [cv.id, 'Vetting CV.pdf', true],
    ]);

    const read = await callAs(t.app, admin.token)('GET', `/files/${cv.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(bytes)).toBe(true);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect((await callAs(t.app, admin.token)('GET', `/files/${pending.id}`)).statusCode).toBe(404);
    const client = await createClient(t.app);
    expect((await callAs(t.app, client.token)('GET', `/files/${cv.id}`)).statusCode).toBe(404);
  });
});
