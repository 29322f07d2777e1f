import { DESCRIPTION_MAX } from '@fractional/contract';
import type { ReactNode } from 'react';
import { PhoneInput } from '../ui/phone-input';
import { Textarea } from '../ui/textarea';
import { TextInput } from '../ui/text-input';
import { TimezoneSelect } from '../ui/timezone-select';
import { useCountries, useTimezones } from '../../lib/catalogues';
import { useProfileField } from './use-profile-field';
import { FormSection, Wide } from '../ui/form-section';

interface PersonalSectionProps {
  /** Edit forms: the account's e-mail and password, shown (disabled) before the names. */
  account?: ReactNode;
}

export function PersonalSection({ account }: PersonalSectionProps) {
  const { data: countries = [] } = useCountries();
  const { data: timezones } = useTimezones();
  const firstName = useProfileField('firstName');
  const middleName = useProfileField('middleName');
  const lastName = useProfileField('lastName');
  const mobileNumber = useProfileField('mobileNumber');
  const phoneCountry = useProfileField('phoneCountry');
  const timeZone = useProfileField('timeZone');
  const description = useProfileField('description');
  return (
    <FormSection title="Personal info">
      {account}
      <TextInput {...firstName} label="First name" autoComplete="given-name" required />
      <TextInput {...middleName} label="Middle name" autoComplete="additional-name" />
      <TextInput {...lastName} label="Last name" autoComplete="family-name" required />
      <TimezoneSelect {...timeZone} label="Timezone" regions={timezones?.regions ?? []} />
      <Wide>
        <PhoneInput
          {...mobileNumber}
          label="Mobile number"
          countries={countries}
          country={phoneCountry.value}
          onCountryChange={phoneCountry.onChange}
        />
      </Wide>
      <Wide>
        <Textarea
          {...description}
          label="Description"
          hint="A one-line headline about you, shown on your profile."
          maxLength={DESCRIPTION_MAX}
          rows={3}
        />
      </Wide>
    </FormSection>
  );
}
