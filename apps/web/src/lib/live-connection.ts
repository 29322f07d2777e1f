import { apiRequest, session } from './api-client';
import { LiveUpdates } from './live-updates';

/** The tab's one live-updates stream (lib/live-updates.ts), on this app's API and session. */
export const liveUpdates = new LiveUpdates({
  async getTicket() {
    const { ticket } = await apiRequest('/events/ticket', {
      method: 'POST',
      schema: async () => (await import('./live-schemas')).EventTicketSchema,
    });
    return ticket;
  },
  open: (url) => new EventSource(url),
  onSessionEnd(onEnd) {
    session.subscribe((token) => {
      if (token === null) onEnd();
    });
  },
});
