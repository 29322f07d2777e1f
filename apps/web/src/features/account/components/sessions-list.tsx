import { describeUserAgent, type Session } from '@fractional/contract';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { friendlyServerMessage } from '../../../lib/form-messages';
import { useDeleteSession } from '../api/delete-session';
import { useSessions } from '../api/get-sessions';
import { useLogoutAll } from '../api/logout-all';
import { AccountCard, accountCardStyles as cardStyles } from '../../../components/ui/account-card';
import styles from './sessions-list.module.css';
import { formatDateTime } from '../../../lib/format-time';

function errorText(error: Error | null): string | null {
  return error ? friendlyServerMessage(error.message) : null;
}

/** Where the user is signed in: this device marked, a Sign out per other one, and Sign out everywhere. */
export function SessionsList() {
  const sessions = useSessions();
  const signOut = useDeleteSession();
  const signOutEverywhere = useLogoutAll();
  const error = errorText(sessions.error ?? signOut.error ?? signOutEverywhere.error);

  return (
    <AccountCard title="Where you're signed in" intro="Sign out of a device you no longer use or do not recognise.">
      {sessions.isPending ? <Spinner /> : null}
      {sessions.data ? (
        <ul className={styles.list} aria-label="Signed-in devices">
          {sessions.data.data.map((row) => (
            <SessionRow
              key={row.id}
              row={row}
              isSigningOut={signOut.isPending && signOut.variables === row.id}
              onSignOut={() => signOut.mutateAsync(row.id)}
            />
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className={cardStyles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={cardStyles.actions}>
        <Button
          variant="secondary"
          isLoading={signOutEverywhere.isPending}
          onClick={() => signOutEverywhere.mutateAsync()}
        >
          Sign out everywhere
        </Button>
      </div>
    </AccountCard>
  );
}

interface SessionRowProps {
  row: Session;
  isSigningOut: boolean;
  onSignOut: () => unknown;
}

function SessionRow({ row, isSigningOut, onSignOut }: SessionRowProps) {
  const nameId = useId();
  return (
    <li className={styles.row}>
      <div className={styles.device}>
        <span className={styles.name} id={nameId}>
          {describeUserAgent(row.userAgent)}
          {row.current ? <Badge tone="brand">This device</Badge> : null}
        </span>
        <span className={styles.times}>
          Signed in {formatDateTime(row.createdAt)} · Last used {formatDateTime(row.lastUsedAt)}
        </span>
      </div>
      {row.current ? null : (
        <Button variant="secondary" isLoading={isSigningOut} onClick={onSignOut} aria-describedby={nameId}>
          Sign out
        </Button>
      )}
    </li>
  );
}
