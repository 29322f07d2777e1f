import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FileUploadResult, User } from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createContractor } from '../../../test/factories.js';

/** A stand-in for an S3-compatible store (path style): keeps objects in memory, ignores auth. */
function startFakeS3(objects: Map<string, Buffer>): Promise<Server> {
  const server = createServer((request, reply) => {
    const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const stored = objects.get(key);
      if (request.method === 'PUT') objects.set(key, Buffer.concat(chunks));
      else if (request.method === 'DELETE') objects.delete(key);
      else if (!stored) {
        reply.writeHead(404, { 'content-type': 'application/xml' });
        return reply.end(request.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
      } else reply.setHeader('content-length', stored.length);
      reply.statusCode = request.method === 'DELETE' ? 204 : 200;
      reply.end(request.method === 'GET' ? stored : undefined);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const objects = new Map<string, Buffer>();
let s3: Server;
let t: TestApp;
beforeAll(async () => {
  s3 = await startFakeS3(objects);
  const { port } = s3.address() as AddressInfo;
  t = await buildTestApp({
    storage: {
      driver: 's3',
      s3: {
        bucket: 'cvs',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        forcePathStyle: true,
        accessKeyId: 'test',
        secretAccessKey: 'test-secret',
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => s3.close(resolve));
});

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('CV uploads with S3 storage', () => {
  it('PUTs to the bucket, completes, downloads and deletes', async () => {
    const account = await createContractor(t.app);
    const bytes = randomBytes(50_000);
    const start = await api('POST', '/files/upload', account.token, {
      fileName: 'cv.pdf',
      fileSize: 50_000,
      type: 'cv',
    });
    expect(start.statusCode, start.body).toBe(201);
    const { file, uploadSignedUrl } = start.json<FileUploadResult>();
    expect(uploadSignedUrl).toContain(`/cvs/${file.path}?`);
    expect((await api('POST', `/files/${file.id}/complete`, account.token)).statusCode).toBe(409);

    const put = await fetch(uploadSignedUrl, {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.status).toBe(200);
    const complete = await api('POST', `/files/${file.id}/complete`, account.token);
    expect(complete.json()).toEqual({ ...file, uploaded: true });
    const me = (await api('GET', '/auth/me', account.token)).json<User>();
    expect(me.profiles[0]?.cvPath).toEqual([file.path]);

    const download = await api('GET', `/files/${file.id}`, account.token);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);

    expect((await api('DELETE', `/files/${file.id}`, account.token)).statusCode).toBe(204);
    expect(objects.has(`/cvs/${file.path}`)).toBe(false);
    expect((await api('GET', `/files/${file.id}`, account.token)).statusCode).toBe(404);
  });

  it('does not serve the local upload route', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/v1/files/upload/1?expires=1&signature=00' });
    expect(response.statusCode).toBe(404);
  });
});
