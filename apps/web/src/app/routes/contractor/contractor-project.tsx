import { ProjectStatuses, type ProjectBrief } from '@fractional/contract';
import { useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/get-me';
import { parseRouteId } from '../../../lib/route-id';
import { ProjectDetailsCard } from '../../../features/projects/components/project-details-card';
import { useProjectBrief } from '../../../features/squads/api/get-project-brief';
import { useProjectSquad } from '../../../features/squads/api/get-project-squad';
import { ProjectSquad } from '../../../features/squads/components/project-squad';
import { usePageTitle } from '../../use-page-title';
import pageStyles from '../area-page.module.css';
import styles from './contractor-project.module.css';

/** "Mere Parata · Kauri Analytics": the client, as a member knows them. */
function clientText({ client }: ProjectBrief): string {
  const person = [client.firstName, client.lastName].filter(Boolean).join(' ');
  return [person, client.orgName].filter(Boolean).join(' · ');
}

function Unavailable({ text, onRetry }: { text: string; onRetry?: () => void }) {
  usePageTitle('Project');
  return (
    <main id="main" className={pageStyles.page}>
      <h1>Project</h1>
      <p role="alert">{text}</p>
      <div className={styles.links}>
        {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
        <ButtonLink variant="secondary" to={paths.contractor.projects}>
          Back to My projects
        </ButtonLink>
      </div>
    </main>
  );
}

/**
 * `/member/contractor/projects/:id` (docs/product.md#contractor-area): a project the expert is, or was, in the
 * squad of, read-only: the brief with its budget as entered, the squad, and the ways to the squad's
 * and the owner's conversations, the timesheet and the check-ins.
 */
export function Component() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <Unavailable text="This project does not exist." />;
  return <ExpertProject projectId={id} />;
}

function ExpertProject({ projectId }: { projectId: number }) {
  const brief = useProjectBrief(projectId);
  if (brief.isPending) {
    return (
      <main id="main" className={pageStyles.page}>
        <Spinner label="Loading the project" />
      </main>
    );
  }
  if (brief.isError) {
    return brief.error instanceof ApiError && brief.error.status === 404 ? (
      <Unavailable text="This project does not exist, or you have not been in its squad." />
    ) : (
      <Unavailable text="We could not load this project." onRetry={() => void brief.refetch()} />
    );
  }
  return <BriefPage brief={brief.data} />;
}

function BriefPage({ brief }: { brief: ProjectBrief }) {
  usePageTitle(brief.name);
  const profileId = useMe().data?.profiles[0]?.id;
  const squad = useProjectSquad(brief.id);
  const mine = squad.data?.pages
    .flatMap((page) => page.data)
    .find((member) => member.expert.profileId === profileId && member.status === 'active');
  const client = clientText(brief);
  return (
    <main id="main" className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1>{brief.name}</h1>
        <div className={pageStyles.statusLine}>
          <Badge tone={brief.status === 'active' ? 'brand' : 'neutral'}>
            <span className="visually-hidden">Status: </span>
            {ProjectStatuses.labels[brief.status]}
          </Badge>
          {client ? <p className={pageStyles.lead}>{client}</p> : null}
        </div>
        <nav className={styles.links} aria-label="This project">
          {brief.squadConversationId === null ? null : (
            <ButtonLink to={paths.contractor.conversation(brief.squadConversationId)}>Squad conversation</ButtonLink>
          )}
          {brief.directConversationId === null ? null : (
            <ButtonLink variant="secondary" to={paths.contractor.conversation(brief.directConversationId)}>
              {brief.client.firstName ? `Message ${brief.client.firstName}` : 'Message the client'}
            </ButtonLink>
          )}
          <ButtonLink variant="secondary" to={paths.contractor.timesheets(brief.id)}>
            Timesheet
          </ButtonLink>
          {mine ? (
            <ButtonLink variant="secondary" to={paths.contractor.engagement(brief.id)}>
              Check-ins and outcomes
            </ButtonLink>
          ) : null}
        </nav>
      </header>
      <ProjectDetailsCard project={brief} isBudgetAsEntered />
      <ProjectSquad projectId={brief.id} isProjectSide={false} ownProfileId={profileId} />
    </main>
  );
}
