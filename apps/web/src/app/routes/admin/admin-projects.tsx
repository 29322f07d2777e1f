import { ADMIN_SEARCH_MAX, ProjectStatuses, RESPONSE_PROMISE_DAYS } from '@fractional/contract';
import { useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/select';
import { useAdminProjects } from '../../../features/admin/api/get-admin-projects';
import { AdminList } from '../../../features/admin/components/admin-list';
import { ProjectQueue } from '../../../features/admin/components/project-queue';
import { useUrlFilters } from '../../../features/admin/hooks/use-url-filters';
import { oneOf } from '../../../lib/use-search-params-writer';
import { ProjectSearch } from '../../../features/projects/components/project-search';
import pageStyles from '../area-page.module.css';
import panel from '../../../features/admin/components/admin-page.module.css';
import { usePageTitle } from '../../use-page-title';

/** `/admin`: the projects queue, so nobody waits past the promise of 3 working days (docs/product.md#admin-console). */
export function Component() {
  usePageTitle('Projects queue');
  const { params, page, setFilter, setPage } = useUrlFilters();
  const status = oneOf(ProjectStatuses.values, params.get('status'));
  const search = params.get('q')?.trim() ?? '';
  const isWaitingOnly = params.get('waiting') === 'true';
  const query = useAdminProjects({ search: search || undefined, status, waiting: isWaitingOnly, page });
  // One "now" per visit to the page: every row's clock reads the same instant.
  const [now] = useState(() => new Date());

  return (
    <main id="main" className={pageStyles.page}>
      <header>
        <h1>Projects queue</h1>
        <p className={pageStyles.lead}>
          Oldest first. We promise clients an answer within {RESPONSE_PROMISE_DAYS} working days: a project still
          waiting for its first invitation turns red after that.
        </p>
      </header>
      <section className={panel.panel} aria-label="Projects">
        <div className={panel.toolbar}>
          <div className={panel.grow}>
            <ProjectSearch
              value={search}
              onSearch={(value) => setFilter('q', value)}
              label="Search projects, clients or organisations"
              maxLength={ADMIN_SEARCH_MAX}
            />
          </div>
          <Select
            name="status"
            label="Status"
            placeholder="All statuses"
            options={ProjectStatuses.options}
            value={status ?? null}
            onChange={(value) => setFilter('status', value)}
          />
          <div className={panel.check}>
            <Checkbox
              name="waiting"
              label="Waiting only (nobody invited yet)"
              value={isWaitingOnly}
              onChange={(value) => setFilter('waiting', value ? 'true' : null)}
            />
          </div>
        </div>
        <AdminList
          query={query}
          noun="projects"
          emptyText={
            search
              ? `No project, client or organisation matches “${search}”${isWaitingOnly || status ? ' with these filters' : ''}.`
              : isWaitingOnly
                ? 'No project is waiting: every client has heard from us.'
                : 'No projects match.'
          }
          page={page}
          onPage={setPage}
        >
          {(projects) => <ProjectQueue projects={projects} now={now} />}
        </AdminList>
      </section>
    </main>
  );
}
