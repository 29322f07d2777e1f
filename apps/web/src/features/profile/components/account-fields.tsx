import type { User } from '@fractional/contract';
import { TextInput } from '../../../components/ui/text-input';

const ignore = () => undefined;
/** Stands in for the password, which the app never has: the field only shows that one exists. */
const HIDDEN_PASSWORD = 'password';

interface AccountFieldsProps {
  user: Pick<User, 'email' | 'provider'>;
  /** Contractor edit marks them required (docs/product.md#forms-and-validation), though they cannot change. */
  isRequired: boolean;
}

/** Edit forms: the e-mail and password, shown and disabled (docs/product.md#roles-and-access: they cannot change here). */
export function AccountFields({ user, isRequired }: AccountFieldsProps) {
  const isGoogle = user.provider === 'google';
  return (
    <>
      <TextInput
        name="email"
        label="Email"
        type="email"
        value={user.email}
        onChange={ignore}
        required={isRequired}
        disabled
        hint="Your e-mail address cannot be changed here."
      />
      <TextInput
        name="password"
        label="Password"
        type="password"
        value={isGoogle ? '' : HIDDEN_PASSWORD}
        onChange={ignore}
        required={isRequired}
        disabled
        hint={isGoogle ? 'You sign in with Google.' : 'Your password cannot be changed here.'}
      />
    </>
  );
}
