import { queryKeys } from '../../../lib/query-keys';

/** Find experts' searches live under the profile keys (a review or a vetting moves them); saved searches apart. */
export const discoveryQueryKeys = {
  searches: [...queryKeys.profiles, 'search'] as const,
  search: (query: string) => [...queryKeys.profiles, 'search', query] as const,
  savedSearches: ['saved-searches'] as const,
};
