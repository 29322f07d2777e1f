import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useBillingDetails } from '../api/get-billing-details';
import type { BillingSide } from '../billing-form';
import styles from './billing.module.css';

/**
 * Shown above invoices while the viewer has stored no billing details (docs/money.md#billing-details):
 * an invoice names both parties, so the monthly run skips a member until both sides have them.
 * Nothing while loading or when the call fails: the invoices below still show.
 */
export function BillingMissingBanner({ side }: { side: BillingSide }) {
  const { data } = useBillingDetails();
  if (data !== null) return null;
  return (
    <div className={styles.banner} role="status">
      <p>Add your billing details: invoices can&apos;t be issued without them.</p>
      <ButtonLink to={side === 'client' ? paths.client.account : paths.contractor.account} variant="secondary">
        Add billing details
      </ButtonLink>
    </div>
  );
}
