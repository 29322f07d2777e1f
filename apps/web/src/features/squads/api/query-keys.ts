import { queryKeys } from '../../../lib/query-keys';

/**
 * A project's invitations and squad live under the project keys; the expert's own invitations (their
 * memberships included: My projects lists the accepted ones) under their own.
 */
export const squadQueryKeys = {
  projectInvitations: (projectId: number) => [...queryKeys.projects, 'invitations', projectId] as const,
  projectSquad: (projectId: number) => [...queryKeys.projects, 'squad', projectId] as const,
  myInvitations: queryKeys.invitations,
};
