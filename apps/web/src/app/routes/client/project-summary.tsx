import { ProjectSchema, ProjectStatuses, RESPONSE_PROMISE_DAYS, type Project } from '@fractional/contract';
import { useLocation, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { parseRouteId } from '../../../lib/route-id';
import { RecommendedExperts } from '../../../features/matching/components/recommended-experts';
import { useProject } from '../../../features/projects/api/get-project';
import { BackToDashboard } from '../../../features/projects/components/back-to-dashboard';
import { NewsletterPromo } from '../../../features/projects/components/newsletter-promo';
import { ProjectDetailsCard } from '../../../features/projects/components/project-details-card';
import { CompleteProjectAction } from '../../../features/squads/components/complete-project-action';
import { InviteAction } from '../../../features/squads/components/invite-action';
import { ProjectInvitations } from '../../../features/squads/components/project-invitations';
import { ProjectSquad } from '../../../features/squads/components/project-squad';
import { ProjectTimesheets } from '../../../features/timesheets/components/project-timesheets';
import { usePageTitle } from '../../use-page-title';
import pageStyles from '../area-page.module.css';
import styles from './project-summary.module.css';

/** The project the dashboard or the form passed in navigation state, when it is this one. */
function projectFromState(state: unknown, id: number): Project | undefined {
  const parsed = ProjectSchema.safeParse((state as { project?: unknown } | null)?.project);
  return parsed.success && parsed.data.id === id ? parsed.data : undefined;
}

function NotFound() {
  usePageTitle('Project not found');
  return (
    <main id="main" className={`${pageStyles.page} ${styles.notFound}`}>
      <h1>Project not found</h1>
      <p className={pageStyles.lead}>This project does not exist, or it is not one of yours.</p>
      <ButtonLink to={paths.client.home}>Back to Dashboard</ButtonLink>
    </main>
  );
}

/** The line under the heading: the promise in docs/product.md#client-area until a squad forms, then where the project stands. */
function leadText(project: Project): string {
  if (project.status === 'completed') return 'This project is completed: its squad has ended.';
  if (project.status === 'active') return 'Your squad is at work. Invite more experts whenever the project needs them.';
  return `Thank you for creating your project! We will get back to you within ${RESPONSE_PROMISE_DAYS} working days.`;
}

function Summary({ project }: { project: Project }) {
  usePageTitle(`Project created: ${project.name}`);
  const isClosed = project.status === 'completed';
  return (
    <main id="main" className={pageStyles.page}>
      <BackToDashboard />
      <header className={styles.header}>
        <h1 className={styles.heading}>Project created: {project.name}</h1>
        <div className={styles.statusLine}>
          <Badge tone={project.status === 'active' ? 'brand' : 'neutral'}>
            <span className="visually-hidden">Status: </span>
            {ProjectStatuses.labels[project.status]}
          </Badge>
          <p className={pageStyles.lead}>{leadText(project)}</p>
        </div>
        {isClosed ? null : (
          <div className={styles.headerAction}>
            <CompleteProjectAction projectId={project.id} projectName={project.name} />
          </div>
        )}
      </header>
      <NewsletterPromo />
      <ProjectSquad projectId={project.id} />
      {/* Spend and Invoices join here, next to the hours they add up. */}
      <ProjectTimesheets projectId={project.id} />
      <ProjectInvitations projectId={project.id} isClosed={isClosed} />
      <ProjectDetailsCard project={project} />
      {isClosed ? null : (
        <RecommendedExperts
          projectId={project.id}
          renderAction={(match) => (
            <InviteAction projectId={project.id} defaultHours={project.hoursPerWeek} match={match} />
          )}
        />
      )}
    </main>
  );
}

function LoadedSummary({ id }: { id: number }) {
  const state: unknown = useLocation().state;
  const query = useProject(id, projectFromState(state, id));
  if (query.data) return <Summary project={query.data} />;
  const error = query.error;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return <NotFound />;
  if (error) {
    return (
      <main id="main" className={`${pageStyles.page} ${styles.notFound}`}>
        <h1>Project summary</h1>
        <p role="alert">We could not load this project.</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </main>
    );
  }
  return (
    <main id="main" className={`${pageStyles.page} ${styles.notFound}`}>
      <Spinner label="Loading the project" />
    </main>
  );
}

/**
 * The project summary (docs/product.md#client-area): from navigation state at once, else loaded by id (a reload, a
 * shared link); an id that is not a number, not a project or not the client's shows "Project not found".
 */
export function Component() {
  const id = parseRouteId(useParams().id);
  return id === null ? <NotFound /> : <LoadedSummary id={id} />;
}
