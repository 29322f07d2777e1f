import type { RecoveryCodes, TwoFactorSetup, User } from '@fractional/contract';
import { ErrorKeys } from '@fractional/contract';
import { useState } from 'react';
import { AccountCard, accountCardStyles as card } from '../../../components/ui/account-card';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { TextInput } from '../../../components/ui/text-input';
import { ApiError } from '../../../lib/api-client';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { QrCode } from './qr-code';
import styles from './two-factor-card.module.css';

const TITLE = 'Two-step sign-in';
const WRONG_CODE = 'This code is not right, or was used already. Wait for the next one and try again.';

/** The field a refusal names, in words; anything else for the banner. */
function refusal(error: unknown): { code?: string; password?: string; banner?: string } {
  const keys = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
  if (keys.password === ErrorKeys.incorrectPassword) return { password: 'This is not your current password.' };
  if (keys.code === ErrorKeys.invalidCode) return { code: WRONG_CODE };
  return { banner: error instanceof Error ? error.message : String(error) };
}

/** The key in groups of four, as an app's "enter a setup key" field shows it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

function downloadCodes(codes: string[]) {
  const text = ['Fractional recovery codes. Each signs you in once without your phone.', '', ...codes, ''].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'fractional-recovery-codes.txt' });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Account & security's two-step sign-in (docs/security.md): turn it on with an authenticator app (a QR
 * code or the key, then a code to prove it), see the ten recovery codes once, and turn it off with the
 * password and a code.
 */
export function TwoFactorCard({ user }: { user: User }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<RecoveryCodes | null>(null);
  const start = useSetupTwoFactor();
  if (codes) return <RecoveryCodesShown codes={codes.recoveryCodes} onDone={() => setCodes(null)} />;
  if (setup) {
    return (
      <EnableStep
        setup={setup}
        onEnabled={(shown) => {
          setSetup(null);
          setCodes(shown);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  }
  if (user.twoFactor.enabled) return <EnabledState user={user} />;
  return (
    <AccountCard
      title={TITLE}
      intro="Ask for a code from an authenticator app on your phone each time you sign in, so a stolen password alone cannot open your account."
    >
      <ErrorBanner message={start.error ? start.error.message : null} onDismiss={() => start.reset()} />
      <div className={card.actions}>
        <Button onClick={() => start.mutateAsync().then(setSetup)} isLoading={start.isPending}>
          Turn on two-step sign-in
        </Button>
      </div>
    </AccountCard>
  );
}

function EnableStep({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: RecoveryCodes) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ code?: string; banner?: string }>({});
  const submit = async () => {
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) return setError({ code: 'Enter the 6 digits your app shows.' });
    setError({});
    try {
      onEnabled(await enable.mutateAsync({ code: typed }));
    } catch (failure) {
      setError(refusal(failure));
    }
  };
  return (
    <AccountCard title={TITLE} intro="1. Scan this code with your authenticator app, or type the key into it.">
      <div className={styles.setup}>
        <QrCode text={setup.otpauthUrl} label="QR code for your authenticator app" />
        <p className={styles.key}>
          Key: <code>{grouped(setup.secret)}</code>
        </p>
      </div>
      <ErrorBanner message={error.banner ?? null} onDismiss={() => setError({})} />
      <form
        className={card.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextInput
          name="code"
          label="2. Enter the 6-digit code the app shows"
          value={code}
          onChange={setCode}
          error={error.code ?? null}
          mode="number"
          maxLength={6}
          autoComplete="one-time-code"
          required
        />
        <div className={card.actions}>
          <Button type="submit" isLoading={enable.isPending}>
            Turn on
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}

function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <AccountCard
      title={TITLE}
      intro="Two-step sign-in is on. Save these recovery codes somewhere safe: each one signs you in once if you lose your phone. They are shown only now."
    >
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={card.actions}>
        <Button variant="secondary" onClick={() => downloadCodes(codes)}>
          Download codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </AccountCard>
  );
}

function EnabledState({ user }: { user: User }) {
  const disable = useDisableTwoFactor();
  const [isTurningOff, setTurningOff] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ code?: string; password?: string; banner?: string }>({});
  const hasPassword = user.provider === 'email';
  const left = user.twoFactor.recoveryCodesLeft;
  const submit = async () => {
    const missing = {
      ...(hasPassword && !password ? { password: 'Enter your current password.' } : {}),
      ...(code.trim().length < 6 ? { code: 'Enter a code from your app, or a recovery code.' } : {}),
    };
    setError(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await disable.mutateAsync({ ...(hasPassword ? { password } : {}), code: code.trim() });
      setTurningOff(false);
    } catch (failure) {
      setError(refusal(failure));
    }
  };
  return (
    <AccountCard title={TITLE} intro="On: signing in asks for a code from your authenticator app.">
      <p className={left <= 3 ? card.warning : undefined}>
        {left === 1 ? '1 recovery code left.' : `${left} recovery codes left.`}
        {left <= 3 ? ' Turn two-step sign-in off and on again to get ten new ones.' : ''}
      </p>
      {isTurningOff ? (
        <form
          className={card.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <ErrorBanner message={error.banner ?? null} onDismiss={() => setError({})} />
          {hasPassword ? (
            <TextInput
              name="password"
              label="Current password"
              type="password"
              value={password}
              onChange={setPassword}
              error={error.password ?? null}
              autoComplete="current-password"
              required
            />
          ) : null}
          <TextInput
            name="code"
            label="Code from your app, or a recovery code"
            value={code}
            onChange={setCode}
            error={error.code ?? null}
            autoComplete="one-time-code"
            maxLength={20}
            required
          />
          <div className={card.actions}>
            <Button type="submit" isLoading={disable.isPending}>
              Turn off two-step sign-in
            </Button>
            <Button variant="secondary" onClick={() => setTurningOff(false)}>
              Keep it on
            </Button>
          </div>
        </form>
      ) : (
        <div className={card.actions}>
          <Button variant="secondary" onClick={() => setTurningOff(true)}>
            Turn off…
          </Button>
        </div>
      )}
    </AccountCard>
  );
}
