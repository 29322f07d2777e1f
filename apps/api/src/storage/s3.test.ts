import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/build-test-app.js';
import { s3UploadOrigin } from './s3.js';
import { createStorage } from './storage.js';

const configs: Array<{ dataDir: string }> = [];
function s3Storage(s3: { endpoint?: string; forcePathStyle?: boolean }) {
  const config = testConfig({
    storage: {
      driver: 's3',
      uploadUrlTtlSeconds: 600,
      s3: {
        bucket: 'cv-bucket',
        region: 'ap-southeast-2',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'secret',
        ...s3,
      },
    },
  });
  configs.push(config);
  return createStorage(config);
}
afterAll(() => configs.forEach((config) => rmSync(config.dataDir, { recursive: true, force: true })));

const target = {
  fileId: 7,
  path: 'cv/3/0b7c2a4e-1f0e-4c5d-9a51-5f0d8f5e2a10.pdf',
  mimeType: 'application/pdf',
  fileSize: 4321,
};

function expectPresignedPut(url: URL) {
  expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
  expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
    expect.arrayContaining(['content-type', 'content-length', 'host']),
  );
  // No body checksum: browsers cannot send one and S3-compatible stores refuse the placeholder.
  const names = [...url.searchParams.keys()].map((name) => name.toLowerCase());
  expect(names.filter((name) => name.startsWith('x-amz-checksum') || name === 'x-amz-sdk-checksum-algorithm')).toEqual(
    [],
  );
}

describe('S3 storage', () => {
  it('presigns a PUT of the key on an S3-compatible endpoint (path style)', async () => {
    const storage = s3Storage({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
    expect(storage.kind).toBe('s3');
    const url = new URL(await storage.createUploadUrl(target));
    expect(url.origin).toBe('http://127.0.0.1:9000');
    expect(url.pathname).toBe(`/cv-bucket/${target.path}`);
    expectPresignedPut(url);
  });

  it('presigns a PUT on AWS itself (virtual-hosted bucket) without checksum parameters', async () => {
    const url = new URL(await s3Storage({}).createUploadUrl(target));
    expect(url.host).toBe('cv-bucket.s3.ap-southeast-2.amazonaws.com');
    expect(url.pathname).toBe(`/${target.path}`);
    expectPresignedPut(url);
  });
});

describe('s3UploadOrigin', () => {
  const base = {
    bucket: 'cvs',
    region: 'eu-west-1',
    endpoint: null,
    accessKeyId: null,
    secretAccessKey: null,
    forcePathStyle: false,
  };

  it('is the virtual-hosted bucket on AWS, and the endpoint origin in path style', () => {
    expect(s3UploadOrigin(base)).toBe('https://cvs.s3.eu-west-1.amazonaws.com');
    expect(s3UploadOrigin({ ...base, endpoint: 'http://127.0.0.1:9000/', forcePathStyle: true })).toBe(
      'http://127.0.0.1:9000',
    );
    expect(s3UploadOrigin({ ...base, endpoint: 'https://storage.example.com' })).toBe(
      'https://cvs.storage.example.com',
    );
  });
});
