import { ErrorKeys, type LoginResult } from '@fractional/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { ApiError, UNEXPECTED_ERROR } from '../../../lib/api-client';
import { useVerifySecondStep } from '../api/verify-second-step';
import { MemberPane } from './member-pane';
import styles from './member-pane.module.css';

const CODE = /^\d{6}$/;

/** What a refused second step says, in words (docs/security.md). */
function refusalText(error: unknown, usingRecovery: boolean): { field?: string; banner?: string } {
  if (!(error instanceof ApiError)) return { banner: UNEXPECTED_ERROR };
  const keys = Object.values(error.fieldErrors ?? {});
  if (keys.includes(ErrorKeys.invalidMfaToken)) {
    return { banner: 'This sign-in took too long or had too many wrong codes. Please sign in again.' };
  }
  if (keys.includes(ErrorKeys.invalidCode)) {
    return {
      field: usingRecovery
        ? 'This recovery code is not right, or was used already.'
        : 'This code is not right, or was used already. Wait for the next one and try again.',
    };
  }
  return { banner: error.message };
}

/**
 * The second step of a sign-in with two-step sign-in on: a code from the authenticator app, or one of
 * the recovery codes (docs/product.md#sign-in-and-sign-up). `onRestart` goes back to the password.
 */
export function SecondStepForm({
  mfaToken,
  onSignedIn,
  onRestart,
}: {
  mfaToken: string;
  onSignedIn: (result: LoginResult) => void;
  onRestart: () => void;
}) {
  const verify = useVerifySecondStep();
  const [usingRecovery, setUsingRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  const submit = async () => {
    setBanner(null);
    const typed = value.trim();
    if (!usingRecovery && !CODE.test(typed.replace(/\s/g, ''))) {
      setFieldError('Enter the 6 digits your app shows.');
      return;
    }
    if (usingRecovery && typed.length < 8) {
      setFieldError('Enter one of your recovery codes, e.g. k7m2q-9xpab.');
      return;
    }
    setFieldError(null);
    try {
      const body = usingRecovery ? { mfaToken, recoveryCode: typed } : { mfaToken, code: typed.replace(/\s/g, '') };
      onSignedIn(await verify.mutateAsync(body));
    } catch (error) {
      const refusal = refusalText(error, usingRecovery);
      setFieldError(refusal.field ?? null);
      setBanner(refusal.banner ?? null);
    }
  };

  return (
    <MemberPane
      heading="Two-step sign-in"
      intro={
        usingRecovery
          ? 'Enter one of the recovery codes you saved when you turned on two-step sign-in. Each works once.'
          : 'Enter the 6-digit code from your authenticator app.'
      }
      banner={banner}
      onDismissBanner={() => setBanner(null)}
      onSubmit={submit}
      after={
        <p className={styles.inlineLink}>
          <Button variant="text" onClick={onRestart}>
            Start again with your password
          </Button>
        </p>
      }
    >
      <TextInput
        key={usingRecovery ? 'recovery' : 'code'}
        name={usingRecovery ? 'recoveryCode' : 'code'}
        label={usingRecovery ? 'Recovery code' : 'Code'}
        value={value}
        onChange={(next) => {
          setValue(next);
          setFieldError(null);
        }}
        error={fieldError}
        autoComplete={usingRecovery ? 'off' : 'one-time-code'}
        mode={usingRecovery ? 'text' : 'number'}
        maxLength={usingRecovery ? 20 : 6}
        required
      />
      <p className={styles.inlineLink}>
        <Button
          variant="text"
          onClick={() => {
            setUsingRecovery(!usingRecovery);
            setValue('');
            setFieldError(null);
          }}
        >
          {usingRecovery ? 'Use a code from the app instead' : 'Lost your phone? Use a recovery code'}
        </Button>
      </p>
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth isLoading={verify.isPending}>
          Verify and sign in
        </Button>
      </div>
    </MemberPane>
  );
}
