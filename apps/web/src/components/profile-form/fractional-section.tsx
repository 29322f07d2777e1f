import { FractionalExperience, LeadSources } from '@fractional/contract';
import { RadioGroup } from '../ui/radio-group';
import { useProfileField } from './use-profile-field';
import { FormSection, Wide } from '../ui/form-section';
import { Select } from '../ui/select';

interface FractionalSectionProps {
  /** Clients also say how they found us, and must answer both; for contractors the experience is optional. */
  isClient: boolean;
}

/** How much fractional work the person has done (and, clients, how they found us). */
export function FractionalSection({ isClient }: FractionalSectionProps) {
  const leadSource = useProfileField('leadSource');
  const fractionalExperience = useProfileField('fractionalExperience');
  return (
    <FormSection title="Fractional experience">
      {isClient ? (
        <Wide>
          <Select
            {...leadSource}
            label="How did you hear about us?"
            options={LeadSources.options}
            placeholder="Select a source"
            required
          />
        </Wide>
      ) : null}
      <Wide>
        <RadioGroup
          {...fractionalExperience}
          label="Previous fractional experience"
          hint={isClient ? undefined : 'Fractional engagements you have had so far; clients and matching read it.'}
          options={FractionalExperience.options}
          columns={2}
          required={isClient}
        />
      </Wide>
    </FormSection>
  );
}
