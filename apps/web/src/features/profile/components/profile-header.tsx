import { profileCompleteness, profileCompletenessItems, type User } from '@fractional/contract';
import type { ReactNode } from 'react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formFieldLabel } from '../../../lib/form-messages';
import styles from './profile-header.module.css';

interface ProfileHeaderProps {
  user: User;
  /** A line under the greeting. */
  lead?: string;
  /** The page's buttons (Edit your profile, …). */
  actions: ReactNode;
}

/** What the completion still counts as empty, by the forms' labels: "Still missing: Timezone, Website." (null when complete). */
export function missingProfileText(user: User): string | null {
  const missing = profileCompletenessItems(user).filter((item) => !item.filled);
  if (missing.length === 0) return null;
  return `Still missing: ${missing.map((item) => formFieldLabel(item.key)).join(', ')}.`;
}

/**
 * Profile pages (docs/product.md#areas-and-routes): "Kia ora, {name}!", the completion (two decimals) with its bar and
 * what it still misses, the actions.
 */
export function ProfileHeader({ user, lead, actions }: ProfileHeaderProps) {
  const missing = missingProfileText(user);
  return (
    <header className={styles.header}>
      <div className={styles.intro}>
        <h1>{user.firstName ? `Kia ora, ${user.firstName}!` : 'Kia ora!'}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      <div className={styles.completion}>
        <ProgressBar value={profileCompleteness(user)} label="Profile completion" showValue />
        {missing ? <p className={styles.missing}>{missing}</p> : null}
      </div>
      <div className={styles.actions}>{actions}</div>
    </header>
  );
}
