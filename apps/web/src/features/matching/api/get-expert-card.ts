import type { ExpertCard } from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /profiles/{id}/card` (docs/matching.md): an expert's public card, for a client it is matched to. */
export function getExpertCard(profileId: number, signal?: AbortSignal): Promise<ExpertCard> {
  return apiRequest(`/profiles/${profileId}/card`, {
    schema: async () => (await import('./matching-schemas')).ExpertCardSchema,
    signal,
  });
}

export function expertCardQueryOptions(profileId: number) {
  return queryOptions({
    queryKey: [...queryKeys.expertCards, profileId],
    queryFn: ({ signal }) => getExpertCard(profileId, signal),
  });
}

/** The card of the expert whose profile is open; `initial` (the card from the match list) shows at once. */
export function useExpertCard(profileId: number, initial: ExpertCard | undefined) {
  return useQuery({
    ...expertCardQueryOptions(profileId),
    initialData: initial,
    initialDataUpdatedAt: 0,
  });
}
