import { Industries, INDUSTRIES_MAX, ORG_NAME_MAX, Segments, TeamSizes } from '@fractional/contract';
import { useMemo } from 'react';
import { MultiSelect } from '../ui/multi-select';
import { RadioGroup } from '../ui/radio-group';
import { TextInput } from '../ui/text-input';
import { useCountries } from '../../lib/catalogues';
import { useProfileField } from './use-profile-field';
import { FormSection, Wide } from '../ui/form-section';
import { Select } from '../ui/select';

/** Clients: their business. */
export function BusinessSection() {
  const { data: countries = [] } = useCountries();
  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: country.code, label: country.countryName })),
    [countries],
  );
  const organizationName = useProfileField('organizationName');
  const headQuarters = useProfileField('headQuarters');
  const industry = useProfileField('industry');
  const segment = useProfileField('segment');
  const teamSize = useProfileField('teamSize');
  return (
    <FormSection title="About your business">
      <TextInput
        {...organizationName}
        label="Organisation name"
        autoComplete="organization"
        maxLength={ORG_NAME_MAX}
        required
      />
      <Select
        {...headQuarters}
        onChange={(code) => headQuarters.onChange(code ?? '')}
        label="Registered headquarters"
        options={countryOptions}
        placeholder="Select a country"
        required
      />
      <Wide>
        <MultiSelect
          {...industry}
          label="Industry"
          options={Industries.options}
          max={INDUSTRIES_MAX}
          placeholder="Select industries"
          required
        />
      </Wide>
      <Wide>
        <RadioGroup {...segment} label="Segment" options={Segments.options} columns={2} required />
      </Wide>
      <Wide>
        <Select {...teamSize} label="Employee size" options={TeamSizes.options} placeholder="Select a size" required />
      </Wide>
    </FormSection>
  );
}
