import { CV_FILE_SIZE_MAX, CV_FILES_MAX, ErrorKeys, cvMimeType } from '@fractional/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { friendlyServerMessage } from '../../../lib/form-messages';
import { meQueryKey } from '../../../lib/get-me';
import { profileQueryKeys } from '../api/query-keys';
import { UPLOAD_FAILED, uploadCvFile } from '../api/upload-cv-file';

/** A CV on its way up: progress 0-100, or the reason it failed. */
export interface CvUpload {
  key: number;
  name: string;
  size: number;
  progress: number;
  error: string | null;
}

/** docs/product.md#forms-and-validation: why a picked file is refused before any upload starts. */
export const CvMessages = {
  invalidType: (name: string) => `Invalid file type: ${name}`,
  tooLarge: (name: string) => `File is too large: ${name}`,
  tooMany: friendlyServerMessage(ErrorKeys.tooManyFiles),
} as const;

function uploadErrorOf(error: unknown): string {
  return error instanceof ApiError ? friendlyServerMessage(error.message) : UPLOAD_FAILED;
}

/**
 * The CV uploads of the profile page: checks each picked file (type, size, at most CV_FILES_MAX with
 * the `storedCount` already uploaded), uploads the rest with progress, then reads the list and the
 * profile's `cvPath` again. A finished upload leaves once the list shows the file.
 */
export function useCvUploads(storedCount: number) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<CvUpload[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);
  const nextKey = useRef(0);

  const update = (key: number, change: Partial<CvUpload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  const remove = (key: number) => setUploads((list) => list.filter((upload) => upload.key !== key));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileQueryKeys.cvFiles }),
      queryClient.invalidateQueries({ queryKey: meQueryKey }),
    ]);

  async function upload(file: File, key: number): Promise<void> {
    try {
      await uploadCvFile(file, (progress) => update(key, { progress }));
    } catch (error) {
      update(key, { error: uploadErrorOf(error) });
      await refresh();
      return;
    }
    update(key, { progress: 100 });
    await refresh();
    remove(key);
  }

  function onFiles(files: File[]): void {
    const messages: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      if (!cvMimeType(file.name)) messages.push(CvMessages.invalidType(file.name));
      else if (file.size > CV_FILE_SIZE_MAX) messages.push(CvMessages.tooLarge(file.name));
      else accepted.push(file);
    }
    const inProgress = uploads.filter((item) => item.error === null).length;
    const room = Math.max(0, CV_FILES_MAX - storedCount - inProgress);
    if (accepted.length > room) messages.push(CvMessages.tooMany);
    setRejections(messages);

    const started = accepted.slice(0, room).map((file) => ({ file, key: (nextKey.current += 1) }));
    setUploads((list) => [
      ...list,
      ...started.map(({ file, key }) => ({ key, name: file.name, size: file.size, progress: 0, error: null })),
    ]);
    for (const { file, key } of started) void upload(file, key);
  }

  const inFlight = uploads.filter((item) => item.error === null).length;
  return {
    uploads,
    rejections,
    onFiles,
    dismiss: remove,
    isFull: storedCount + inFlight >= CV_FILES_MAX,
  };
}
