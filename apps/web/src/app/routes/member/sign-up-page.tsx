import { useMemo, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { SignUpStateSchema, type SignUpState } from '../../../features/auth/sign-up-defaults';
import { AreaHeader } from '../../layouts/area-header';
import { usePageTitle } from '../../use-page-title';
import styles from '../area-page.module.css';

/**
 * A sign-up route: header with a way back to sign in, then the form, which receives the navigation
 * state (a typed e-mail, or the Google user finishing sign-up).
 */
export function SignUpPage({ title, Form }: { title: string; Form: ComponentType<{ state: SignUpState }> }) {
  usePageTitle(title);
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
        <Form state={signUpState} />
      </main>
    </>
  );
}
