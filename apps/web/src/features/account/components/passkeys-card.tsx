import { ErrorKeys, PASSKEY_NAME_MAX, PasskeyNameSchema, type Passkey } from '@fractional/contract';
import { useId, useState } from 'react';
import { AccountCard, accountCardStyles as card } from '../../../components/ui/account-card';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { TextInput } from '../../../components/ui/text-input';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-time';
import { useAddPasskey, useDeletePasskey, usePasskeys, useRenamePasskey } from '../api/passkeys';
import styles from './passkeys-card.module.css';

/** A refusal or a cancelled browser prompt, in words. */
function addFailure(error: unknown): string {
  // The browser's prompt was closed, timed out, or the device has no way to make a passkey.
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return 'No passkey was added: the request was cancelled or timed out.';
  }
  if (error instanceof ApiError && error.fieldErrors?.response === ErrorKeys.passkeyExists) {
    return 'This passkey is already registered.';
  }
  if (error instanceof ApiError && error.fieldErrors?.response === ErrorKeys.invalidPasskey) {
    return 'The passkey could not be checked. Please try again.';
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Account & security's passkeys (docs/security.md#passkeys): add one (this device, a phone or a
 * security key), see each with when it was added and last used, rename and delete it.
 */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSupported] = useState(() => typeof window !== 'undefined' && 'PublicKeyCredential' in window);
  const items = passkeys.data?.data ?? [];
  return (
    <AccountCard
      title="Passkeys"
      intro="Sign in with your fingerprint, face or screen lock instead of a password. A passkey cannot be phished or reused on another site."
    >
      <ErrorBanner
        message={failure ?? (passkeys.error ? passkeys.error.message : null)}
        onDismiss={() => setFailure(null)}
      />
      {passkeys.isPending ? <Spinner /> : null}
      {passkeys.data && items.length === 0 ? (
        <p className={styles.empty}>No passkeys yet. Add one to sign in without your password.</p>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.list} aria-label="Your passkeys">
          {items.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : null}
      <div className={card.actions}>
        <Button
          onClick={() => {
            setFailure(null);
            add.mutateAsync().catch((error: unknown) => setFailure(addFailure(error)));
          }}
          isLoading={add.isPending}
          disabled={!isSupported}
        >
          Add a passkey
        </Button>
      </div>
      {isSupported ? null : <p className={styles.empty}>This browser cannot create passkeys.</p>}
    </AccountCard>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const nameId = useId();
  const rename = useRenamePasskey();
  const remove = useDeletePasskey();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const save = async () => {
    const parsed = PasskeyNameSchema.safeParse(draft ?? '');
    if (!parsed.success) return setError(`Enter a name of 1 to ${PASSKEY_NAME_MAX} characters.`);
    try {
      await rename.mutateAsync({ id: passkey.id, name: parsed.data });
      setDraft(null);
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <li className={styles.row}>
      {draft === null ? (
        <>
          <div className={styles.passkey}>
            <span className={styles.name} id={nameId}>
              {passkey.name}
            </span>
            <span className={styles.times}>
              Added {formatDateTime(passkey.createdAt)} ·{' '}
              {passkey.lastUsedAt ? `Last used ${formatDateTime(passkey.lastUsedAt)}` : 'Not used yet'}
            </span>
          </div>
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={() => setDraft(passkey.name)} aria-describedby={nameId}>
              Rename
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)} aria-describedby={nameId}>
              Delete
            </Button>
          </div>
        </>
      ) : (
        <form
          className={styles.renameForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextInput
            name="passkeyName"
            label="Passkey name"
            value={draft}
            onChange={setDraft}
            error={error}
            maxLength={PASSKEY_NAME_MAX}
            required
          />
          <div className={card.actions}>
            <Button type="submit" isLoading={rename.isPending}>
              Save name
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(null);
                setError(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
      {isConfirming ? (
        <ConfirmDialog
          title="Delete this passkey?"
          confirmLabel="Delete passkey"
          onConfirm={() => remove.mutateAsync(passkey.id).then(() => setConfirming(false))}
          onCancel={() => setConfirming(false)}
          isPending={remove.isPending}
          error={remove.error ? remove.error.message : null}
        >
          <p>“{passkey.name}” will no longer sign you in. Remove it from the device or password manager too.</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
