import { apiRequest } from '../../../lib/api-client';

/** `POST /conversations/{id}/read {upTo}` → 204: every message up to that one is read. */
export function markRead(conversationId: number, upTo: number): Promise<void> {
  return apiRequest(`/conversations/${conversationId}/read`, { method: 'POST', body: { upTo } });
}
