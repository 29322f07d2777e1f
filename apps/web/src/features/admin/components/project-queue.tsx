import { ProjectStatuses, type AdminProject } from '@fractional/contract';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatDate, personName, waitingClock } from '../admin-display';
import table from './admin-table.module.css';
import styles from './project-queue.module.css';

interface ProjectQueueProps {
  projects: readonly AdminProject[];
  /** The clock's "now", passed in so every row reads the same instant. */
  now: Date;
}

/**
 * The projects queue (docs/product.md#admin-console): project, client and organisation, status, invitations and the
 * working-days clock since creation (red once a waiting project is past 3 working days); oldest first.
 */
export function ProjectQueue({ projects, now }: ProjectQueueProps) {
  return (
    <table className={table.table}>
      <caption className="visually-hidden">Projects, oldest first</caption>
      <thead>
        <tr>
          <th scope="col">Project</th>
          <th scope="col">Client</th>
          <th scope="col">Status</th>
          <th scope="col">Invitations</th>
          <th scope="col">Since creation</th>
          <th scope="col" className={table.actions}>
            <span className="visually-hidden">Open</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {projects.map((project) => {
          const isWaiting = project.waitingSince !== null;
          const clock = waitingClock(project.createdAt, isWaiting, now);
          return (
            <tr key={project.id}>
              <th scope="row">
                <span className={table.stack}>
                  <span className={table.strong}>{project.name}</span>
                  <span className={table.muted}>Created {formatDate(project.createdAt)}</span>
                </span>
              </th>
              <td data-label="Client">
                <span className={table.stack}>
                  <span>{personName(project.client)}</span>
                  <span className={table.muted}>{project.client.orgName ?? 'No organisation'}</span>
                </span>
              </td>
              <td data-label="Status">{ProjectStatuses.labels[project.status]}</td>
              <td data-label="Invitations" className={table.number}>
                {project.invitationsCount === 0 ? 'None yet' : project.invitationsCount}
              </td>
              <td data-label="Since creation" className={table.wide}>
                <span className={clock.isOverdue ? styles.overdue : isWaiting ? styles.waiting : styles.answered}>
                  {clock.text}
                  {clock.isOverdue ? <span className={styles.flag}>{'\u00a0· overdue'}</span> : null}
                  {isWaiting ? null : <span className="visually-hidden"> (answered)</span>}
                </span>
              </td>
              <td className={table.actions}>
                <ButtonLink to={paths.admin.project(project.id)} variant="secondary">
                  Open<span className="visually-hidden"> {project.name}</span>
                </ButtonLink>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
