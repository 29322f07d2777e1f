import { StoredFileSchema } from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKeys } from './query-keys';

/** The signed-in user's uploaded CVs (`GET /files`), oldest first. */
export const cvFilesQueryOptions = queryOptions({
  queryKey: profileQueryKeys.cvFiles,
  queryFn: ({ signal }) => apiRequest('/files', { schema: z.array(StoredFileSchema), signal }),
});

export const useCvFiles = () => useQuery(cvFilesQueryOptions);
