import { InvoiceStatuses, type Invoice } from '@fractional/contract';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useDownloadInvoicePdf } from '../api/invoices';
import { formatMoney } from '@fractional/contract';
import { hoursText, monthLabel } from '../money';
import styles from './invoices.module.css';

const expertName = ({ expert }: Invoice) =>
  [expert.firstName, expert.lastName].filter(Boolean).join(' ') || 'A squad member';

const statusTone = (status: Invoice['status']) =>
  status === 'paid' ? 'brand' : status === 'void' ? 'neutral' : 'accent';

interface InvoiceTableProps {
  invoices: readonly Invoice[];
  /** The client's table names each invoice's expert; the expert's own does not. */
  showExpert: boolean;
  /** More actions of a row, after "Download PDF" (the client's "Mark paid"). */
  renderActions?: (invoice: Invoice) => ReactNode;
}

/** Invoices newest first: number, period, hours, total, status, the PDF; rows stack below 720 px. */
export function InvoiceTable({ invoices, showExpert, renderActions }: InvoiceTableProps) {
  const download = useDownloadInvoicePdf();
  return (
    <>
      {download.error ? (
        <p className={styles.error} role="alert">
          We could not download the PDF. Please try again.
        </p>
      ) : null}
      <table className={`${styles.table} ${styles.invoices}`}>
        <thead>
          <tr>
            <th scope="col">Number</th>
            {showExpert ? <th scope="col">Expert</th> : null}
            <th scope="col">Period</th>
            <th scope="col">Hours</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row">{invoice.number}</th>
              {showExpert ? <td data-label="Expert">{expertName(invoice)}</td> : null}
              <td data-label="Period">{monthLabel(invoice.month)}</td>
              <td data-label="Hours">{hoursText(invoice.totalHours)}</td>
              <td data-label="Total">{formatMoney(invoice.totalAmount, invoice.currency)}</td>
              <td data-label="Status">
                <Badge tone={statusTone(invoice.status)}>{InvoiceStatuses.labels[invoice.status]}</Badge>
              </td>
              <td className={styles.rowActions}>
                <Button
                  variant="secondary"
                  onClick={() => download.mutateAsync(invoice)}
                  isLoading={download.isPending && download.variables.id === invoice.id}
                  aria-label={`Download PDF of ${invoice.number}`}
                >
                  Download PDF
                </Button>
                {renderActions?.(invoice)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
