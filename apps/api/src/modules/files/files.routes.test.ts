import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FileUploadResult, User } from '@fractional/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createClient, createContractor, type Account } from '../../../test/factories.js';
import { buildListeningTestApp } from '../../../test/listening-app.js';
import { files, profiles } from '../../db/schema/index.js';

let t: Awaited<ReturnType<typeof buildListeningTestApp>>;
beforeAll(async () => {
  t = await buildListeningTestApp();
});
afterAll(async () => t.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const requestUpload = (token: string, fileName: string, fileSize: number) =>
  api('POST', '/files/upload', token, { fileName, fileSize, type: 'cv' });

/** Starts an upload and PUTs the bytes to the signed URL over real HTTP. */
async function uploadCv(account: Account, bytes: Buffer, fileName = 'My CV.pdf'): Promise<FileUploadResult['file']> {
  const start = await requestUpload(account.token, fileName, bytes.length);
  expect(start.statusCode, start.body).toBe(201);
  const { file, uploadSignedUrl } = start.json<FileUploadResult>();
  const put = await fetch(uploadSignedUrl, { method: 'PUT', body: bytes, headers: { 'content-type': file.mimeType } });
  expect(put.status).toBe(204);
  return file;
}

const cvPaths = async (account: Account) =>
  (await api('GET', '/auth/me', account.token)).json<User>().profiles[0]?.cvPath;
const storedPath = (file: FileUploadResult['file']) => path.join(t.config.dataDir, 'files', file.path);

describe('POST /files/upload', () => {
  it('records a pending file with a server-made path and a signed URL', async () => {
    const account = await createContractor(t.app);
    const response = await requestUpload(account.token, '  Résumé\u202e\u0007 final.docx ', 1234);
    expect(response.statusCode, response.body).toBe(201);
    const { file, uploadSignedUrl } = response.json<FileUploadResult>();
    expect(file).toMatchObject({
      id: expect.any(Number),
      fileName: 'Résumé final.docx',
      fileSize: 1234,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      uploaded: false,
    });
    expect(file.path).toMatch(/^cv\/\d+\/[0-9a-f-]{36}\.docx$/);
    expect(uploadSignedUrl).toMatch(/[?&]expires=\d+&signature=[0-9a-f]{64}$/);
    expect(await cvPaths(account)).toEqual([]);
  });

  it('refuses other types, oversized files, a sixth file and anonymous callers', async () => {
    const account = await createClient(t.app);
    const exe = await requestUpload(account.token, 'cv.exe', 100);
    expect(exe.json()).toEqual({ status: 422, errors: { fileName: 'invalidFileType' } });
    const large = await requestUpload(account.token, 'cv.pdf', 10_485_761);
    expect(large.json()).toEqual({ status: 422, errors: { fileSize: 'fileTooLarge' } });
    expect((await requestUpload(account.token, 'cv.pdf', 10_485_760)).statusCode).toBe(201);

    for (let index = 0; index < 4; index += 1) {
      expect((await requestUpload(account.token, `cv-${index}.pptx`, 10)).statusCode).toBe(201);
    }
    const sixth = await requestUpload(account.token, 'cv-6.ppt', 10);
    expect(sixth.json()).toEqual({ status: 422, errors: { general: 'tooManyFiles' } });

    const anonymous = await api('POST', '/files/upload', undefined, { fileName: 'cv.pdf', fileSize: 10, type: 'cv' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('needs a profile', async () => {
    const account = await createContractor(t.app);
    await t.database.db.delete(profiles).where(eq(profiles.userId, account.user.id));
    const response = await requestUpload(account.token, 'cv.pdf', 10);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.general).toMatch(/profile/);
  });
});

describe('an uploaded CV', () => {
  it('comes back byte for byte and is listed on the profile', async () => {
    const account = await createContractor(t.app);
    const bytes = randomBytes(300 * 1024);
    const file = await uploadCv(account, bytes, 'Aroha "Ngata" CV.pdf');

    const download = await fetch(`${t.baseUrl}/api/v1/files/${file.id}`, { headers: bearer(account.token) });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Aroha _Ngata_ CV.pdf"; filename*=UTF-8''Aroha%20%22Ngata%22%20CV.pdf`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    const head = await fetch(`${t.baseUrl}/api/v1/files/${file.id}`, {
      method: 'HEAD',
      headers: bearer(account.token),
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));

    expect(await cvPaths(account)).toEqual([file.path]);
    const list = await api('GET', '/files', account.token);
    expect(list.json()).toEqual([{ ...file, uploaded: true }]);
    const complete = await api('POST', `/files/${file.id}/complete`, account.token);
    expect(complete.json()).toEqual({ ...file, uploaded: true });
  });

  it('is invisible to other users and deleted only by its owner', async () => {
    const owner = await createContractor(t.app);
    const stranger = await createClient(t.app);
    const file = await uploadCv(owner, randomBytes(1000));

    expect((await api('GET', `/files/${file.id}`, stranger.token)).statusCode).toBe(404);
    expect((await api('POST', `/files/${file.id}/complete`, stranger.token)).statusCode).toBe(404);
    expect((await api('DELETE', `/files/${file.id}`, stranger.token)).statusCode).toBe(404);
    expect((await api('GET', '/files', stranger.token)).json()).toEqual([]);
    expect((await api('GET', `/files/${file.id}`)).statusCode).toBe(401);
    expect(existsSync(storedPath(file))).toBe(true);

    expect((await api('DELETE', `/files/${file.id}`, owner.token)).statusCode).toBe(204);
    expect((await api('GET', `/files/${file.id}`, owner.token)).statusCode).toBe(404);
    expect((await api('DELETE', `/files/${file.id}`, owner.token)).statusCode).toBe(404);
    expect(existsSync(storedPath(file))).toBe(false);
    expect(await cvPaths(owner)).toEqual([]);
    expect((await api('GET', '/files/abc', owner.token)).statusCode).toBe(404);
  });

  it('is not downloadable while pending, and complete answers 409 until the bytes arrive', async () => {
    const account = await createContractor(t.app);
    const { file } = (await requestUpload(account.token, 'cv.doc', 10)).json<FileUploadResult>();
    expect((await api('GET', `/files/${file.id}`, account.token)).statusCode).toBe(404);
    expect((await api('POST', `/files/${file.id}/complete`, account.token)).statusCode).toBe(409);
    expect((await api('GET', '/files', account.token)).json()).toEqual([]);
  });
});

describe('pending uploads whose link has expired', () => {
  it('stop counting toward the limit and are cleared', async () => {
    const short = await buildListeningTestApp({ storage: { uploadUrlTtlSeconds: 1 } });
    try {
      const account = await createContractor(short.app);
      const start = (name: string) =>
        short.app.inject({
          method: 'POST',
          url: '/api/v1/files/upload',
          headers: bearer(account.token),
          payload: { fileName: name, fileSize: 10, type: 'cv' },
        });
      for (let index = 0; index < 5; index += 1) expect((await start(`cv-${index}.pdf`)).statusCode).toBe(201);
      expect((await start('cv-5.pdf')).statusCode).toBe(422);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await start('cv-5.pdf')).statusCode).toBe(201);
      expect((await start('cv-6.pdf')).statusCode).toBe(201);
      const profileId = account.user.profiles[0]!.id;
      const rows = await short.database.db.select().from(files).where(eq(files.profileId, profileId));
      expect(rows.map((row) => row.fileName).sort()).toEqual(['cv-5.pdf', 'cv-6.pdf']);
    } finally {
      await short.close();
    }
  });
});
