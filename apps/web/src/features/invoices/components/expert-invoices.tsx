import { useMyInvoices } from '../api/invoices';
import { InvoiceTable } from './invoice-table';
import { QueryState } from './query-state';
import { SectionCard } from '../../../components/ui/section-card';
import styles from './invoices.module.css';

/**
 * The expert's invoices of one engagement (docs/engagements.md#spend-and-invoices-on-the-web):
 * issued on their behalf on the 1st of each month for the hours the client approved, each a PDF.
 */
export default function ExpertInvoices({ projectId }: { projectId: number }) {
  const query = useMyInvoices(projectId);
  return (
    <SectionCard
      className={styles.card}
      title="Invoices"
      summary="Issued for you on the 1st of each month for the approved hours."
    >
      <QueryState query={query} loadingLabel="Loading your invoices" errorText="We could not load your invoices.">
        {(invoices) =>
          invoices.length === 0 ? (
            <p className={styles.state}>No invoices yet: your approved hours are invoiced once their month is over.</p>
          ) : (
            <InvoiceTable invoices={invoices} view="engagement" />
          )
        }
      </QueryState>
    </SectionCard>
  );
}
