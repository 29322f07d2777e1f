import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import type { MemberPane } from '../../../config/paths';
import { ConfirmResetForm } from '../../../features/auth/components/confirm-reset-form';
import { MemberCover } from '../../../features/auth/components/member-cover';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { SignInForm } from '../../../features/auth/components/sign-in-form';
import { SignUpStartForm } from '../../../features/auth/components/sign-up-start-form';
import { Logo } from '../../layouts/logo';
import { usePageTitle } from '../../use-page-title';
import { Component as NotFound } from '../not-found';
import styles from './member-landing.module.css';

const PANES: Record<MemberPane, { title: string; Form: ComponentType }> = {
  'sign-in': { title: 'Member sign in', Form: SignInForm },
  'sign-up': { title: 'Member sign up', Form: SignUpStartForm },
  'reset-password': { title: 'Reset password', Form: ResetPasswordForm },
  'confirm-reset-password': { title: 'Reset password', Form: ConfirmResetForm },
};

function isPane(segment: string): segment is MemberPane {
  return Object.hasOwn(PANES, segment);
}

/** `/member` and `/member/:pane` (SPEC.md §2): the pane follows the last URL segment. */
export function Component() {
  const { pane = 'sign-in' } = useParams();
  if (!isPane(pane)) return <NotFound />;
  return <MemberLanding pane={pane} />;
}

function MemberLanding({ pane }: { pane: MemberPane }) {
  const { title, Form } = PANES[pane];
  usePageTitle(title);
  return (
    <main id="main" className={styles.landing}>
      <div className={styles.formColumn}>
        <div className={styles.inner}>
          <Logo />
          {/* A new pane starts fresh: the forgot-password state goes back to idle (SPEC.md §2). */}
          <Form key={pane} />
        </div>
      </div>
      <div className={styles.coverColumn}>
        <MemberCover />
      </div>
    </main>
  );
}
