import { PASSWORD_MIN } from '@fractional/contract';
import { TextInput } from '../../../components/ui/text-input';
import { useSignUpField } from '../hooks/use-sign-up-field';
import { FormSection } from '../../../components/ui/form-section';

interface SignUpAccountSectionProps {
  /** A Google user: the e-mail is theirs already (disabled) and there is no password to choose. */
  isSocial: boolean;
}

export function SignUpAccountSection({ isSocial }: SignUpAccountSectionProps) {
  const email = useSignUpField('email');
  const password = useSignUpField('password');
  return (
    <FormSection title="Account">
      <TextInput
        {...email}
        label="Email"
        type="email"
        autoComplete="email"
        required={!isSocial}
        disabled={isSocial}
        hint={isSocial ? 'From your Google account.' : 'You will sign in with this address.'}
      />
      {!isSocial && (
        <TextInput
          {...password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
          required
        />
      )}
    </FormSection>
  );
}
