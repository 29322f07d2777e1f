import { ADMIN_SEARCH_MAX, VettingStatuses, type AdminExpert } from '@fractional/contract';
import { useState } from 'react';
import { Select } from '../../../components/ui/select';
import { useAdminExperts } from '../../../features/admin/api/get-admin-experts';
import { AdminList } from '../../../features/admin/components/admin-list';
import panel from '../../../features/admin/components/admin-page.module.css';
import { ExpertVettingCard } from '../../../features/admin/components/expert-vetting-card';
import { VettingDialog, type VettingChoice } from '../../../features/admin/components/vetting-dialog';
import { useUrlFilters } from '../../../features/admin/hooks/use-url-filters';
import { oneOf } from '../../../lib/use-search-params-writer';
import { expertName } from '../../../lib/expert-display';
import { ProjectSearch } from '../../../features/projects/components/project-search';
import { usePageTitle } from '../../use-page-title';
import pageStyles from '../area-page.module.css';
import styles from './admin-experts.module.css';

const ALL = 'all';

/** `/admin/experts`: experts to vet, pending first by default; approve or reject with a note (docs/product.md#admin-console). */
export function Component() {
  usePageTitle('Experts to vet');
  const { params, page, setFilter, setPage } = useUrlFilters();
  const raw = params.get('vetting');
  // No choice in the URL: the experts still to vet. "All" is a choice of its own.
  const vetting = raw === ALL ? undefined : (oneOf(VettingStatuses.values, raw) ?? 'pending');
  const search = params.get('q')?.trim() ?? '';
  const query = useAdminExperts({ vetting, search: search || undefined, page });
  const [deciding, setDeciding] = useState<{ expert: AdminExpert; choice: VettingChoice } | null>(null);

  return (
    <main id="main" className={pageStyles.page}>
      <header>
        <h1>Experts to vet</h1>
        <p className={pageStyles.lead}>
          Approved experts carry the Vetted badge and rank a little higher; rejected experts are never matched.
        </p>
      </header>
      <section className={panel.panel} aria-label="Experts">
        <div className={panel.toolbar}>
          <div className={panel.grow}>
            <ProjectSearch
              value={search}
              onSearch={(value) => setFilter('q', value)}
              label="Search experts by name or e-mail"
              maxLength={ADMIN_SEARCH_MAX}
            />
          </div>
          <Select
            name="vetting"
            label="Vetting"
            placeholder="All experts"
            options={VettingStatuses.options}
            value={vetting ?? null}
            onChange={(value) => setFilter('vetting', value ?? ALL)}
          />
        </div>
        <AdminList
          query={query}
          noun="experts"
          emptyText={vetting === 'pending' && !search ? 'Nobody is waiting to be vetted.' : 'No experts match.'}
          page={page}
          onPage={setPage}
        >
          {(experts) => (
            <ul className={styles.grid}>
              {experts.map((expert) => (
                <li key={expert.profileId}>
                  <ExpertVettingCard
                    expert={expert}
                    onDecide={(item, choice) => setDeciding({ expert: item, choice })}
                  />
                </li>
              ))}
            </ul>
          )}
        </AdminList>
      </section>
      {deciding ? (
        <VettingDialog
          profileId={deciding.expert.profileId}
          expertName={expertName(deciding.expert)}
          choice={deciding.choice}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </main>
  );
}
