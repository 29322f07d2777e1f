import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useUnreadTotal } from '../../features/messages/api/get-unread-total';
import { useLiveMessages } from '../../features/messages/hooks/use-live-messages';
import { useLiveConnection, useLiveEvent } from '../../lib/use-live-event';
import { useTitleCount } from '../use-page-title';

/** An `invitation` event carries the invitation as the REST answers show it; only its id matters here. */
const InvitationEventSchema = z.looseObject({ id: z.number() });

/**
 * What a signed-in area does with the live stream (DESIGN.md §11): keeps it open, keeps the messages
 * and unread counts current, shows the unread total in the tab title, and refreshes whatever shows
 * invitations (any query whose key names `invitations` or `matches`) when one arrives or changes.
 */
export function useAreaLiveUpdates(): void {
  const queryClient = useQueryClient();
  useLiveConnection();
  useLiveMessages();
  useLiveEvent('invitation', InvitationEventSchema, () => {
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey.includes('invitations') || queryKey.includes('matches'),
    });
  });
  useTitleCount(useUnreadTotal());
}
