import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInvoicePages } from './invoice-pages';
import { invoiceQueryKeys } from './query-keys';

/** `GET /invoices` (docs/api.md#spend-and-invoices): the expert's own, across every client. */
export const getMyInvoices = (signal?: AbortSignal) => getInvoicePages('/invoices', signal);

export const myInvoicesQueryOptions = () =>
  queryOptions({
    queryKey: invoiceQueryKeys.mine,
    queryFn: ({ signal }) => getMyInvoices(signal),
    staleTime: 0,
  });

/** The expert's invoices, or those of one project when `projectId` is given. */
export const useMyInvoices = (projectId?: number) =>
  useQuery({
    ...myInvoicesQueryOptions(),
    select: (invoices) =>
      projectId === undefined ? invoices : invoices.filter((invoice) => invoice.project.id === projectId),
  });
