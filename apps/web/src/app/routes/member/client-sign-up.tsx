import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { ClientSignUpForm } from '../../../features/auth/components/client-sign-up-form';
import { SignUpStateSchema } from '../../../features/auth/sign-up-defaults';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { AreaHeader } from '../../layouts/area-header';
import { usePageTitle } from '../../use-page-title';
import styles from '../area-page.module.css';

/** `/member/client/sign-up`: may carry a typed e-mail or a Google user in its navigation state. */
export function Component() {
  usePageTitle('Client Sign-up');
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
        <ClientSignUpForm state={signUpState} />
      </main>
    </>
  );
}
