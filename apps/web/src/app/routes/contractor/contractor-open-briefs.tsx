import { DISCOVERY_QUERY_MAX, type OpenBrief } from '@fractional/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/get-me';
import { UnverifiedExpertNotice } from '../../../features/account/components/unverified-expert-notice';
import { useUrlFilters } from '../../../features/admin/hooks/use-url-filters';
import { MatchFactors } from '../../../features/matching/components/match-factors';
import { useOpenBriefs } from '../../../features/open-briefs/api/get-open-briefs';
import {
  ExpressInterestDialog,
  type SuggestedRate,
} from '../../../features/open-briefs/components/express-interest-dialog';
import { OpenBriefCard } from '../../../features/open-briefs/components/open-brief-card';
import { OpenBriefList } from '../../../features/open-briefs/components/open-brief-list';
import { ProjectSearch } from '../../../features/projects/components/project-search';
import { usePageTitle } from '../../use-page-title';
import styles from '../area-page.module.css';
import local from './contractor-open-briefs.module.css';

type Profile = NonNullable<ReturnType<typeof useMe>['data']>['profiles'][number];

/** The expert's own rate to suggest: their lower bound (else upper), in its currency. */
function ownRate(profile: Profile | undefined): SuggestedRate | null {
  const amount = profile?.hourlyRateMin ?? profile?.hourlyRateMax ?? null;
  return profile && amount !== null ? { amount, currency: profile.rateCurrency } : null;
}

/**
 * `/member/contractor/open-briefs?q=&page=` (docs/discovery.md#open-briefs): the briefs other clients opened
 * to every expert, best match first, searchable; Express interest on each (once).
 */
export function Component() {
  usePageTitle('Open briefs');
  const profile = useMe().data?.profiles[0];
  const { params, page, setFilter, setPage } = useUrlFilters();
  const search = params.get('q')?.trim() ?? '';
  const query = useOpenBriefs(search, page);
  const [expressing, setExpressing] = useState<OpenBrief | null>(null);
  const [sent, setSent] = useState<OpenBrief | null>(null);
  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1>Open briefs</h1>
        <p className={styles.lead}>
          Projects whose clients invite any expert who fits to ask to join, best match for you first.
        </p>
      </header>
      <UnverifiedExpertNotice />
      <div role="status" className={local.notice} hidden={!sent}>
        {sent ? (
          <>
            Your interest in “{sent.project.name}” was sent. If the client invites you, it shows in{' '}
            <Link to={paths.contractor.opportunities}>Opportunities</Link>.
          </>
        ) : null}
      </div>
      <div className={local.search}>
        <ProjectSearch
          value={search}
          onSearch={(value) => setFilter('q', value)}
          label="Search open briefs"
          maxLength={DISCOVERY_QUERY_MAX}
        />
      </div>
      <OpenBriefList
        query={query}
        search={search}
        page={page}
        onPage={setPage}
        renderBrief={(brief) => (
          <OpenBriefCard
            brief={brief}
            why={<MatchFactors factors={brief.match.factors} />}
            onExpressInterest={() => {
              setSent(null);
              setExpressing(brief);
            }}
          />
        )}
      />
      {expressing ? (
        <ExpressInterestDialog
          brief={expressing}
          suggestedRate={ownRate(profile)}
          onSent={(brief) => {
            setExpressing(null);
            setSent(brief);
          }}
          onClose={() => setExpressing(null)}
        />
      ) : null}
    </main>
  );
}
