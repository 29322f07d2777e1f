import { ProjectSortKeys, type Project } from '@fractional/contract';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { SortIndicator } from '../../../components/ui/sort-indicator';
import { PROJECT_COLUMN_KEYS, type ProjectColumnKey, type ProjectListView } from '../hooks/use-project-list-view';
import { projectRow } from '../project-display';
import styles from './project-table.module.css';

export interface ProjectTableProps {
  projects: readonly Project[];
  sort: ProjectListView['sort'];
  onSort: (key: ProjectColumnKey) => void;
  onOpen: (project: Project) => void;
  /** The next answer is loading: the rows shown are the previous ones. */
  isBusy?: boolean;
  caption: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The client's projects (docs/product.md#client-area): Project, About, Progress, Budget, Productivity and a Details
 * button per row. Every column sorts (ascending first, toggling). Below 720 px each row is a card
 * and the header becomes a row of sort buttons.
 */
export function ProjectTable({ projects, sort, onSort, onOpen, isBusy = false, caption }: ProjectTableProps) {
  return (
    <table className={styles.table} aria-busy={isBusy || undefined}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {PROJECT_COLUMN_KEYS.map((key) => {
            const direction = sort?.key === key ? sort.order : null;
            return (
              <th key={key} scope="col" aria-sort={direction ? ARIA_SORT[direction] : undefined}>
                <button type="button" className={styles.sort} onClick={() => onSort(key)}>
                  {ProjectSortKeys.labels[key]}
                  <SortIndicator direction={direction} />
                </button>
              </th>
            );
          })}
          <th scope="col" className={styles.actionsHead}>
            <span className="visually-hidden">Details</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {projects.map((project) => {
          const row = projectRow(project);
          return (
            <tr key={project.id}>
              <th scope="row" className={styles.projectCell}>
                <span className={styles.project}>
                  <span className={styles.logo} aria-hidden="true">
                    {row.initials}
                  </span>
                  <span className={styles.stack}>
                    <span className={styles.name}>{project.name}</span>
                    <span className={styles.subtitle}>{row.subtitle}</span>
                  </span>
                </span>
              </th>
              <td data-label={ProjectSortKeys.labels.timeline}>
                <span className={styles.stack}>
                  <span>{row.aboutTitle}</span>
                  <span className={styles.subtitle}>{row.aboutSubtitle}</span>
                </span>
              </td>
              <td data-label={ProjectSortKeys.labels.progress}>
                <span className={styles.progress}>
                  <ProgressBar value={row.progress} label={`Progress of ${project.name}`} />
                  <span className={styles.percent}>{row.progress}%</span>
                </span>
              </td>
              <td data-label={ProjectSortKeys.labels.budget} className={styles.number}>
                {row.budget}
              </td>
              <td data-label={ProjectSortKeys.labels.productivity} className={styles.number}>
                {row.productivity}
              </td>
              <td className={styles.actions}>
                <Button variant="secondary" onClick={() => onOpen(project)}>
                  Details<span className="visually-hidden"> of {project.name}</span>
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
