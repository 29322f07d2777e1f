import { ContractorSignUpForm } from '../../../features/auth/components/contractor-sign-up-form';
import { SignUpPage } from './sign-up-page';

/** `/member/contractor/sign-up`, titled Member sign up. */
export function Component() {
  return <SignUpPage title="Member sign up" Form={ContractorSignUpForm} />;
}
