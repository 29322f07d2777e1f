import type { Engagement, MatchPage, Invitation, InvitationCreate } from '@fractional/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { squadQueryKeys } from './query-keys';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /projects/{id}/invitations` (docs/api.md#invitations-and-squads): 201 the invitation, status `invited`. */
export function inviteExpert(projectId: number, body: InvitationCreate): Promise<Invitation> {
  return apiRequest(`/projects/${projectId}/invitations`, {
    method: 'POST',
    body,
    schema: async () => (await import('./squad-schemas')).InvitationSchema,
  });
}

/** The expert's card in the match pages shows this engagement at once, without ranking again. */
export function setEngagement(
  pages: InfiniteData<MatchPage> | undefined,
  profileId: number,
  engagement: Engagement,
): InfiniteData<MatchPage> | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      data: page.data.map((match) => (match.expert.profileId === profileId ? { ...match, engagement } : match)),
    })),
  };
}

/** Invites an expert to the project; the recommended card shows "Invited" and the invitations load again. */
export function useInviteExpert(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationCreate) => inviteExpert(projectId, body),
    onSuccess: async (invitation) => {
      queryClient.setQueryData<InfiniteData<MatchPage>>(queryKeys.projectMatches(projectId), (pages) =>
        setEngagement(pages, invitation.expert.profileId, {
          invitationId: invitation.id,
          status: invitation.status,
          memberStatus: invitation.membership?.status ?? null,
        }),
      );
      await queryClient.invalidateQueries({ queryKey: squadQueryKeys.projectInvitations(projectId) });
    },
  });
}
