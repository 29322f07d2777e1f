import type { EmailChange } from '@fractional/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /auth/email/change`: mails a confirm link to the new address; nothing changes until it is opened. */
export function requestEmailChange(body: EmailChange): Promise<void> {
  return apiRequest('/auth/email/change', { method: 'POST', body });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
