import type { Project } from '@fractional/contract';
import { ButtonLink } from '../../../components/ui/button';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ProjectStatuses } from '@fractional/contract';

interface ProjectChoiceProps {
  projects: readonly Project[];
  isPending: boolean;
  isError: boolean;
  value: number | null;
  onChange: (projectId: number) => void;
  error?: string | null;
}

/**
 * Which of the client's projects (not completed) an action is for, as radios; none yet → a link to create one.
 */
export function ProjectChoice({ projects, isPending, isError, value, onChange, error }: ProjectChoiceProps) {
  if (isPending) return <Spinner size={24} label="Loading your projects" />;
  if (isError) return <p role="alert">We could not load your projects. Close this and try again.</p>;
  if (projects.length === 0) {
    return (
      <div>
        <p>You have no project that is open: create one first, then come back to this expert.</p>
        <ButtonLink to={paths.client.createProject} variant="secondary">
          Create a project
        </ButtonLink>
      </div>
    );
  }
  return (
    <RadioGroup
      name="projectId"
      label="Project"
      options={projects.map((project) => ({
        value: String(project.id),
        label: `${project.name} (${ProjectStatuses.labels[project.status]})`,
      }))}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(Number(id))}
      error={error}
      required
    />
  );
}
