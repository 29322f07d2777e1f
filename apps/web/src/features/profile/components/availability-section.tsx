import { CAPACITY_HOURS_MAX, Currencies, Industries, INDUSTRIES_MAX } from '@fractional/contract';
import { useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormSection, Wide } from '../../../components/ui/form-section';
import { MultiSelect } from '../../../components/ui/multi-select';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { fieldHookFor } from '../../../lib/form-field';
import type { ContractorEditInput } from '../../../components/profile-form/profile-form-schema';

const useAvailabilityField = fieldHookFor<ContractorEditInput>();

/**
 * docs/matching.md, contractor edit: open to work, hours a week, hourly rate range in its currency (docs/money.md:
 * matching converts it into each project's) and industries served.
 */
export function AvailabilitySection() {
  const openToWork = useAvailabilityField('openToWork');
  const capacity = useAvailabilityField('capacityHoursPerWeek');
  const rateMin = useAvailabilityField('hourlyRateMin');
  const rateMax = useAvailabilityField('hourlyRateMax');
  const rateCurrency = useAvailabilityField('rateCurrency');
  const currency = rateCurrency.value;
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
      <Wide>
        <Select
          {...rateCurrency}
          onChange={(value) => rateCurrency.onChange(value ?? 'USD')}
          label="Rate currency"
          hint="The currency you charge in; clients in other currencies see it converted."
          placeholder="Select a currency"
          options={Currencies.options}
          required
        />
      </Wide>
      <TextInput
        {...rateMin}
        label={`Hourly rate from (${currency})`}
        hint={`Optional. Whole ${currency}.`}
        mode="number"
      />
      <TextInput
        {...rateMax}
        onChange={onMaxChange}
        label={`Hourly rate up to (${currency})`}
        hint={`Optional. Whole ${currency}.`}
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
