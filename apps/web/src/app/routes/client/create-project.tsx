import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { meQueryKey } from '../../../lib/get-me';
import { BackToDashboard } from '../../../features/projects/components/back-to-dashboard';
import { ProjectForm } from '../../../features/projects/components/project-form';
import type { ProjectState } from '../../../features/projects/api/get-project';
import { usePageTitle } from '../../use-page-title';
import { useGoBack } from '../../../lib/use-go-back';
import pageStyles from '../area-page.module.css';
import styles from './create-project.module.css';

/**
 * Create project (docs/product.md#client-area, docs/product.md#states-and-flows): one `POST /projects` (the server adds the project to the profile),
 * then the signed-in user is refreshed and the summary opens in place of the form, so Back from the
 * summary returns to where the client came from.
 */
export function Component() {
  usePageTitle('Create your project');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const goBack = useGoBack(paths.client.home);

  return (
    <main id="main" className={`${pageStyles.page} ${styles.column}`}>
      <BackToDashboard />
      <ProjectForm
        onCancel={goBack}
        onCreated={(project) => {
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
          void navigate(paths.client.project(project.id), {
            replace: true,
            state: { project, isNew: true } satisfies ProjectState,
          });
        }}
      />
    </main>
  );
}
