import {
  CLOSE_ACCOUNT_CONFIRM_WORD,
  type CloseAccount as CloseAccountBody,
  type RoleName,
  type User,
} from '@fractional/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { useSubmitOnce } from '../../../components/ui/use-submit-once';
import { ApiError } from '../../../lib/api-client';
import { FormMessages, friendlyServerMessage } from '../../../lib/form-messages';
import { withAccountMessages } from '../account-messages';
import { useCloseAccount } from '../api/close-account';
import { AccountCard, accountCardStyles as styles } from '../../../components/ui/account-card';

/**
 * Close account (docs/product.md#account-and-security): a first button opens the confirmation, which names what is erased and
 * asks for the password, or for an account without one (Google sign-in) the word DELETE.
 */
export function CloseAccount({ user }: { user: User }) {
  const [isConfirming, setConfirming] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    // Keyboard users stay in place: Cancel gives the focus back to the button that opened the step.
    if (wasConfirming.current && !isConfirming) actions.current?.querySelector('button')?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming]);
  return (
    <AccountCard title="Close account" intro="Closing your account signs you out everywhere and cannot be undone.">
      {isConfirming ? (
        <CloseAccountConfirm user={user} onCancel={() => setConfirming(false)} />
      ) : (
        <div className={styles.actions} ref={actions}>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Close my account…
          </Button>
        </div>
      )}
    </AccountCard>
  );
}

/** What stays of the account's work once it is closed, as each role has it. */
export const WHAT_STAYS: Record<RoleName, string> = {
  client:
    'Projects you created stay, shown as from “Former member”; their open invitations are withdrawn and their squads end.',
  contractor:
    'Your invitations and messages stay, shown as from “Former member”; open invitations are declined and your squad seats end.',
  admin: 'What you did in the matcher console stays in its audit log.',
};

function CloseAccountConfirm({ user, onCancel }: { user: User; onCancel: () => void }) {
  const hasPassword = user.provider !== 'google';
  const close = useCloseAccount(user.role.name);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const field = hasPassword ? 'password' : 'confirm';
  const form = useRef<HTMLFormElement>(null);
  // The button that opened this step is gone: the focus moves to the field it asks for.
  useEffect(() => form.current?.querySelector('input')?.focus(), []);

  const once = useSubmitOnce();
  const onSubmit = once.onSubmit(() => {
    if (!value) return setFieldError(FormMessages.required);
    if (!hasPassword && value !== CLOSE_ACCOUNT_CONFIRM_WORD) return setFieldError('Please type DELETE to confirm.');
    const body: CloseAccountBody = hasPassword ? { password: value } : { confirm: CLOSE_ACCOUNT_CONFIRM_WORD };
    return close.mutateAsync(body, {
      onError: (error) => {
        const translated = withAccountMessages(error);
        const message = translated instanceof ApiError ? translated.message : String(translated);
        setFieldError(friendlyServerMessage(message));
      },
    });
  });

  return (
    <form ref={form} className={styles.form} method="post" noValidate onSubmit={onSubmit}>
      <div className={styles.warning}>
        <p>
          <strong>This erases your personal data:</strong> your names, phone number, timezone, description, website,
          skills and CVs. Your e-mail address is freed for a new sign-up.
        </p>
        <p>{WHAT_STAYS[user.role.name]}</p>
      </div>
      <TextInput
        name={field}
        label={hasPassword ? 'Current password' : `Type ${CLOSE_ACCOUNT_CONFIRM_WORD} to confirm`}
        type={hasPassword ? 'password' : 'text'}
        autoComplete={hasPassword ? 'current-password' : 'off'}
        value={value}
        onChange={(next) => {
          setValue(next);
          setFieldError(null);
        }}
        error={fieldError}
        required
      />
      <div className={styles.actions}>
        {/* Drawn where "Close my account…" was: a double-click on that button must leave this step open. */}
        <Button
          variant="secondary"
          onClick={onCancel}
          disabled={close.isPending || once.isSubmitting}
          ignoresRepeatClick
        >
          Cancel
        </Button>
        <Button type="submit" isLoading={close.isPending || once.isSubmitting} ignoresRepeatClick>
          Close my account for good
        </Button>
      </div>
    </form>
  );
}
