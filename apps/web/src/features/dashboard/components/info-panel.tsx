import { useId, type ReactNode } from 'react';
import styles from './info-panel.module.css';

export interface InfoPanelProps {
  title: string;
  /** What the panel shows (its own loading, empty and error states included). */
  children: ReactNode;
}

/** A dashboard panel (Messages, Activity): a titled card around what the page puts in it. */
export function InfoPanel({ title, children }: InfoPanelProps) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
