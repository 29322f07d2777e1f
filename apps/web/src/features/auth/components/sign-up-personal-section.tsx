import { DESCRIPTION_MAX } from '@fractional/contract';
import { PhoneInput } from '../../../components/ui/phone-input';
import { Textarea } from '../../../components/ui/textarea';
import { TextInput } from '../../../components/ui/text-input';
import { TimezoneSelect } from '../../../components/ui/timezone-select';
import { useCountries, useTimezones } from '../../../lib/catalogues';
import { useSignUpField } from '../hooks/use-sign-up-field';
import { SignUpSection, Wide } from './sign-up-section';

export function SignUpPersonalSection() {
  const { data: countries = [] } = useCountries();
  const { data: timezones } = useTimezones();
  const firstName = useSignUpField('firstName');
  const middleName = useSignUpField('middleName');
  const lastName = useSignUpField('lastName');
  const mobileNumber = useSignUpField('mobileNumber');
  const phoneCountry = useSignUpField('phoneCountry');
  const timeZone = useSignUpField('timeZone');
  const description = useSignUpField('description');
  return (
    <SignUpSection title="Personal info">
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
    </SignUpSection>
  );
}
