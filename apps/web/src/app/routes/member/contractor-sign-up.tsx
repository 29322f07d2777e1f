import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { ContractorSignUpForm } from '../../../features/auth/components/contractor-sign-up-form';
import { SignUpStateSchema } from '../../../features/auth/sign-up-defaults';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { AreaHeader } from '../../layouts/area-header';
import { usePageTitle } from '../../use-page-title';
import styles from '../area-page.module.css';

/** `/member/contractor/sign-up` ("Member sign up"): may carry a typed e-mail or a Google user. */
export function Component() {
  usePageTitle('Member sign up');
  const state: unknown = useLocation().state;
  const signUpState = useMemo(() => SignUpStateSchema.parse(state), [state]);
  return (
    <>
      <AreaHeader>
        <ButtonLink to={paths.member.signIn} variant="text">
          Sign in
        </ButtonLink>
      </AreaHeader>
      <main id="main" className={styles.page}>
        <ContractorSignUpForm state={signUpState} />
      </main>
    </>
  );
}
