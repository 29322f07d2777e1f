import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import type { Config } from '../config.js';
import type { StorageDriver, UploadTarget } from './driver.js';

/** Files in an S3-compatible bucket; the browser PUTs straight to the bucket through a presigned URL. */
export class S3Storage implements StorageDriver {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(private readonly config: Config) {
    const { s3 } = config.storage;
    this.bucket = s3.bucket;
    this.client = new S3Client({
      region: s3.region,
      ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
      forcePathStyle: s3.forcePathStyle,
      ...(s3.accessKeyId && s3.secretAccessKey
        ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
        : {}),
      // No body checksum in presigned URLs: the browser cannot compute it, and S3-compatible stores
      // reject the SDK's placeholder (docs/api.md#profiles-and-reference-data).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Content type and length are signed headers, so the store itself refuses any other file. */
  async createUploadUrl({ path, mimeType, fileSize }: UploadTarget): Promise<string> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: path,
      ContentType: mimeType,
      ContentLength: fileSize,
    });
    return getSignedUrl(this.client, command, {
      expiresIn: this.config.storage.uploadUrlTtlSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
  }

  async read(path: string): Promise<Readable | null> {
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: path }));
      if (!(result.Body instanceof Readable)) throw new Error('S3 GetObject returned no stream');
      return result.Body;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async size(path: string): Promise<number | null> {
    try {
      const result = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: path }));
      return result.ContentLength ?? null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(path: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: path }));
  }
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** The origin presigned URLs point at, which the browser must be allowed to connect to (CSP). */
export function s3UploadOrigin({ bucket, region, endpoint, forcePathStyle }: Config['storage']['s3']): string {
  if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com`;
  const url = new URL(endpoint);
  return forcePathStyle ? url.origin : `${url.protocol}//${bucket}.${url.host}`;
}
