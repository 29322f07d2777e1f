import { ResetHashPayloadSchema, ResetPasswordSchema } from '@fractional/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { TextInput } from '../../../components/ui/text-input';
import { paths } from '../../../config/paths';
import { formIssueMessage } from '../../../lib/form-messages';
import { reenteredPasswordMatches } from '../../../lib/new-password';
import { decodeJwtPayload } from '../../../lib/jwt';
import { useResetPassword } from '../api/reset-password';
import { useFormField } from '../../../lib/form-field';
import { useServerErrorBanner } from '../../../lib/use-server-error-banner';
import { MemberPane } from './member-pane';
import styles from './member-pane.module.css';

const NewPasswordSchema = z
  .object({ newPassword: ResetPasswordSchema.shape.password, reenterNewPassword: z.string().min(1) })
  .refine(...reenteredPasswordMatches('newPassword', 'reenterNewPassword'));
type NewPasswordInput = z.input<typeof NewPasswordSchema>;

/** The e-mail a reset hash carries, or null when the hash cannot be read. */
export function emailOfResetHash(hash: string): string | null {
  const parsed = ResetHashPayloadSchema.safeParse(decodeJwtPayload(hash));
  return parsed.success ? parsed.data.email : null;
}

/**
 * Confirm-reset-password pane (docs/product.md#sign-in-and-sign-up) (`?hash=`): no hash goes to sign-in, an unreadable one to
 * sign-in with `error=invalid-token`; otherwise the user chooses a new password.
 */
export function ConfirmResetForm() {
  const hash = useSearchParams()[0].get('hash');
  const email = useMemo(() => (hash ? emailOfResetHash(hash) : null), [hash]);
  if (!hash) return <Navigate to={paths.member.signIn} replace />;
  if (email === null)
    return <Navigate to={{ pathname: paths.member.signIn, search: '?error=invalid-token' }} replace />;
  return <NewPasswordForm hash={hash} email={email} />;
}

function NewPasswordForm({ hash, email }: { hash: string; email: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(NewPasswordSchema, { error: formIssueMessage }),
    defaultValues: { newPassword: '', reenterNewPassword: '' },
    mode: 'onTouched',
  });
  const { banner, setBanner, showServerError, dismissBanner } = useServerErrorBanner(form.setError, {
    password: 'newPassword',
  });
  const newPassword = useFormField(form, 'newPassword', ['reenterNewPassword']);
  const reenterNewPassword = useFormField(form, 'reenterNewPassword');

  const onSubmit = form.handleSubmit(async ({ newPassword: password }) => {
    setBanner(null);
    await reset.mutateAsync({ password, hash, email }).catch(showServerError);
  });

  if (reset.isSuccess) {
    return (
      <MemberPane heading="Reset password">
        <div className={styles.notice} role="status">
          <p className={styles.noticeTitle}>Password changed!</p>
          <p>You can now sign in with your new password.</p>
        </div>
        <Button size="lg" fullWidth onClick={() => void navigate(paths.member.signIn)}>
          Go to Sign in
        </Button>
      </MemberPane>
    );
  }

  return (
    <MemberPane
      heading="Reset password"
      intro="Choose a new password for your account."
      banner={banner}
      onDismissBanner={dismissBanner}
      onSubmit={onSubmit}
    >
      <TextInput name="email" label="Email" type="email" value={email} onChange={() => undefined} disabled />
      <NewPasswordFields password={newPassword} reenter={reenterNewPassword} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth isLoading={reset.isPending}>
          {reset.isPending ? 'One moment please...' : 'Change password'}
        </Button>
      </div>
    </MemberPane>
  );
}
