import { lazy } from 'react';
import { BillingMissingBanner } from '../../../features/billing/components/billing-missing-banner';
import { usePageTitle } from '../../use-page-title';
import { LazySection } from '../lazy-section';
import styles from '../area-page.module.css';

// The table and its money formatting load with the page's data, not in the area's first chunk.
const MyInvoices = lazy(() => import('../../../features/invoices/components/my-invoices'));

/** `/member/contractor/invoices` (docs/money.md#invoices): the expert's invoices across every client. */
export function Component() {
  usePageTitle('Invoices');
  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1>Invoices</h1>
        <p className={styles.lead}>Every invoice issued in your name: when each is due, and which are paid.</p>
      </header>
      <BillingMissingBanner side="expert" />
      <LazySection label="Loading your invoices">
        <MyInvoices />
      </LazySection>
    </main>
  );
}
