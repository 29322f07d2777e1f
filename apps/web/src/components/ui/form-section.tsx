import { useId, type ReactNode } from 'react';
import styles from './form-section.module.css';

interface FormSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled group of form fields: two columns on wider screens, one at phone width. */
export function FormSection({ title, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.grid}>{children}</div>
    </section>
  );
}

/** A field that spans both columns of a section. */
export function Wide({ children }: { children: ReactNode }) {
  return <div className={styles.wide}>{children}</div>;
}
