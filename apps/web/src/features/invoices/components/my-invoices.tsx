import { SectionCard } from '../../../components/ui/section-card';
import { useMyInvoices } from '../api/invoices';
import { InvoiceTable } from './invoice-table';
import { QueryState } from './query-state';
import styles from './invoices.module.css';

/**
 * The expert's invoices across every client (`GET /invoices`, docs/money.md#invoices): each with its
 * project, client, issue and due dates, total in the invoice's currency and status, newest first.
 */
export default function MyInvoices() {
  const query = useMyInvoices();
  return (
    <SectionCard
      className={styles.card}
      title="All invoices"
      summary="Issued in your name on the 1st of each month for the hours your clients approved."
    >
      <QueryState query={query} loadingLabel="Loading your invoices" errorText="We could not load your invoices.">
        {(invoices) =>
          invoices.length === 0 ? (
            <p className={styles.state}>No invoices yet: your approved hours are invoiced once their month is over.</p>
          ) : (
            <InvoiceTable invoices={invoices} view="expert" />
          )
        }
      </QueryState>
    </SectionCard>
  );
}
