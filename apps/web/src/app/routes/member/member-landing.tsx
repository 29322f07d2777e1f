import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import type { MemberPane } from '../../../config/paths';
import { SignInForm } from '../../../features/auth/components/sign-in-form';
import { Component as NotFound } from '../not-found';
import { MemberFrame } from './member-frame';

/**
 * A pane that loads when opened, with its schemas; a spinner meanwhile. The sign-in pane comes with
 * the page (it is /member) and outside any Suspense boundary: React hydrates a boundary in a pass of
 * its own, after the page's first commit, and the hydration handover (main.tsx) needs the form
 * hydrated by then.
 */
function lazyPane(load: () => Promise<ComponentType>): ComponentType {
  const Pane = lazy(async () => ({ default: await load() }));
  return function LazyPane() {
    return (
      <Suspense fallback={<Spinner />}>
        <Pane />
      </Suspense>
    );
  };
}

const SignUpStartForm = lazyPane(
  async () => (await import('../../../features/auth/components/sign-up-start-form')).SignUpStartForm,
);
const ResetPasswordForm = lazyPane(
  async () => (await import('../../../features/auth/components/reset-password-form')).ResetPasswordForm,
);
const ConfirmResetForm = lazyPane(
  async () => (await import('../../../features/auth/components/confirm-reset-form')).ConfirmResetForm,
);

const PANES: Record<MemberPane, { title: string; Form: ComponentType }> = {
  'sign-in': { title: 'Member sign in', Form: SignInForm },
  'sign-up': { title: 'Member sign up', Form: SignUpStartForm },
  'reset-password': { title: 'Reset password', Form: ResetPasswordForm },
  'confirm-reset-password': { title: 'Reset password', Form: ConfirmResetForm },
};

function isPane(segment: string): segment is MemberPane {
  return Object.hasOwn(PANES, segment);
}

/** `/member` and `/member/:pane` (docs/product.md#sign-in-and-sign-up): the pane follows the last URL segment. */
export function Component() {
  const { pane = 'sign-in' } = useParams();
  if (!isPane(pane)) return <NotFound />;
  return <MemberLanding pane={pane} />;
}

function MemberLanding({ pane }: { pane: MemberPane }) {
  const { title, Form } = PANES[pane];
  return (
    <MemberFrame title={title}>
      {/* A new pane starts fresh: the forgot-password state goes back to idle (docs/product.md#sign-in-and-sign-up). */}
      <Form key={pane} />
    </MemberFrame>
  );
}
