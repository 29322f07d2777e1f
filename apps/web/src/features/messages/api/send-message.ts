import type { Message } from '@fractional/contract';
import { apiRequest } from '../../../lib/api-client';

/** `POST /conversations/{id}/messages {body}` → 201 the message (docs/api.md#messages-and-activity). */
export function sendMessage(conversationId: number, body: string): Promise<Message> {
  return apiRequest(`/conversations/${conversationId}/messages`, {
    method: 'POST',
    body: { body },
    schema: async () => (await import('./messages-schemas')).MessageSchema,
  });
}
