import type { Invoice } from '@fractional/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/download-cv-file';

/** `GET /invoices/{id}/pdf`, saved as `FR-YYYY-NNNNNN.pdf`. */
export const downloadInvoicePdf = (invoice: Pick<Invoice, 'id' | 'number'>) =>
  downloadApiFile(`/invoices/${invoice.id}/pdf`, `${invoice.number}.pdf`);

export const useDownloadInvoicePdf = () => useMutation({ mutationFn: downloadInvoicePdf });
