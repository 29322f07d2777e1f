import type { ReactNode } from 'react';
import styles from './thread-state.module.css';

/** What the thread's place shows instead of messages: loading, an error, nothing chosen, none yet. */
export function ThreadState({ children }: { children: ReactNode }) {
  return <div className={styles.state}>{children}</div>;
}
