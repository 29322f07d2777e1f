import type { ExpertCard } from '@fractional/contract';
import { useState } from 'react';
import { LoadingOverlay } from '../../../components/ui/spinner';
import { useMe } from '../../../lib/get-me';
import { UnverifiedClientNotice } from '../../../features/account/components/unverified-client-notice';
import { ExpertSearch } from '../../../features/discovery/components/expert-search';
import { ExpertProfileDialog } from '../../../features/matching/components/expert-profile-dialog';
import { useUsualCurrency } from '../../../features/projects/api/get-open-projects';
import { ProfileReviews } from '../../../features/reviews/components/profile-reviews';
import { usePageTitle } from '../../use-page-title';
import { FindExpertActions } from './find-experts-actions';
import pageStyles from '../area-page.module.css';

/** The search for a verified client: rates in their usual currency unless the URL names one. */
function VerifiedSearch() {
  const usualCurrency = useUsualCurrency();
  const [open, setOpen] = useState<ExpertCard | null>(null);
  return (
    <>
      <ExpertSearch
        usualCurrency={usualCurrency}
        onOpen={setOpen}
        renderAction={(hit) => <FindExpertActions hit={hit} />}
      />
      {open ? (
        <ExpertProfileDialog expert={open} onClose={() => setOpen(null)}>
          <ProfileReviews profileId={open.profileId} />
        </ExpertProfileDialog>
      ) : null}
    </>
  );
}

/**
 * `/client/experts` (docs/product.md#client-area, Find experts; docs/discovery.md): search the listed experts by
 * words and filters, the whole query in the URL; shortlist or invite one to a project. Verified clients only.
 */
export function Component() {
  usePageTitle('Find experts');
  const { data: user } = useMe();
  if (!user) return <LoadingOverlay />;
  return (
    <main id="main" className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1>Find experts</h1>
        <p className={pageStyles.lead}>
          Search every listed expert by what they do, then shortlist or invite them to one of your projects.
        </p>
      </header>
      {user.emailVerifiedAt ? <VerifiedSearch /> : <UnverifiedClientNotice what="search experts" />}
    </main>
  );
}
