import { zodResolver } from '@hookform/resolvers/zod';
import type { Project, ProjectCreate } from '@fractional/contract';
import { useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormFrame } from '../../../components/ui/form-frame';
import { ApiError, UNEXPECTED_ERROR } from '../../../lib/api-client';
import { formIssueMessage, friendlyServerMessage, invalidSubmitMessage } from '../../../lib/form-messages';
import { useCreateProject } from '../api/create-project';
import { useUpdateProject } from '../api/update-project';
import {
  projectFormDefaults,
  projectFormSchema,
  projectFormValues,
  type ProjectFormField,
  type ProjectFormInput,
} from '../project-form-schema';
import { ProjectInfoSection, ProjectParametersSection, ProjectVisibilitySection } from './project-form-fields';

/** docs/product.md#forms-and-validation: the two banner texts of the create-project form. */
export const ProjectFormMessages = {
  serverErrors: 'We encountered a few errors in your project, please review in order to proceed.',
  incomplete: 'Please complete all the required fields.',
} as const;

export interface ProjectFormProps {
  /** Called with the created (or, editing, the saved) project: the page goes on to its summary. */
  onCreated: (project: Project) => void;
  onCancel: () => void;
  /** The brief to edit (`PATCH /projects/{id}`); without it the form creates a project. */
  project?: Project;
}

function isFormField(key: string): key is ProjectFormField {
  return Object.hasOwn(projectFormDefaults, key);
}

/**
 * "Create your project" (docs/product.md#client-area, docs/product.md#forms-and-validation): Project info and Project parameters, Cancel and Create
 * project. A failed submit shows a banner and brings the first field in error into view; server
 * errors show under their fields (a general one above the buttons).
 */
export function ProjectForm({ onCreated, onCancel, project }: ProjectFormProps) {
  const form = useForm<ProjectFormInput, unknown, ProjectCreate>({
    resolver: zodResolver(projectFormSchema, { error: formIssueMessage }),
    defaultValues: project ? projectFormValues(project) : projectFormDefaults,
    mode: 'onTouched',
  });
  const create = useCreateProject();
  const update = useUpdateProject(project?.id ?? 0);
  const creation = project ? update : create;
  const isDirty = form.formState.isDirty;
  // Set before the page moves on after a save, which must not ask about changes just saved.
  const isSaved = useRef(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);

  function showServerErrors(error: unknown): void {
    const apiError = error instanceof ApiError ? error : new ApiError(0, UNEXPECTED_ERROR);
    let hasFieldError = false;
    for (const [key, text] of Object.entries(apiError.fieldErrors ?? {})) {
      if (!isFormField(key)) continue;
      form.setError(key, { type: 'server', message: friendlyServerMessage(text) });
      hasFieldError = true;
    }
    setGeneralError(hasFieldError ? null : friendlyServerMessage(apiError.message));
    setBanner(ProjectFormMessages.serverErrors);
    setFailedSubmits((count) => count + 1);
  }

  // Built per submit (not during render): it reads `isSaved`.
  const onSubmit = (event: FormEvent) =>
    form.handleSubmit(
      async (body) => {
        setBanner(null);
        setGeneralError(null);
        let project: Project;
        try {
          project = await creation.mutateAsync(body);
        } catch (error) {
          showServerErrors(error);
          return;
        }
        isSaved.current = true;
        onCreated(project);
      },
      (errors) => {
        // A number it cannot take is not a missing field: the banner says which it is (docs/product.md#forms-and-validation).
        setBanner(invalidSubmitMessage(errors, ProjectFormMessages.incomplete));
        setFailedSubmits((count) => count + 1);
      },
    )(event);

  return (
    <FormProvider {...form}>
      <FormFrame
        heading={project ? 'Edit your project' : 'Create your project'}
        hint={
          project
            ? 'Experts already invited keep the invitation they read; the recommendations follow the new brief.'
            : 'Fields marked with * are required.'
        }
        banner={banner}
        onDismissBanner={() => setBanner(null)}
        failedSubmits={failedSubmits}
        generalError={generalError}
        footerHint={null}
        isLoading={form.formState.isSubmitting || creation.isPending}
        submitLabel={project ? 'Save changes' : 'Create project'}
        isSubmitDisabled={Boolean(project) && !isDirty}
        onCancel={onCancel}
        onSubmit={onSubmit}
        // Editing: Cancel, a link or closing the tab with changes not saved asks first (the profile forms' guard).
        hasUnsavedChanges={project ? () => !isSaved.current && form.formState.isDirty : undefined}
      >
        <ProjectInfoSection />
        <ProjectParametersSection />
        <ProjectVisibilitySection />
      </FormFrame>
    </FormProvider>
  );
}
