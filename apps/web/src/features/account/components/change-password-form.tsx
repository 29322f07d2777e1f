import { type User } from '@fractional/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { TextInput } from '../../../components/ui/text-input';
import { useSubmitOnce } from '../../../components/ui/use-submit-once';
import { formIssueMessage } from '../../../lib/form-messages';
import { useFormField } from '../../../lib/form-field';
import { useServerErrorBanner } from '../../../lib/use-server-error-banner';
import { ChangePasswordFormSchema, type ChangePasswordFormInput } from '../account-form-schemas';
import { GOOGLE_ACCOUNT_NOTE, withAccountMessages } from '../account-messages';
import { useChangePassword } from '../api/change-password';
import { AccountCard, accountCardStyles as styles } from '../../../components/ui/account-card';

const EMPTY: ChangePasswordFormInput = { oldPassword: '', password: '', reenterPassword: '' };

const TITLE = 'Change password';
const INTRO = 'Your other devices are signed out when the password changes.';

/** Change password: the old one, the new one twice. An account without a password (Google) is told why not. */
export function ChangePasswordForm({ user }: { user: User }) {
  if (user.provider === 'google') {
    return (
      <AccountCard title={TITLE}>
        <p>{GOOGLE_ACCOUNT_NOTE}</p>
      </AccountCard>
    );
  }
  return <PasswordForm />;
}

function PasswordForm() {
  const change = useChangePassword();
  const once = useSubmitOnce();
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(ChangePasswordFormSchema, { error: formIssueMessage }),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { banner, showServerError, dismissBanner } = useServerErrorBanner(form.setError, {
    oldPassword: 'oldPassword',
    password: 'password',
  });
  const oldPassword = useFormField(form, 'oldPassword');
  const password = useFormField(form, 'password', ['reenterPassword']);
  const reenterPassword = useFormField(form, 'reenterPassword');

  const onSubmit = form.handleSubmit(async ({ oldPassword: old, password: next }) => {
    try {
      await change.mutateAsync({ oldPassword: old, password: next });
      form.reset(EMPTY);
    } catch (error) {
      showServerError(withAccountMessages(error));
    }
  });

  return (
    <AccountCard title={TITLE} intro={INTRO}>
      <ErrorBanner message={banner} onDismiss={dismissBanner} />
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
        <TextInput {...oldPassword} label="Current password" type="password" autoComplete="current-password" required />
        <NewPasswordFields password={password} reenter={reenterPassword} />
        {change.isSuccess && !form.formState.isDirty ? (
          <p className={styles.notice} role="status">
            Password changed. Your other devices were signed out.
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" isLoading={change.isPending || once.isSubmitting}>
            Change password
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
