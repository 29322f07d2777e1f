import { MembershipReview } from '../../../features/reviews/components/membership-review';
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
      <MyProjects
        renderPast={(item) => (
          <MembershipReview
            projectId={item.project.id}
            memberId={item.membership.id}
            endedAt={item.endedAt}
            about="client"
            subjectName={item.project.client.orgName ?? 'the client'}
          />
        )}
      />
    </main>
  );
}
