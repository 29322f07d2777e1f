import { ProjectStatuses, type AdminProject } from '@fractional/contract';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formatDate, personName, waitingClock } from '../../../features/admin/admin-display';
import { useAdminProject } from '../../../features/admin/api/get-admin-project';
import { RecommendedExperts } from '../../../features/matching/components/recommended-experts';
import { ProjectDetailsCard } from '../../../features/projects/components/project-details-card';
import { ProfileReviews } from '../../../features/reviews/components/profile-reviews';
import { ReviewModeration } from '../../../features/reviews/components/review-moderation';
import { InviteAction } from '../../../features/squads/components/invite-action';
import { ProjectInvitations } from '../../../features/squads/components/project-invitations';
import { ApiError } from '../../../lib/api-client';
import { parseRouteId } from '../../../lib/route-id';
import { usePageTitle } from '../../use-page-title';
import pageStyles from '../area-page.module.css';
import styles from './admin-project.module.css';

function Message({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main id="main" className={pageStyles.page}>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

function ProjectView({ project }: { project: AdminProject }) {
  usePageTitle(project.name);
  const [now] = useState(() => new Date());
  const clientName = personName(project.client);
  const isWaiting = project.waitingSince !== null;
  // A completed project invites nobody (docs/api.md#invitations-and-squads), as on the client's summary.
  const isClosed = project.status === 'completed';
  const clock = waitingClock(project.createdAt, isWaiting, now);
  return (
    <main id="main" className={pageStyles.page}>
      <ButtonLink to={paths.admin.root} variant="text" className={styles.back}>
        ← Projects queue
      </ButtonLink>
      <header className={styles.header}>
        <h1>{project.name}</h1>
        <dl className={styles.facts}>
          <div>
            <dt>Client</dt>
            <dd>
              {clientName}
              {project.client.orgName ? ` · ${project.client.orgName}` : ''}
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{ProjectStatuses.labels[project.status]}</dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>{formatDate(project.createdAt)}</dd>
          </div>
          <div>
            <dt>Working days since creation</dt>
            <dd className={clock.isOverdue ? styles.overdue : undefined}>
              {clock.text}
              {clock.isOverdue ? ' · overdue' : ''}
            </dd>
          </div>
        </dl>
      </header>
      <ProjectInvitations projectId={project.id} isClosed={isClosed} />
      <ReviewModeration projectId={project.id} />
      <ProjectDetailsCard project={project} />
      {isClosed ? null : (
        <>
          <p className={styles.onBehalf}>
            Invitations you send here are {clientName}’s, sent by Fractional on their behalf; the expert answers the
            client.
          </p>
          <RecommendedExperts
            projectId={project.id}
            audience="admin"
            renderAction={(match) => (
              <InviteAction
                projectId={project.id}
                defaultHours={project.hoursPerWeek}
                match={match}
                onBehalfOf={{ clientName, orgName: project.client.orgName }}
              />
            )}
            renderProfileExtra={(expert) => <ProfileReviews profileId={expert.profileId} />}
          />
        </>
      )}
    </main>
  );
}

function LoadedProject({ id }: { id: number }) {
  const query = useAdminProject(id);
  if (query.data) return <ProjectView project={query.data} />;
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <Message title="Project not found">
        <p className={pageStyles.lead}>There is no project with this number.</p>
        <ButtonLink to={paths.admin.root}>Back to the queue</ButtonLink>
      </Message>
    );
  }
  if (query.error) {
    return (
      <Message title="Project">
        <p role="alert">We could not load this project.</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Message>
    );
  }
  return (
    <main id="main" className={pageStyles.page}>
      <Spinner label="Loading the project" />
    </main>
  );
}

/**
 * `/admin/projects/:id`: the client and the clock, the invitations so far, the brief, and its ranked
 * matches with Invite on the client's behalf (docs/product.md#admin-console), through the client's own components.
 */
export function Component() {
  const id = parseRouteId(useParams().id);
  if (id === null) {
    return (
      <Message title="Project not found">
        <ButtonLink to={paths.admin.root}>Back to the queue</ButtonLink>
      </Message>
    );
  }
  return <LoadedProject id={id} />;
}
