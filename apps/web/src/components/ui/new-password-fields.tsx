import { PASSWORD_MIN } from '@fractional/contract';
import { TextInput, type TextInputProps } from './text-input';

type FieldProps = Pick<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** "New password" (with the minimum length) and "Re-enter new password": the pair every form that sets a password shows. */
export function NewPasswordFields({ password, reenter }: { password: FieldProps; reenter: FieldProps }) {
  return (
    <>
      <TextInput
        {...password}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        required
      />
      <TextInput {...reenter} label="Re-enter new password" type="password" autoComplete="new-password" required />
    </>
  );
}
