import { lazy } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { parseRouteId } from '../../../lib/route-id';
import { BillingMissingBanner } from '../../../features/billing/components/billing-missing-banner';
import { useMyInvitations } from '../../../features/squads/api/get-my-invitations';
import { ExpertTimesheet } from '../../../features/timesheets/components/expert-timesheet';
import { usePageTitle } from '../../use-page-title';
import { LazySection } from '../lazy-section';
import styles from '../area-page.module.css';

const ExpertInvoices = lazy(() => import('../../../features/invoices/components/expert-invoices'));

/**
 * `/member/contractor/projects/:projectId/timesheets` (docs/product.md#contractor-area): one engagement's
 * week grid, weeks logged and invoices, found among the expert's accepted invitations.
 */
export function Component() {
  const projectId = parseRouteId(useParams().projectId);
  const query = useMyInvitations('accepted');
  const engaged = (query.data?.pages.flatMap((page) => page.data) ?? []).find(
    (item) => item.project.id === projectId && item.membership !== null,
  );
  usePageTitle(engaged ? `Timesheet: ${engaged.project.name}` : 'Timesheet');
  if (query.isPending) {
    return (
      <main id="main" className={styles.page}>
        <Spinner label="Loading your projects" />
      </main>
    );
  }
  if (!engaged?.membership) {
    return (
      <main id="main" className={styles.page}>
        <h1>Timesheet</h1>
        <p className={styles.lead} role={query.isError ? 'alert' : undefined}>
          {query.isError ? 'We could not load your projects.' : 'You are not in this project’s squad.'}
        </p>
        <ButtonLink to={paths.contractor.projects}>Back to My projects</ButtonLink>
      </main>
    );
  }
  const { membership } = engaged;
  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1>Timesheet: {engaged.project.name}</h1>
        <p className={styles.lead}>
          Log your hours each week and submit them to the client. You committed {engaged.hoursPerWeek} hours a week.
        </p>
      </header>
      <ExpertTimesheet
        engagement={{
          projectId: engaged.project.id,
          memberId: membership.id,
          hoursPerWeek: engaged.hoursPerWeek,
          joinedAt: membership.joinedAt,
          endedAt: membership.endedAt,
        }}
      />
      <BillingMissingBanner side="expert" />
      <LazySection label="Loading your invoices">
        <ExpertInvoices projectId={engaged.project.id} />
      </LazySection>
    </main>
  );
}
