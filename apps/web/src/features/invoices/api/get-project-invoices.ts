import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInvoicePages } from './invoice-pages';
import { invoiceQueryKeys } from './query-keys';

/** `GET /projects/{id}/invoices` (docs/api.md#spend-and-invoices, the owner): every invoice of the project. */
export const getProjectInvoices = (projectId: number, signal?: AbortSignal) =>
  getInvoicePages(`/projects/${projectId}/invoices`, signal);

export const projectInvoicesQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: invoiceQueryKeys.project(projectId),
    queryFn: ({ signal }) => getProjectInvoices(projectId, signal),
    staleTime: 0,
  });

export const useProjectInvoices = (projectId: number) => useQuery(projectInvoicesQueryOptions(projectId));
