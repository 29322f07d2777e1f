import { SessionPageSchema, type SessionPage } from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountQueryKeys } from './query-keys';

/** The most recently used devices first; 50 is the API's page limit and more than anyone signs in on. */
const SESSIONS_SHOWN = 50;

/** `GET /auth/sessions`: the caller's live sessions (signed-in devices). */
export function getSessions(signal?: AbortSignal): Promise<SessionPage> {
  return apiRequest(`/auth/sessions?page=1&limit=${SESSIONS_SHOWN}`, { schema: SessionPageSchema, signal });
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: accountQueryKeys.sessions, queryFn: ({ signal }) => getSessions(signal) });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
