import type { StoredFile } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/get-me';
import { profileQueryKeys } from './query-keys';

export function deleteCvFile(file: Pick<StoredFile, 'id'>): Promise<void> {
  return apiRequest(`/files/${file.id}`, { method: 'DELETE' });
}

/** Removes a CV; the list and the profile's `cvPath` are read again. */
export function useDeleteCvFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCvFile,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKeys.cvFiles }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
