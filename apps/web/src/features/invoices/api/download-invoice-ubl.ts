import type { Invoice } from '@fractional/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/download-cv-file';

/** `GET /invoices/{id}/ubl`: the UBL 2.1 e-invoice (docs/money.md#documents), saved as `FR-YYYY-NNNNNN.xml`. */
export const downloadInvoiceUbl = (invoice: Pick<Invoice, 'id' | 'number'>) =>
  downloadApiFile(`/invoices/${invoice.id}/ubl`, `${invoice.number}.xml`);

export const useDownloadInvoiceUbl = () => useMutation({ mutationFn: downloadInvoiceUbl });
