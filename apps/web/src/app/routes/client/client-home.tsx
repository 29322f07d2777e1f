import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/get-me';
import { StatsSection } from '../../../features/dashboard/components/stats-section';
import { ProjectsOverview } from '../../../features/projects/components/projects-overview';
import { usePageTitle } from '../../use-page-title';
import { LivePanels } from '../live-panels';
import pageStyles from '../area-page.module.css';
import styles from './client-home.module.css';

/** The client dashboard (Client home in docs/product.md#client-area). */
export function Component() {
  usePageTitle('Dashboard');
  const { data: user } = useMe();
  return (
    <main id="main" className={pageStyles.page}>
      <header className={styles.welcome}>
        <div className={styles.greeting}>
          <h1>Kia ora, {user?.firstName}!</h1>
          <p className={pageStyles.lead}>You can start by creating a new project.</p>
        </div>
        <div className={styles.actions}>
          <ButtonLink to={paths.client.createProject}>Create a project</ButtonLink>
          <ButtonLink to={paths.client.profile} variant="secondary">
            View my profile
          </ButtonLink>
        </div>
      </header>
      <StatsSection />
      <LivePanels area={paths.client} />
      <ProjectsOverview />
    </main>
  );
}
