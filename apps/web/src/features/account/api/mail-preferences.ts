import { MailPreferencesSchema, type MailPreferences } from '@fractional/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountQueryKeys } from './query-keys';

/** `GET /auth/me/notifications` (docs/mail.md): which mail the account gets. */
export function getMailPreferences(signal?: AbortSignal): Promise<MailPreferences> {
  return apiRequest('/auth/me/notifications', { schema: MailPreferencesSchema, signal });
}

export function useMailPreferences() {
  return useQuery(
    queryOptions({ queryKey: accountQueryKeys.mailPreferences, queryFn: ({ signal }) => getMailPreferences(signal) }),
  );
}

/** `PUT /auth/me/notifications`: saves every key at once. */
export function saveMailPreferences(body: MailPreferences): Promise<MailPreferences> {
  return apiRequest('/auth/me/notifications', { method: 'PUT', body, schema: MailPreferencesSchema });
}

export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(accountQueryKeys.mailPreferences, saved),
  });
}
