import type { InterestCreate, OpenBrief, OpenBriefPage } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { openBriefKeys } from './query-keys';

type MyInterest = NonNullable<OpenBrief['myInterest']>;

/** `POST /projects/{id}/interest` (docs/discovery.md#open-briefs, a verified contractor): 201; again 409. Read as the caller's own interest. */
export function expressInterest(projectId: number, body: InterestCreate): Promise<MyInterest> {
  return apiRequest(`/projects/${projectId}/interest`, {
    method: 'POST',
    body,
    schema: async () => (await import('./open-brief-schemas')).MyInterestSchema,
  });
}

/** The brief's card says "Interest sent" at once; the pages load again behind it. */
export function useExpressInterest(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InterestCreate) => expressInterest(projectId, body),
    onSuccess: async (interest) => {
      queryClient.setQueriesData<OpenBriefPage>({ queryKey: openBriefKeys.all }, (page) =>
        page
          ? {
              ...page,
              data: page.data.map((brief) =>
                brief.project.id === projectId ? { ...brief, myInterest: interest } : brief,
              ),
            }
          : page,
      );
      await queryClient.invalidateQueries({ queryKey: openBriefKeys.all });
    },
  });
}
