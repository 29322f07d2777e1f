import type { Readable } from 'node:stream';

/** What a signed upload URL allows: one PUT of exactly this file. */
export interface UploadTarget {
  fileId: number;
  path: string;
  mimeType: string;
  fileSize: number;
}

/** Where uploaded files live. `path` is always server-generated (e.g. `cv/12/<uuid>.pdf`). */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** An absolute URL the browser PUTs the file to, without auth; expires after the configured TTL. */
  createUploadUrl(target: UploadTarget): Promise<string>;
  /** The stored bytes, or null when nothing is stored at this path. */
  read(path: string): Promise<Readable | null>;
  /** The stored size in bytes, or null when nothing is stored at this path. */
  size(path: string): Promise<number | null>;
  /** Deletes the stored bytes; a missing file is not an error. */
  remove(path: string): Promise<void>;
}
