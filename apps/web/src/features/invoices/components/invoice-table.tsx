import { formatMoney, InvoiceStatuses, type Invoice, todayUtc } from '@fractional/contract';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useDownloadCreditNotePdf } from '../api/download-credit-note-pdf';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useDownloadInvoiceUbl } from '../api/download-invoice-ubl';
import { useExportInvoicesCsv } from '../api/export-invoices-csv';
import { dueState, invoiceDateText } from '../invoice-dates';
import { hoursText, monthLabel } from '../money';
import styles from './invoices.module.css';

const expertName = ({ expert }: Invoice) =>
  [expert.firstName, expert.lastName].filter(Boolean).join(' ') || 'A squad member';

/** The client as the invoice names it: its buyer at issue (the organisation's name before a snapshot existed). */
const clientName = (invoice: Invoice) => invoice.buyer.legalName || invoice.client.orgName;

const statusTone = (status: Invoice['status']) =>
  status === 'paid' ? 'brand' : status === 'void' ? 'neutral' : 'accent';

/**
 * Which table: `project` is the client's of one project (each row's expert, period, hours); `engagement`
 * the expert's of one engagement (period, hours); `expert` the expert's across every client (project,
 * client, issue date).
 */
export type InvoiceTableView = 'project' | 'engagement' | 'expert';

interface InvoiceTableProps {
  invoices: readonly Invoice[];
  view: InvoiceTableView;
  /** More actions of a row, after "Download PDF" (the client's "Mark paid"). */
  renderActions?: (invoice: Invoice) => ReactNode;
  /** The calendar day (UTC) due dates are compared with; today unless a test fixes it. */
  today?: string;
}

/**
 * Invoices newest first: number, who or what, dates, total in the invoice's currency, status with
 * "Due …" or "Overdue by …", a void one's credit note, the PDF and the UBL e-invoice; above them the
 * CSV export of every invoice the reader may see (docs/money.md#exports); rows stack below 720 px.
 */
export function InvoiceTable({ invoices, view, renderActions, today = todayUtc() }: InvoiceTableProps) {
  const download = useDownloadInvoicePdf();
  const downloadUbl = useDownloadInvoiceUbl();
  const downloadCreditNote = useDownloadCreditNotePdf();
  const exportCsv = useExportInvoicesCsv();
  const isAcrossClients = view === 'expert';
  return (
    <>
      <div className={styles.exports}>
        <Button variant="text" onClick={() => exportCsv.mutateAsync()} isLoading={exportCsv.isPending}>
          Export all invoices (CSV)
        </Button>
      </div>
      {download.error || downloadUbl.error || downloadCreditNote.error || exportCsv.error ? (
        <p className={styles.error} role="alert">
          We could not download the file. Please try again.
        </p>
      ) : null}
      <table className={`${styles.table} ${styles.invoices}`}>
        <thead>
          <tr>
            <th scope="col">Number</th>
            {view === 'project' ? <th scope="col">Expert</th> : null}
            {isAcrossClients ? (
              <>
                <th scope="col">Project</th>
                <th scope="col">Client</th>
                <th scope="col">Issued</th>
              </>
            ) : (
              <>
                <th scope="col">Period</th>
                <th scope="col">Hours</th>
              </>
            )}
            <th scope="col">Due date</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => {
            const due = dueState(invoice, today);
            return (
              <tr key={invoice.id}>
                <th scope="row" className={styles.nowrap}>
                  {invoice.number}
                </th>
                {view === 'project' ? <td data-label="Expert">{expertName(invoice)}</td> : null}
                {isAcrossClients ? (
                  <>
                    <td data-label="Project">{invoice.project.name}</td>
                    <td data-label="Client">{clientName(invoice)}</td>
                    <td data-label="Issued" className={styles.nowrap}>
                      {invoiceDateText(invoice.issueDate)}
                    </td>
                  </>
                ) : (
                  <>
                    <td data-label="Period">{monthLabel(invoice.month)}</td>
                    <td data-label="Hours">{hoursText(invoice.totalHours)}</td>
                  </>
                )}
                <td data-label="Due date" className={styles.nowrap}>
                  {invoiceDateText(invoice.dueDate)}
                </td>
                <td data-label="Total" className={styles.amount}>
                  {formatMoney(invoice.total, invoice.currency)}
                </td>
                <td data-label="Status">
                  <div className={styles.status}>
                    <Badge tone={statusTone(invoice.status)}>{InvoiceStatuses.labels[invoice.status]}</Badge>
                    {due ? (
                      <span className={due.kind === 'overdue' ? styles.overdue : styles.due}>{due.text}</span>
                    ) : null}
                    {invoice.creditNote ? (
                      <span className={styles.creditNote}>
                        Credit note{' '}
                        <Button
                          variant="text"
                          className={styles.creditNoteLink}
                          onClick={() => downloadCreditNote.mutateAsync(invoice.creditNote!)}
                          isLoading={
                            downloadCreditNote.isPending && downloadCreditNote.variables.id === invoice.creditNote.id
                          }
                          aria-label={`Download PDF of credit note ${invoice.creditNote.number}`}
                        >
                          {invoice.creditNote.number}
                        </Button>
                      </span>
                    ) : null}
                  </div>
                </td>
                <td className={styles.rowActions}>
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      onClick={() => download.mutateAsync(invoice)}
                      isLoading={download.isPending && download.variables.id === invoice.id}
                      aria-label={`Download PDF of ${invoice.number}`}
                    >
                      Download PDF
                    </Button>
                    <Button
                      variant="text"
                      onClick={() => downloadUbl.mutateAsync(invoice)}
                      isLoading={downloadUbl.isPending && downloadUbl.variables.id === invoice.id}
                      aria-label={`Download the e-invoice (UBL XML) of ${invoice.number}`}
                    >
                      E-invoice (XML)
                    </Button>
                    {renderActions?.(invoice)}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
