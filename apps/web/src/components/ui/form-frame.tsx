import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { ErrorBanner } from './error-banner';
import { focusFirstInvalid } from './focus-first-invalid';
import styles from './form-frame.module.css';

interface FormFrameProps {
  heading: string;
  hint: string;
  /** The banner after a failed submit, or null. */
  banner: string | null;
  onDismissBanner: () => void;
  /** Counts failed submits: each one brings the first field in error into view and focus. */
  failedSubmits: number;
  /** A failure that names no field (`general`, network), or null. */
  generalError: string | null;
  footerHint: string | null;
  isLoading: boolean;
  /** The submit button's text: "Sign up now", "Save profile". */
  submitLabel: string;
  /** Disables submit besides loading (edit forms: invalid or unchanged). */
  isSubmitDisabled?: boolean;
  onCancel: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/**
 * The one-column card of the sign-up, edit-profile and create-project forms: heading and hint, sections, then Cancel
 * and the submit button.
 */
export function FormFrame(props: FormFrameProps) {
  const { heading, hint, banner, onDismissBanner, failedSubmits, generalError, footerHint, isLoading } = props;
  const headingId = useId();
  const footerHintId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (failedSubmits === 0) return;
    // After this commit: field errors may render a moment after the count changes.
    const timer = window.setTimeout(() => focusFirstInvalid(formRef.current), 0);
    return () => window.clearTimeout(timer);
  }, [failedSubmits]);

  return (
    <div className={styles.frame}>
      {/* Sticky: the submit button is at the bottom of a long form, the banner must still be seen. */}
      <div className={styles.bannerSlot}>
        <ErrorBanner message={banner} onDismiss={onDismissBanner} />
      </div>
      <form ref={formRef} className={styles.card} aria-labelledby={headingId} noValidate onSubmit={props.onSubmit}>
        <header className={styles.header}>
          <h1 id={headingId}>{heading}</h1>
          <p className={styles.hint}>{hint}</p>
        </header>
        {props.children}
        {generalError && (
          <p className={styles.generalError} role="alert">
            {generalError}
          </p>
        )}
        <footer className={styles.footer}>
          {footerHint && (
            <p id={footerHintId} className={styles.footerHint}>
              {footerHint}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={props.onCancel}>
              Cancel
            </Button>
            <Button
              type="submit"
              isLoading={isLoading}
              disabled={props.isSubmitDisabled}
              aria-describedby={footerHint ? footerHintId : undefined}
            >
              {props.submitLabel}
            </Button>
          </div>
        </footer>
      </form>
    </div>
  );
}
