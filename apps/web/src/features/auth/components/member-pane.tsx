import type { FormEvent, ReactNode } from 'react';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { useSubmitOnce } from '../../../components/ui/use-submit-once';
import styles from './member-pane.module.css';

interface MemberPaneProps {
  heading: string;
  intro?: ReactNode;
  /** Information above the form (e.g. why the tab was signed out). */
  notice?: ReactNode;
  /** The failed-submit banner (docs/product.md#forms-and-validation), dismissed with "OK, got it!". */
  banner?: string | null;
  onDismissBanner?: () => void;
  /**
   * Without it the children are not a form (e.g. a message after success). Return the submission's promise: a second
   * submit is ignored until it settles.
   */
  onSubmit?: (event: FormEvent) => unknown;
  /** The form's fields and its submit button. */
  children: ReactNode;
  /** What follows the form: the Google button, links to the other panes. */
  after?: ReactNode;
}

/** One pane of the member landing: heading, banner, a form, then links. */
export function MemberPane(props: MemberPaneProps) {
  const { heading, intro, notice, banner = null, onDismissBanner, onSubmit, children, after } = props;
  const once = useSubmitOnce();
  return (
    <section className={styles.pane} aria-labelledby="member-pane-heading">
      <header className={styles.header}>
        <h1 id="member-pane-heading">{heading}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </header>
      {notice}
      <ErrorBanner message={banner} onDismiss={onDismissBanner ?? (() => undefined)} />
      {onSubmit ? (
        // POST: a form sent before the scripts take over (the page is prerendered) must not put the
        // password in the URL of a GET.
        <form className={styles.form} method="post" onSubmit={once.onSubmit(onSubmit)} noValidate>
          {children}
        </form>
      ) : (
        <div className={styles.form}>{children}</div>
      )}
      {after}
    </section>
  );
}

/** A line of text with a link to another pane, e.g. "Not yet a member? Sign up". */
export function PaneLinks({ children }: { children: ReactNode }) {
  return <div className={styles.links}>{children}</div>;
}
