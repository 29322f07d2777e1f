/**
 * Spend and invoices read approved hours, so their keys sit under the timesheets' root: a week decided
 * on this page or arriving live (a `timesheet` event invalidates every `['timesheets', …]` query)
 * moves the money with it.
 */
export const invoiceQueryKeys = {
  spend: (projectId: number) => ['timesheets', 'spend', projectId] as const,
  project: (projectId: number) => ['timesheets', 'invoices', 'project', projectId] as const,
  mine: ['timesheets', 'invoices', 'mine'] as const,
};
