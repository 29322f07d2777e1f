import { useParams, useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { parseRouteId } from '../../../lib/route-id';
import { useProject, type ProjectState } from '../../../features/projects/api/get-project';
import { BackToDashboard } from '../../../features/projects/components/back-to-dashboard';
import { ProjectForm } from '../../../features/projects/components/project-form';
import { usePageTitle } from '../../use-page-title';
import pageStyles from '../area-page.module.css';
import styles from './create-project.module.css';

/**
 * Edit a brief (`/client/projects/:id/edit`, docs/product.md#client-area): the create form, filled with
 * the project; Save stays disabled until something changed, leaving with unsaved changes asks first,
 * and a save opens the summary in place of the form. A completed project's brief cannot change.
 */
export function Component() {
  usePageTitle('Edit your project');
  const id = parseRouteId(useParams().id);
  const navigate = useNavigate();
  const query = useProject(id ?? 0, undefined);
  const project = id === null ? undefined : query.data;
  const toSummary = (state?: ProjectState) =>
    void navigate(paths.client.project(id ?? 0), { replace: true, ...(state ? { state } : {}) });

  if (id === null || query.isError || project?.status === 'completed') {
    return (
      <main id="main" className={pageStyles.page}>
        <h1>This brief cannot be edited</h1>
        <p className={pageStyles.lead}>
          {project?.status === 'completed'
            ? 'The project is completed; its brief stays as it was.'
            : 'This project does not exist, or it is not one of yours.'}
        </p>
        <ButtonLink to={paths.client.home}>Back to Dashboard</ButtonLink>
      </main>
    );
  }
  return (
    <main id="main" className={`${pageStyles.page} ${styles.column}`}>
      <BackToDashboard />
      {project ? (
        <ProjectForm
          project={project}
          onCancel={() => toSummary()}
          onCreated={(saved) => toSummary({ project: saved })}
        />
      ) : (
        <Spinner label="Loading the project" />
      )}
    </main>
  );
}
