import type { AccountExport } from '@fractional/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /auth/me/export`: everything stored about the caller. */
export function exportAccount(): Promise<AccountExport> {
  return apiRequest<AccountExport>('/auth/me/export');
}

/** The export's file name: `fractional-data-2026-11-24.json`. */
export function exportFileName(now = new Date()): string {
  return `fractional-data-${now.toISOString().slice(0, 10)}.json`;
}

/** Saves a JSON value as a file through a temporary object URL and link. */
function saveJson(value: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task: the browser has taken the file by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the caller's data as a .json file. */
export function useExportAccount() {
  return useMutation({
    mutationFn: exportAccount,
    onSuccess: (data) => saveJson(data, exportFileName()),
  });
}
