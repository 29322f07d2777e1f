import { PAGE_SIZE, ProjectStatuses, type Project } from '@fractional/contract';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import type { ProjectState } from '../api/get-project';
import { useProjectCount, useProjects } from '../api/get-projects';
import { toListParams, useProjectListView, type ProjectListView } from '../hooks/use-project-list-view';
import { formatProjectCount, formatShownCount } from '../project-display';
import { ProjectPagination } from './project-pagination';
import { ProjectSearch } from './project-search';
import { ProjectTable } from './project-table';
import { ProjectTabs, tabIdOf } from './project-tabs';
import styles from './projects-overview.module.css';

function noMatchText(view: ProjectListView): string {
  if (view.search) return `No projects match “${view.search}”.`;
  if (view.status !== 'all') return `No ${ProjectStatuses.labels[view.status].toLowerCase()} projects.`;
  return 'No projects on this page.';
}

/**
 * The header's count: always the client's total (docs/product.md#client-area), and how many are shown when a tab or
 * search leaves fewer ("3 of 12 shown").
 */
function countText(view: ProjectListView, total: number | undefined, shown: number | undefined): string | null {
  if (total === undefined) return null;
  const isFiltered = view.status !== 'all' || view.search !== '';
  return isFiltered && shown !== undefined && shown !== total
    ? formatShownCount(shown, total)
    : formatProjectCount(total);
}

/**
 * The dashboard's projects (docs/product.md#client-area): count, status tabs, search, the sortable table (50 a page,
 * from the server, so a client with thousands stays fast) and its pages; "No projects yet" for none.
 */
export function ProjectsOverview() {
  const navigate = useNavigate();
  const { view, setStatus, setSearch, setPage, toggleSort } = useProjectListView();
  const projectCount = useProjectCount();
  const list = useProjects(toListParams(view));
  const headingId = useId();
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const sectionRef = useRef<HTMLElement>(null);
  const page = list.data;
  const total = projectCount.data;
  const isEmpty = total === 0;

  // A page past the end (an old link, fewer projects now): show the last one instead.
  const lastPage = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;
  const isPastEnd = !list.isPlaceholderData && page !== undefined && view.page > lastPage;
  useEffect(() => {
    if (isPastEnd) setPage(lastPage);
  }, [isPastEnd, lastPage, setPage]);

  const onPage = (next: number) => {
    setPage(next);
    const top = sectionRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) sectionRef.current?.scrollIntoView({ block: 'start' });
  };
  const onOpen = (project: Project) =>
    void navigate(paths.client.project(project.id), { state: { project } satisfies ProjectState });

  let content;
  if (list.isError && !page) {
    content = (
      <div className={styles.message} role="alert">
        <p>We could not load your projects.</p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (!page) {
    content = (
      <div className={styles.message}>
        <Spinner label="Loading projects" />
      </div>
    );
  } else if (page.data.length === 0) {
    content = <p className={styles.message}>{noMatchText(view)}</p>;
  } else {
    content = (
      <>
        <ProjectTable
          projects={page.data}
          sort={view.sort}
          onSort={toggleSort}
          onOpen={onOpen}
          isBusy={list.isPlaceholderData}
          caption="Your projects"
        />
        <p className={styles.footnote}>* Productivity score</p>
        <ProjectPagination page={view.page} pageSize={PAGE_SIZE} total={page.total} onPage={onPage} />
      </>
    );
  }

  return (
    <section ref={sectionRef} className={styles.overview} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId}>Projects</h2>
        <p className={styles.count} aria-live="polite">
          {countText(view, total, page?.total)}
        </p>
      </header>
      {isEmpty ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No projects yet</p>
          <ButtonLink to={paths.client.createProject}>Create a project</ButtonLink>
        </div>
      ) : (
        <>
          <div className={styles.toolbar}>
            <ProjectTabs value={view.status} onChange={setStatus} idPrefix={idPrefix} panelId={panelId} />
            <ProjectSearch value={view.search} onSearch={setSearch} />
          </div>
          <div
            id={panelId}
            role="tabpanel"
            aria-labelledby={tabIdOf(idPrefix, view.status)}
            aria-busy={list.isFetching || undefined}
            className={styles.panel}
          >
            {content}
          </div>
        </>
      )}
    </section>
  );
}
