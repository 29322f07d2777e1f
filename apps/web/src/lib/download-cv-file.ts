import type { StoredFile } from '@fractional/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** How long the browser keeps the downloaded bytes addressable: enough for the download to start. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Fetches a file's bytes at `path` with the bearer token (a plain link would carry none) and hands them
 * to the browser as a download named `fileName`.
 */
export async function downloadApiFile(path: string, fileName: string): Promise<void> {
  const bytes = await apiRequest<Blob>(path, { responseType: 'blob' });
  const url = URL.createObjectURL(bytes);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** A CV (`GET /files/{id}`) under the file's own name. */
export const downloadCvFile = (file: Pick<StoredFile, 'id' | 'fileName'>) =>
  downloadApiFile(`/files/${file.id}`, file.fileName);

export const useDownloadCvFile = () => useMutation({ mutationFn: downloadCvFile });
