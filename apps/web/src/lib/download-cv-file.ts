import type { StoredFile } from '@fractional/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** How long the browser keeps the downloaded bytes addressable: enough for the download to start. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Fetches a CV's bytes with the bearer token (`GET /files/{id}`; a plain link would carry none) and
 * hands them to the browser as a download under the file's own name.
 */
export async function downloadCvFile(file: Pick<StoredFile, 'id' | 'fileName'>): Promise<void> {
  const bytes = await apiRequest<Blob>(`/files/${file.id}`, { responseType: 'blob' });
  const url = URL.createObjectURL(bytes);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

export const useDownloadCvFile = () => useMutation({ mutationFn: downloadCvFile });
