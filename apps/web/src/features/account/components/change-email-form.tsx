import type { User } from '@fractional/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { TextInput } from '../../../components/ui/text-input';
import { useSubmitOnce } from '../../../components/ui/use-submit-once';
import { formIssueMessage } from '../../../lib/form-messages';
import { useFormField } from '../../../lib/form-field';
import { useServerErrorBanner } from '../../../lib/use-server-error-banner';
import { ChangeEmailFormSchema, type ChangeEmailFormInput } from '../account-form-schemas';
import { GOOGLE_ACCOUNT_NOTE, withAccountMessages } from '../account-messages';
import { useRequestEmailChange } from '../api/request-email-change';
import { readPendingEmail, writePendingEmail } from '../pending-email';
import { AccountCard, accountCardStyles as styles } from '../../../components/ui/account-card';

/**
 * When `state` changes and the control that had the focus went with the old state, the focus goes to
 * the first control of the new one (not on the first render: the page does not jump into this card).
 */
function useRefocusOnSwitch(state: unknown) {
  const body = useRef<HTMLDivElement>(null);
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === state) return;
    previous.current = state;
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused.isConnected) return;
    body.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [state]);
  return body;
}

/**
 * Change e-mail: a link goes to the new address and nothing changes until it is opened; meanwhile
 * the card says where the link went (kept across reloads until the address is the new one).
 */
export function ChangeEmailForm({ user }: { user: User }) {
  // Read on every render: the stored address goes once the user (reloaded) has it.
  const [, setVersion] = useState(0);
  const pending = readPendingEmail(user.id, user.email);
  const setPending = (email: string | null) => {
    writePendingEmail(user.id, email);
    setVersion((version) => version + 1);
  };
  const body = useRefocusOnSwitch(pending);
  const request = useRequestEmailChange();
  const once = useSubmitOnce();
  const form = useForm<ChangeEmailFormInput>({
    resolver: zodResolver(ChangeEmailFormSchema, { error: formIssueMessage }),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const { banner, showServerError, dismissBanner } = useServerErrorBanner(form.setError, {
    email: 'email',
    password: 'password',
  });
  const email = useFormField(form, 'email');
  const password = useFormField(form, 'password');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      setPending(values.email);
      form.reset();
    } catch (error) {
      showServerError(withAccountMessages(error));
    }
  });

  const intro = (
    <>
      Your address is <strong>{user.email}</strong>.
    </>
  );
  if (user.provider === 'google') {
    return (
      <AccountCard title="Change email" intro={intro}>
        <p>{GOOGLE_ACCOUNT_NOTE} Your address here is your Google account's.</p>
      </AccountCard>
    );
  }
  if (pending) {
    return (
      <AccountCard title="Change email" intro={intro}>
        <div ref={body} className={styles.form}>
          <p className={styles.notice} role="status">
            We sent a link to <strong>{pending}</strong> — your address changes when you open it.
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setPending(null)}>
              Use another address
            </Button>
          </div>
        </div>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Change email" intro={intro}>
      <ErrorBanner message={banner} onDismiss={dismissBanner} />
      <div ref={body} className={styles.form}>
        <form
          className={styles.form}
          method="post"
          noValidate
          onSubmit={once.onSubmit((event) => {
            // A new attempt starts clean: no banner of the last one beside this one's field errors.
            dismissBanner();
            return onSubmit(event);
          })}
        >
          <TextInput {...email} label="New email" type="email" autoComplete="email" required />
          <TextInput
            {...password}
            label="Current password"
            type="password"
            autoComplete="current-password"
            hint="To confirm it is you."
            required
          />
          <div className={styles.actions}>
            <Button type="submit" isLoading={request.isPending || once.isSubmitting}>
              Send confirmation link
            </Button>
          </div>
        </form>
      </div>
    </AccountCard>
  );
}
