import { FractionalExperience, LeadSources } from '@fractional/contract';
import { RadioGroup } from '../ui/radio-group';
import { useProfileField } from './use-profile-field';
import { FormSection, Wide } from '../ui/form-section';
import { Select } from '../ui/select';

/** Clients: how they found us and how much fractional work they have done. */
export function FractionalSection() {
  const leadSource = useProfileField('leadSource');
  const fractionalExperience = useProfileField('fractionalExperience');
  return (
    <FormSection title="Fractional experience">
      <Wide>
        <Select
          {...leadSource}
          label="How did you hear about us?"
          options={LeadSources.options}
          placeholder="Select a source"
          required
        />
      </Wide>
      <Wide>
        <RadioGroup
          {...fractionalExperience}
          label="Previous fractional experience"
          options={FractionalExperience.options}
          columns={2}
          required
        />
      </Wide>
    </FormSection>
  );
}
