import { MyProjects } from '../../../features/squads/components/my-projects';
import { usePageTitle } from '../../use-page-title';
import styles from '../area-page.module.css';

/** `/member/contractor/projects` (docs/api.md#invitations-and-squads): the squads the expert is in, and was in. */
export function Component() {
  usePageTitle('My projects');
  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1>My projects</h1>
        <p className={styles.lead}>The squads you have joined: your hours, your rate, and since when.</p>
      </header>
      <MyProjects />
    </main>
  );
}
