import { mondayOf } from '@fractional/contract';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { parseRouteId } from '../../../lib/route-id';
import { CheckInForm } from '../../../features/engagements/components/check-in-form';
import { CheckInTimeline } from '../../../features/engagements/components/check-ins';
import { ProductivityCard } from '../../../features/engagements/components/productivity-card';
import { ProjectOutcomes } from '../../../features/engagements/components/project-outcomes';
import { today, weekLabel } from '../../../features/engagements/engagement-display';
import { useProjectBrief } from '../../../features/squads/api/get-project-brief';
import { usePageTitle } from '../../use-page-title';
import styles from '../area-page.module.css';

/** "Kauri rollout · Week of 23 Nov 2026": which project and week the check-in is for. */
function CheckInFor({ projectId }: { projectId: number }) {
  const brief = useProjectBrief(projectId);
  const week = weekLabel(mondayOf(today()));
  return <p className={styles.lead}>{brief.data ? `${brief.data.name} · ${week}` : week}</p>;
}

/**
 * `/member/contractor/engagements/:id` (docs/engagements.md): a squad member's minimal engagement page —
 * which project and week it is for, this week's check-in, the outcomes it reports on, the check-ins
 * and their ratings.
 */
export function Component() {
  usePageTitle('Weekly check-in');
  const id = parseRouteId(useParams().id);
  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1>Weekly check-in</h1>
        {id === null ? null : <CheckInFor projectId={id} />}
        <p className={styles.lead}>What moved this week, the progress of each outcome, and any risks.</p>
      </header>
      {id === null ? (
        <>
          <p role="alert">This engagement does not exist.</p>
          <ButtonLink to={paths.contractor.projects}>Back to My projects</ButtonLink>
        </>
      ) : (
        <>
          <CheckInForm projectId={id} />
          <ProjectOutcomes projectId={id} canEdit={false} />
          <CheckInTimeline projectId={id} canRate={false} />
          <ProductivityCard projectId={id} />
        </>
      )}
    </main>
  );
}
