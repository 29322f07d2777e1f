import type { Interest, InterestDecline, InterestPage, Invitation } from '@fractional/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { openBriefKeys } from './query-keys';

/** `POST /interest/{id}/invite` (the project's owner): 201 the §10 invitation, for the hours and rate the expert asked. */
export function inviteFromInterest(interestId: number): Promise<Invitation> {
  return apiRequest(`/interest/${interestId}/invite`, {
    method: 'POST',
    body: {},
    schema: async () => (await import('./open-brief-schemas')).InvitationSchema,
  });
}

/** `POST /interest/{id}/decline {reason?}` (the project's owner): 200 the interest, status `declined`. */
export function declineInterest(interestId: number, body: InterestDecline): Promise<Interest> {
  return apiRequest(`/interest/${interestId}/decline`, {
    method: 'POST',
    body,
    schema: async () => (await import('./open-brief-schemas')).InterestSchema,
  });
}

/** One interest changed in the project's pages, the rest as they were. */
function updateInterest(
  pages: InfiniteData<InterestPage> | undefined,
  id: number,
  change: Partial<Interest>,
): InfiniteData<InterestPage> | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      data: page.data.map((interest) => (interest.id === id ? { ...interest, ...change } : interest)),
    })),
  };
}

/** Invite from an interest: its card says Invited at once; the interest loads again. */
export function useInviteFromInterest(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interestId: number) => inviteFromInterest(interestId),
    onSuccess: (invitation, interestId) =>
      queryClient.setQueryData<InfiniteData<InterestPage>>(openBriefKeys.projectInterest(projectId), (pages) =>
        updateInterest(pages, interestId, { status: 'invited', invitationId: invitation.id }),
      ),
    // The page refreshes the project's invitations (another feature's list) itself.
    onSettled: () => queryClient.invalidateQueries({ queryKey: openBriefKeys.projectInterest(projectId) }),
  });
}

export function useDeclineInterest(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: InterestDecline }) => declineInterest(id, body),
    onSuccess: (interest) =>
      queryClient.setQueryData<InfiniteData<InterestPage>>(openBriefKeys.projectInterest(projectId), (pages) =>
        updateInterest(pages, interest.id, interest),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: openBriefKeys.projectInterest(projectId) }),
  });
}
