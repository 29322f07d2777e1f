import { EXPERTISE_MAX, JobLevels, ROLES_MAX, YearsOfExperience } from '@fractional/contract';
import { useMemo } from 'react';
import { MultiSelect } from '../ui/multi-select';
import { RadioGroup } from '../ui/radio-group';
import { TextInput } from '../ui/text-input';
import { useExpertises, useJobRoles } from '../../lib/catalogues';
import { useProfileField } from './use-profile-field';
import { FormSection, Wide } from '../ui/form-section';

interface WorkSectionProps {
  /** Clients must name their roles and expertise; for contractors they are optional. */
  isClient: boolean;
}

export function WorkSection({ isClient }: WorkSectionProps) {
  const { data: jobRoles = [] } = useJobRoles();
  const { data: expertises = [] } = useExpertises();
  const roleOptions = useMemo(() => jobRoles.map((item) => ({ value: item.id, label: item.role })), [jobRoles]);
  const expertiseOptions = useMemo(
    () => expertises.map((item) => ({ value: item.id, label: item.expertise })),
    [expertises],
  );
  const jobLevel = useProfileField('jobLevel');
  const yearsOfExperience = useProfileField('yearsOfExperience');
  const roles = useProfileField('roles');
  const expertise = useProfileField('expertise');
  const website = useProfileField('website');
  return (
    <FormSection title="Work experience">
      <Wide>
        <RadioGroup {...jobLevel} label="Job level" options={JobLevels.options} columns={2} required />
      </Wide>
      <Wide>
        <RadioGroup
          {...yearsOfExperience}
          label="Years of experience"
          options={YearsOfExperience.options}
          columns={2}
          required
        />
      </Wide>
      <MultiSelect
        {...roles}
        label="Job roles"
        options={roleOptions}
        max={ROLES_MAX}
        placeholder={`Choose up to ${ROLES_MAX} roles`}
        required={isClient}
      />
      <MultiSelect
        {...expertise}
        label="Expertise"
        options={expertiseOptions}
        max={EXPERTISE_MAX}
        placeholder={`Choose up to ${EXPERTISE_MAX} areas`}
        required={isClient}
      />
      <Wide>
        <TextInput
          {...website}
          label="LinkedIn profile or website"
          type="url"
          autoComplete="url"
          placeholder="https://"
        />
      </Wide>
    </FormSection>
  );
}
