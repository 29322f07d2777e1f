import { useQueryClient } from '@tanstack/react-query';
import { useUnreadTotal } from '../../features/messages/api/get-unread-total';
import { useLiveMessages } from '../../features/messages/hooks/use-live-messages';
import { isReviewQuery } from '../../features/reviews/api/query-keys';
import { queryKeys } from '../../lib/query-keys';
import { refreshProjectFigures } from '../../lib/refresh-project-figures';
import { useLiveConnection, useLiveEvent } from '../../lib/use-live-event';
import { useTitleCount } from '../use-page-title';

/** What an invitation's change shows up in: invitation lists and counts, matches' engagement, squads, the dashboard. */
const INVITATION_VIEWS = new Set<unknown>(['invitations', 'matches', 'squad', 'dashboard']);

/**
 * What a signed-in area does with the live stream (docs/realtime.md): keeps it open, keeps the messages
 * and unread counts current, shows the unread total in the tab title, and refreshes whatever shows
 * invitations (any query whose key names one of INVITATION_VIEWS) when one arrives or changes, and
 * the invitation's project with the project lists (its status turns active on the first accept); and
 * every timesheet query when a `timesheet` event comes; every view of reviews and ratings when a
 * review is published (docs/reviews.md).
 */
export function useAreaLiveUpdates(): void {
  const queryClient = useQueryClient();
  useLiveConnection();
  useLiveMessages();
  useLiveEvent('invitation', (invitation) => {
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey.some((part) => INVITATION_VIEWS.has(part)),
    });
    void queryClient.invalidateQueries({ queryKey: queryKeys.project(invitation.project.id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.projectLists });
  });
  // A check-in written or rated (docs/engagements.md): outcomes, check-ins, progress and productivity move.
  useLiveEvent('checkin', () => void refreshProjectFigures(queryClient));
  // A week submitted or decided on the other side: both sides' timesheet views, spend, productivity and
  // the dashboard load again.
  useLiveEvent('timesheet', () => void refreshProjectFigures(queryClient));
  useLiveEvent('activity', ({ type }) => {
    if (type !== 'review.published') return;
    void queryClient.invalidateQueries({ predicate: isReviewQuery });
    void queryClient.invalidateQueries({ queryKey: queryKeys.expertCards });
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey.some((part) => INVITATION_VIEWS.has(part)),
    });
  });
  useTitleCount(useUnreadTotal());
}
