import { PAGE_SIZE_MAX, type Invoice, type InvoicePage, type IssuedInvoices } from '@fractional/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download-cv-file';
import { invoiceQueryKeys } from './query-keys';

/** At most this many pages (100 each): a large squad's years of months. */
const PAGES_MAX = 20;

const loadSchemas = () => import('./invoice-schemas');

/** Every page of `path` (`GET /projects/{id}/invoices` or `GET /invoices`), newest first. */
async function allInvoices(path: string, signal?: AbortSignal): Promise<Invoice[]> {
  const data: Invoice[] = [];
  for (let page = 1; page <= PAGES_MAX; page += 1) {
    const answer: InvoicePage = await apiRequest(`${path}?limit=${PAGE_SIZE_MAX}&page=${page}`, {
      schema: async () => (await loadSchemas()).InvoicePageSchema,
      signal,
    });
    data.push(...answer.data);
    if (!answer.hasNextPage) break;
  }
  return data;
}

/** The client's: `GET /projects/{id}/invoices` (docs/api.md#spend-and-invoices). */
export const useProjectInvoices = (projectId: number) =>
  useQuery({
    queryKey: invoiceQueryKeys.project(projectId),
    queryFn: ({ signal }) => allInvoices(`/projects/${projectId}/invoices`, signal),
    staleTime: 0,
  });

/** The expert's own (`GET /invoices`), across every client, or of one project when `projectId` is given. */
export const useMyInvoices = (projectId?: number) =>
  useQuery({
    queryKey: invoiceQueryKeys.mine,
    queryFn: ({ signal }) => allInvoices('/invoices', signal),
    select: (invoices) =>
      projectId === undefined ? invoices : invoices.filter((invoice) => invoice.project.id === projectId),
    staleTime: 0,
  });

function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['timesheets'] });
}

/** `POST /projects/{id}/invoices {month}`: "Issue now" for a month that is over. */
export function useIssueInvoices(projectId: number) {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (month: string): Promise<IssuedInvoices> =>
      apiRequest(`/projects/${projectId}/invoices`, {
        method: 'POST',
        body: { month },
        schema: async () => (await loadSchemas()).IssuedInvoicesSchema,
      }),
    onSettled: refresh,
  });
}

/** `POST /invoices/{id}/paid`. */
export function useMarkInvoicePaid() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (id: number): Promise<Invoice> =>
      apiRequest(`/invoices/${id}/paid`, {
        method: 'POST',
        schema: async () => (await loadSchemas()).InvoiceSchema,
      }),
    onSettled: refresh,
  });
}

/** `GET /invoices/{id}/pdf`, saved as `FR-YYYY-NNNNNN.pdf`. */
export const useDownloadInvoicePdf = () =>
  useMutation({
    mutationFn: (invoice: Pick<Invoice, 'id' | 'number'>) =>
      downloadApiFile(`/invoices/${invoice.id}/pdf`, `${invoice.number}.pdf`),
  });

/** `GET /credit-notes/{id}/pdf` of a void invoice's credit note, saved as `CN-YYYY-NNNNNN.pdf`. */
export const useDownloadCreditNotePdf = () =>
  useMutation({
    mutationFn: (creditNote: NonNullable<Invoice['creditNote']>) =>
      downloadApiFile(`/credit-notes/${creditNote.id}/pdf`, `${creditNote.number}.pdf`),
  });
