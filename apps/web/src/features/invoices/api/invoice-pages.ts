import { PAGE_SIZE_MAX, type Invoice, type InvoicePage } from '@fractional/contract';
import { apiRequest } from '../../../lib/api-client';

/** At most this many pages (50 each): a large squad's years of months. */
const PAGES_MAX = 20;

/** Every page of an invoice list (`GET /projects/{id}/invoices` or `GET /invoices`), newest first. */
export async function getInvoicePages(path: string, signal?: AbortSignal): Promise<Invoice[]> {
  const data: Invoice[] = [];
  for (let page = 1; page <= PAGES_MAX; page += 1) {
    const answer: InvoicePage = await apiRequest(`${path}?limit=${PAGE_SIZE_MAX}&page=${page}`, {
      schema: async () => (await import('./invoice-schemas')).InvoicePageSchema,
      signal,
    });
    data.push(...answer.data);
    if (!answer.hasNextPage) break;
  }
  return data;
}
