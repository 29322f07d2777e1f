import { useMyInvoices } from '../api/get-my-invoices';
import { InvoiceTable } from './invoice-table';
import { QueryState } from './query-state';
import { SectionCard } from '../../../components/ui/section-card';
import styles from './invoices.module.css';

/**
 * The expert's invoices (`GET /invoices`, docs/money.md#invoices): of one engagement when `projectId`
 * is given (docs/engagements.md#spend-and-invoices-on-the-web), else across every client with each
 * one's project and client. Issued on the 1st of each month for the hours the client approved.
 */
export default function ExpertInvoices({ projectId }: { projectId?: number }) {
  const query = useMyInvoices(projectId);
  const isOneEngagement = projectId !== undefined;
  return (
    <SectionCard
      className={styles.card}
      title={isOneEngagement ? 'Invoices' : 'All invoices'}
      summary={
        isOneEngagement
          ? 'Issued for you on the 1st of each month for the approved hours.'
          : 'Issued in your name on the 1st of each month for the hours your clients approved.'
      }
    >
      <QueryState query={query} loadingLabel="Loading your invoices" errorText="We could not load your invoices.">
        {(invoices) =>
          invoices.length === 0 ? (
            <p className={styles.state}>No invoices yet: your approved hours are invoiced once their month is over.</p>
          ) : (
            <InvoiceTable invoices={invoices} view={isOneEngagement ? 'engagement' : 'expert'} />
          )
        }
      </QueryState>
    </SectionCard>
  );
}
