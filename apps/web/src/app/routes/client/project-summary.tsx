import {
  ProjectSchema,
  ProjectStatuses,
  RESPONSE_PROMISE_DAYS,
  type ExpertCard,
  type Project,
} from '@fractional/contract';
import { lazy, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { parseRouteId } from '../../../lib/route-id';
import { BillingMissingBanner } from '../../../features/billing/components/billing-missing-banner';
import { RecommendedExperts } from '../../../features/matching/components/recommended-experts';
import { useProject, type ProjectState } from '../../../features/projects/api/get-project';
import { BackToDashboard } from '../../../features/projects/components/back-to-dashboard';
import { NewsletterPromo } from '../../../features/projects/components/newsletter-promo';
import { ProjectDetailsCard } from '../../../features/projects/components/project-details-card';
import { CheckInTimeline } from '../../../features/engagements/components/check-ins';
import { ProductivityCard } from '../../../features/engagements/components/productivity-card';
import { ProjectOutcomes } from '../../../features/engagements/components/project-outcomes';
import { CompleteProjectAction } from '../../../features/squads/components/complete-project-action';
import { InviteAction } from '../../../features/squads/components/invite-action';
import { ProjectInvitations } from '../../../features/squads/components/project-invitations';
import { ProjectSquad } from '../../../features/squads/components/project-squad';
import { useProjectSquad } from '../../../features/squads/api/get-project-squad';
import { MembershipReview } from '../../../features/reviews/components/membership-review';
import { ProfileReviews } from '../../../features/reviews/components/profile-reviews';
import { ProjectTimesheets } from '../../../features/timesheets/components/project-timesheets';
import { expertName } from '../../../lib/expert-display';
import { usePageTitle } from '../../use-page-title';
import { LazySection } from '../lazy-section';
import { ProjectSectionNav } from '../../../features/projects/components/project-section-nav';
import {
  parseProjectSection,
  PROJECT_SECTIONS,
  type ProjectSection,
} from '../../../features/projects/project-sections';
import { NotStartedSection, ProjectConversations, ProjectMemberReviews } from './project-sections';
import { ProjectInterest, useHasInterest } from './project-interest';
import { ProjectShortlist } from './project-shortlist';
import pageStyles from '../area-page.module.css';
import styles from './project-summary.module.css';

// Loaded once a squad has formed: the chart and the invoice table stay out of the page's first chunk.
const SpendPanel = lazy(() => import('../../../features/invoices/components/spend-panel'));
const ProjectInvoices = lazy(() => import('../../../features/invoices/components/project-invoices'));

/** The project the dashboard or the form passed in navigation state, when it is this one. */
function projectFromState(state: unknown, id: number): Project | undefined {
  const parsed = ProjectSchema.safeParse((state as { project?: unknown } | null)?.project);
  return parsed.success && parsed.data.id === id ? parsed.data : undefined;
}

/**
 * Whether the create-project form just made this project. Read once: the history entry then loses the
 * flag, so a reload or a later visit is headed with the project's name alone.
 */
function useIsJustCreated(id: number): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as Partial<ProjectState> | null;
  const [isNew] = useState(() => state?.isNew === true && state.project?.id === id);
  useEffect(() => {
    if (state?.isNew) void navigate(location.pathname, { replace: true, state: { ...state, isNew: false } });
  }, [state, navigate, location.pathname]);
  return isNew;
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

/**
 * The line under the heading (docs/product.md#client-area): the promise until a squad forms, then where
 * the project stands, from the project and its squad as they are now (`activeMembers` null while the
 * squad loads).
 */
function leadText(project: Project, activeMembers: number | null): string {
  if (project.status === 'completed') return 'This project is completed: its squad has ended.';
  if (project.status === 'active' && activeMembers === 0) {
    return 'Nobody is in the squad right now. Invite experts to carry the project on.';
  }
  if (project.status === 'active') return 'Your squad is at work. Invite more experts whenever the project needs them.';
  return `Thank you for creating your project! We will get back to you within ${RESPONSE_PROMISE_DAYS} working days.`;
}

function Recommendations({ project }: { project: Project }) {
  return (
    <RecommendedExperts
      projectId={project.id}
      renderAction={(match) => (
        <InviteAction projectId={project.id} defaultHours={project.hoursPerWeek} match={match} />
      )}
      renderProfileExtra={profileReviews}
    />
  );
}

const profileReviews = (expert: ExpertCard) => <ProfileReviews profileId={expert.profileId} />;

/**
 * The visible section's cards (docs/product.md#client-area): only they mount, so only their data loads. The
 * newsletter promo sits at the foot of the overview until the project is under way.
 */
function SectionContent({ project, section }: { project: Project; section: ProjectSection }) {
  const isClosed = project.status === 'completed';
  const isStarted = project.status !== 'not_started';
  switch (section) {
    case 'overview':
      // Until a squad forms, finding it is the work: the recommendations and invitations come first.
      return isStarted ? (
        <>
          <ProductivityCard projectId={project.id} />
          <ProjectDetailsCard project={project} visibility={project.visibility} />
        </>
      ) : (
        <>
          <ProjectDetailsCard project={project} visibility={project.visibility} />
          <Recommendations project={project} />
          <ProjectInvitations projectId={project.id} isClosed={isClosed} />
          <NewsletterPromo />
        </>
      );
    case 'squad':
      return (
        <>
          <ProjectSquad
            projectId={project.id}
            renderEnded={(member) => (
              <MembershipReview
                projectId={project.id}
                memberId={member.id}
                endedAt={member.endedAt}
                about="expert"
                subjectName={expertName(member.expert)}
              />
            )}
          />
          <ProjectInvitations projectId={project.id} isClosed={isClosed} />
          {isClosed ? null : <Recommendations project={project} />}
        </>
      );
    case 'shortlist':
      return <ProjectShortlist project={project} renderProfileExtra={profileReviews} />;
    case 'interest':
      return <ProjectInterest project={project} renderProfileExtra={profileReviews} />;
    case 'timesheets':
      return <ProjectTimesheets projectId={project.id} />;
    case 'spend':
      return isStarted ? (
        <LazySection label="Loading the spend">
          <SpendPanel projectId={project.id} />
        </LazySection>
      ) : (
        <NotStartedSection title="Spend" text="Spend shows here once a squad has formed and logs its hours." />
      );
    case 'invoices':
      return isStarted ? (
        <>
          <BillingMissingBanner side="client" />
          <LazySection label="Loading the invoices">
            <InvoicesSection projectId={project.id} />
          </LazySection>
        </>
      ) : (
        <NotStartedSection title="Invoices" text="Invoices show here once the squad's hours are approved." />
      );
    case 'outcomes':
      return <ProjectOutcomes projectId={project.id} canEdit={!isClosed} viewer="client" />;
    case 'check-ins':
      return isStarted ? (
        <CheckInTimeline projectId={project.id} canRate />
      ) : (
        <NotStartedSection title="Check-ins" text="The squad's weekly check-ins show here once it has formed." />
      );
    case 'reviews':
      return <ProjectMemberReviews projectId={project.id} />;
    case 'messages':
      return <ProjectConversations projectId={project.id} />;
  }
}

/** The Invoices section, told the squad's names for the members an invoice run leaves out. */
function InvoicesSection({ projectId }: { projectId: number }) {
  const squad = useProjectSquad(projectId);
  const names = new Map(
    (squad.data?.pages ?? []).flatMap((page) =>
      page.data.map((member) => [member.id, expertName(member.expert)] as const),
    ),
  );
  return <ProjectInvoices projectId={projectId} memberName={(memberId) => names.get(memberId)} />;
}

function Summary({ project, isNew, section }: { project: Project; isNew: boolean; section: ProjectSection }) {
  const heading = isNew ? `Project created: ${project.name}` : project.name;
  const sectionLabel = PROJECT_SECTIONS.find((item) => item.slug === section)?.label;
  usePageTitle(section === 'overview' ? heading : `${sectionLabel} · ${heading}`);
  const squad = useProjectSquad(project.id);
  const activeMembers = squad.data
    ? squad.data.pages.flatMap((page) => page.data).filter((member) => member.status === 'active').length
    : null;
  const isClosed = project.status === 'completed';
  const hasInterest = useHasInterest(project);
  return (
    <main id="main" className={`${pageStyles.page} ${styles.page}`}>
      <BackToDashboard />
      <header className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
        <div className={`${pageStyles.statusLine} ${styles.statusLine}`}>
          <Badge tone={project.status === 'active' ? 'brand' : 'neutral'}>
            <span className="visually-hidden">Status: </span>
            {ProjectStatuses.labels[project.status]}
          </Badge>
          <p className={pageStyles.lead}>{leadText(project, activeMembers)}</p>
        </div>
        {isClosed ? null : (
          <div className={styles.headerAction}>
            <ButtonLink variant="secondary" to={paths.client.editProject(project.id)}>
              Edit brief
            </ButtonLink>
            <CompleteProjectAction projectId={project.id} projectName={project.name} />
          </div>
        )}
      </header>
      <ProjectSectionNav projectId={project.id} current={section} hidden={hasInterest ? [] : ['interest']} />
      <SectionContent project={project} section={section} />
    </main>
  );
}

function LoadedSummary({ id, section }: { id: number; section: ProjectSection }) {
  const state: unknown = useLocation().state;
  const query = useProject(id, projectFromState(state, id));
  const isNew = useIsJustCreated(id);
  if (query.data) return <Summary project={query.data} isNew={isNew} section={section} />;
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
    <main id="main" className={`${pageStyles.page} ${styles.page} ${styles.notFound}`}>
      <Spinner label="Loading the project" />
    </main>
  );
}

/**
 * The project summary (docs/product.md#client-area): from navigation state at once, else loaded by id (a reload, a
 * shared link); an id that is not a number, not a project or not the client's shows "Project not found".
 */
export function Component() {
  const params = useParams();
  const id = parseRouteId(params.id);
  const section = parseProjectSection(params.section);
  return id === null || section === null ? <NotFound /> : <LoadedSummary id={id} section={section} />;
}
