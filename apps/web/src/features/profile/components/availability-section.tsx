import { CAPACITY_HOURS_MAX, Industries, INDUSTRIES_MAX } from '@fractional/contract';
import { useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormSection, Wide } from '../../../components/ui/form-section';
import { MultiSelect } from '../../../components/ui/multi-select';
import { TextInput } from '../../../components/ui/text-input';
import { fieldHookFor } from '../../../lib/form-field';
import type { ContractorEditInput } from '../../../components/profile-form/profile-form-schema';

const useAvailabilityField = fieldHookFor<ContractorEditInput>();

/** docs/matching.md, contractor edit: open to work, hours a week, hourly rate range (USD) and industries served. */
export function AvailabilitySection() {
  const openToWork = useAvailabilityField('openToWork');
  const capacity = useAvailabilityField('capacityHoursPerWeek');
  const rateMin = useAvailabilityField('hourlyRateMin');
  const rateMax = useAvailabilityField('hourlyRateMax');
  const industries = useAvailabilityField('industries');
  const { trigger, getFieldState } = useFormContext<ContractorEditInput>();
  // The range's message sits under the minimum: a changed maximum re-checks it once it was shown.
  const onMaxChange = (value: string) => {
    rateMax.onChange(value);
    if (getFieldState('hourlyRateMin').isTouched) void trigger('hourlyRateMin');
  };
  return (
    <FormSection title="Availability and rate">
      <Wide>
        <Checkbox
          {...openToWork}
          label="Open to work"
          hint="Clients only see experts who are open to work in their recommendations."
        />
      </Wide>
      <Wide>
        <TextInput
          {...capacity}
          label="Capacity (hours per week)"
          hint={`A whole number from 0 to ${CAPACITY_HOURS_MAX}.`}
          mode="number"
          required
        />
      </Wide>
      <TextInput {...rateMin} label="Hourly rate from (USD)" hint="Optional. Whole dollars." mode="number" />
      <TextInput
        {...rateMax}
        onChange={onMaxChange}
        label="Hourly rate up to (USD)"
        hint="Optional. Whole dollars."
        mode="number"
      />
      <Wide>
        <MultiSelect
          {...industries}
          label="Industries served"
          options={Industries.options}
          max={INDUSTRIES_MAX}
          placeholder="Select industries"
        />
      </Wide>
    </FormSection>
  );
}
