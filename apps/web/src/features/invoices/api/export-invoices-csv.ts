import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/download-cv-file';

/**
 * `GET /invoices/export.csv`: every invoice the caller may read, one line each, for accounting
 * (docs/money.md#exports): a client's across their projects, an expert's across their clients.
 */
export const exportInvoicesCsv = () => downloadApiFile('/invoices/export.csv', 'invoices.csv');

export const useExportInvoicesCsv = () => useMutation({ mutationFn: exportInvoicesCsv });
