import { ClientSignUpForm } from '../../../features/auth/components/client-sign-up-form';
import { SignUpPage } from './sign-up-page';

/** `/member/client/sign-up`, titled Client Sign-up. */
export function Component() {
  return <SignUpPage title="Client Sign-up" Form={ClientSignUpForm} />;
}
