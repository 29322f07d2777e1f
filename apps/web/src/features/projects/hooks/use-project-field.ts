import { fieldHookFor } from '../../../lib/form-field';
import type { ProjectFormInput } from '../project-form-schema';

/** The widget props (name, value, onChange, onBlur, error) of one create-project field. */
export const useProjectField = fieldHookFor<ProjectFormInput>();
