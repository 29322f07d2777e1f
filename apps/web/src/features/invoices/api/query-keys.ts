import { queryKeys } from '../../../lib/query-keys';

/**
 * Spend and invoices read approved hours, so their keys sit under the timesheets' root
 * (lib/query-keys.ts): a week decided on this page or arriving live moves the money with it.
 */
export const invoiceQueryKeys = {
  spend: queryKeys.spend,
  project: (projectId: number) => [...queryKeys.timesheets, 'invoices', 'project', projectId] as const,
  mine: [...queryKeys.timesheets, 'invoices', 'mine'] as const,
};
