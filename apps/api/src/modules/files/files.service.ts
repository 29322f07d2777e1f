import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CV_FILES_MAX,
  ErrorKeys,
  cvMimeType,
  fileExtension,
  type FileUploadRequest,
  type FileUploadResult,
  type StoredFile,
} from '@fractional/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import type { AuthState } from '../../lib/access.js';
import * as repo from './files.repository.js';
import { withTransaction } from '../../db/transaction.js';

type Deps = Pick<AppDeps, 'config' | 'database' | 'storage'>;

const NO_PROFILE_MESSAGE = 'Create your profile before uploading a CV';

export function toStoredFile(row: repo.FileRow): StoredFile {
  return {
    id: row.id,
    path: row.path,
    fileName: row.fileName,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    uploaded: row.uploadedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The name as shown to people: no control or bidi-override characters (they can disguise an extension). */
function displayName(fileName: string): string {
  return fileName.replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '').trim();
}

/**
 * Records a pending CV and returns the URL it is PUT to. Uploaded files and pending uploads whose
 * URL still works count toward CV_FILES_MAX; pending rows past that are deleted here.
 */
export async function requestUpload(
  deps: Deps,
  log: FastifyBaseLogger,
  userId: number,
  input: FileUploadRequest,
): Promise<FileUploadResult> {
  const fileName = displayName(input.fileName);
  const mimeType = cvMimeType(fileName);
  if (!fileName || !mimeType) throw AppError.validation({ fileName: ErrorKeys.invalidFileType });
  const staleBefore = new Date(Date.now() - deps.config.storage.uploadUrlTtlSeconds * 1000);

  const { row, stalePaths } = await withTransaction(deps.database.db, async (tx) => {
    const profileId = await repo.lockProfileIdOfUser(tx, userId);
    if (profileId === undefined) throw AppError.validation({ general: NO_PROFILE_MESSAGE });
    const stale = await repo.deleteStalePendingFiles(tx, profileId, staleBefore);
    if ((await repo.countFilesOfProfile(tx, profileId)) >= CV_FILES_MAX) {
      throw AppError.validation({ general: ErrorKeys.tooManyFiles });
    }
    const path = `${input.type}/${profileId}/${randomUUID()}.${fileExtension(fileName)}`;
    const inserted = await repo.insertFile(tx, {
      profileId,
      kind: input.type,
      path,
      fileName,
      fileSize: input.fileSize,
      mimeType,
    });
    return { row: inserted, stalePaths: stale };
  });
  await removeStored(deps, log, stalePaths);

  const target = { fileId: row.id, path: row.path, mimeType, fileSize: row.fileSize };
  return { file: toStoredFile(row), uploadSignedUrl: await deps.storage.createUploadUrl(target) };
}

export async function listFiles(deps: Deps, userId: number): Promise<StoredFile[]> {
  return (await repo.listUploadedFilesOfUser(deps.database.db, userId)).map(toStoredFile);
}

/**
 * An uploaded file with its bytes, for its owner, (a CV) for the owner of a project the expert
 * accepted an invitation to, and for admins vetting experts (docs/api.md#matcher-console); 404 for anyone else's,
 * pending or missing ones.
 */
export async function openFile(
  deps: Deps,
  caller: AuthState,
  id: number,
): Promise<{ file: repo.FileRow; stream: Readable }> {
  const { db } = deps.database;
  const file =
    caller.role === 'admin' ? await repo.findFileById(db, id) : await repo.findReadableFile(db, id, caller.userId);
  if (!file?.uploadedAt) throw AppError.notFound('File not found');
  const stream = await deps.storage.read(file.path);
  if (!stream) throw AppError.notFound('File not found');
  return { file, stream };
}

/**
 * Marks a file uploaded once its bytes are stored with the declared size. The local driver marks
 * files itself; with S3 the browser PUTs straight to the bucket, so the SPA calls this afterwards.
 */
export async function completeUpload(deps: Deps, userId: number, id: number): Promise<StoredFile> {
  const { db } = deps.database;
  const file = await repo.findOwnedFile(db, id, userId);
  if (!file) throw AppError.notFound('File not found');
  if (file.uploadedAt) return toStoredFile(file);
  const size = await deps.storage.size(file.path);
  if (size === null) throw AppError.conflict('The file has not been uploaded yet');
  if (size !== file.fileSize) {
    await deps.storage.remove(file.path);
    throw AppError.conflict('The uploaded file does not match the declared size; please upload it again');
  }
  const marked = (await repo.markFileUploaded(db, id)) ?? (await repo.findOwnedFile(db, id, userId));
  if (!marked) throw AppError.notFound('File not found');
  return toStoredFile(marked);
}

/** Deletes the row first (so the file disappears from the profile at once), then the stored bytes. */
export async function deleteFile(deps: Deps, log: FastifyBaseLogger, userId: number, id: number): Promise<void> {
  const path = await withTransaction(deps.database.db, async (tx) => {
    const file = await repo.findOwnedFile(tx, id, userId);
    if (!file) throw AppError.notFound('File not found');
    await repo.deleteFileRow(tx, file.id);
    return file.path;
  });
  await removeStored(deps, log, [path]);
}

/** Best effort: the rows are already gone, so a storage failure only leaves an orphan to log. */
async function removeStored(deps: Deps, log: FastifyBaseLogger, paths: string[]): Promise<void> {
  for (const path of paths) {
    await deps.storage.remove(path).catch((error: unknown) => log.warn({ err: error, path }, 'could not remove file'));
  }
}
