import { FractionalExperience, LeadSources } from '@fractional/contract';
import { RadioGroup } from '../../../components/ui/radio-group';
import { useSignUpField } from '../hooks/use-sign-up-field';
import { SignUpSection, Wide } from './sign-up-section';
import { Select } from '../../../components/ui/select';

/** Client sign-up: how they found us and how much fractional work they have done. */
export function SignUpFractionalSection() {
  const leadSource = useSignUpField('leadSource');
  const fractionalExperience = useSignUpField('fractionalExperience');
  return (
    <SignUpSection title="Fractional experience">
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
    </SignUpSection>
  );
}
