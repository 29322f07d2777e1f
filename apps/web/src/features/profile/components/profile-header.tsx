import { profileCompleteness, type User } from '@fractional/contract';
import type { ReactNode } from 'react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import styles from './profile-header.module.css';

interface ProfileHeaderProps {
  user: User;
  /** A line under the greeting. */
  lead?: string;
  /** The page's buttons (Edit your profile, …). */
  actions: ReactNode;
}

/** Profile pages (docs/product.md#areas-and-routes): "Kia ora, {name}!", the completion (two decimals) with its bar, the actions. */
export function ProfileHeader({ user, lead, actions }: ProfileHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.intro}>
        <h1>{user.firstName ? `Kia ora, ${user.firstName}!` : 'Kia ora!'}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      <div className={styles.completion}>
        <ProgressBar value={profileCompleteness(user)} label="Profile completion" showValue />
      </div>
      <div className={styles.actions}>{actions}</div>
    </header>
  );
}
